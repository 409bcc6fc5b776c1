import { describe, expect, it } from "vitest";
import { normalizeQuery } from "./relevance";

describe("normalizeQuery", () => {
  it("trims and needs 2 characters", () => {
    expect(normalizeQuery("  a ")).toBeNull();
    expect(normalizeQuery("")).toBeNull();
    expect(normalizeQuery(null)).toBeNull();
    expect(normalizeQuery(" ab ")).toBe("ab");
    // One emoji is one character even though it is two UTF-16 units.
    expect(normalizeQuery("😀")).toBeNull();
  });

  it("removes control characters, which separate fields in the stored search text", () => {
    expect(normalizeQuery("bo\u0001nd")).toBe("bond");
    expect(normalizeQuery("a\nb\tc\u007f\u0085")).toBe("abc");
    expect(normalizeQuery(" \u0001a\u0001 ")).toBeNull();
    expect(normalizeQuery("\u0000x\u0000")).toBeNull();
  });
});
