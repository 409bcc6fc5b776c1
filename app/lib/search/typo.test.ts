import { describe, expect, it } from "vitest";
import { editDistance, isTypoOf } from "./typo";

describe("typo corrections (docs/decisions/146)", () => {
  it("measures edits, a swap of neighbours counting one", () => {
    expect(editDistance("flouride", "fluoride")).toBe(1);
    expect(editDistance("varnsh", "varnish")).toBe(1);
    expect(editDistance("gloves", "glow")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
    expect(editDistance("gloves", "glow", 1)).toBe(2);
  });

  it("corrects a typo, never a different word", () => {
    expect(isTypoOf("flouride", "fluoride")).toBe(true);
    expect(isTypoOf("varnsh", "varnish")).toBe(true);
    expect(isTypoOf("marbellite", "marbelite")).toBe(true);
    expect(isTypoOf("compsite", "composite")).toBe(true);
    expect(isTypoOf("gloves", "glow")).toBe(false);
    expect(isTypoOf("gloves", "gloss")).toBe(false);
    expect(isTypoOf("bond", "bonding")).toBe(false);
    expect(isTypoOf("fluoride", "fluoride")).toBe(false);
  });
});
