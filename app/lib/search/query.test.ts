import { describe, expect, it } from "vitest";
import { LIMITS } from "~/lib/limits";
import { countCharacters, normalizeQuery, parseSearchQuery, truncateCharacters } from "./query";

describe("parseSearchQuery", () => {
  it("trims, drops control characters and needs 2 characters", () => {
    expect(parseSearchQuery(" bond ")?.text).toBe("bond");
    expect(parseSearchQuery("bo\u0001nd")?.text).toBe("bond");
    expect(parseSearchQuery(" a ")).toBeNull();
    expect(parseSearchQuery(null)).toBeNull();
  });

  it("counts code points, as the server's length() does: one emoji is one character", () => {
    expect(countCharacters("😀")).toBe(1);
    expect(parseSearchQuery("😀")).toBeNull();
    expect(parseSearchQuery("😀😀")?.text).toBe("😀😀");
  });

  it("caps a query at LIMITS.searchQuery characters without splitting a surrogate pair", () => {
    const long = "😀".repeat(LIMITS.searchQuery + 5);
    const text = parseSearchQuery(long)?.text ?? "";
    expect(countCharacters(text)).toBe(LIMITS.searchQuery);
    expect(text).toBe("😀".repeat(LIMITS.searchQuery));
    expect(truncateCharacters("ab😀cd", 3)).toBe("ab😀");
    expect(truncateCharacters("abc", 5)).toBe("abc");
  });
});

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
