/** The reference search relevance (tests/oracles/search-relevance.ts) against hand-computed scores. */
import { describe, expect, it } from "vitest";
import {
  type CorpusCompany,
  compareCodePoints,
  fieldScoreTenths,
  rankCatalogue,
  scoreFieldsTenths,
} from "../oracles/search-relevance";

describe("fieldScoreTenths (product-decisions relevance × 10)", () => {
  it("scores 0 when the field does not contain the query", () => {
    expect(fieldScoreTenths("Composite", "glass")).toBe(0);
    expect(fieldScoreTenths(null, "glass")).toBe(0);
    expect(fieldScoreTenths("", "glass")).toBe(0);
  });

  it("adds 100, 50 for a prefix, 10 per occurrence and the length bonus", () => {
    // "bond" (4 chars) in "Bond": 100 + 50 + 10 + (100 - 0.4) = 259.6
    expect(fieldScoreTenths("Bond", "bond")).toBe(2596);
    // not a prefix: "a bond" (6): 100 + 0 + 10 + 99.4 = 209.4
    expect(fieldScoreTenths("a bond", "BOND")).toBe(2094);
  });

  it("counts non-overlapping occurrences", () => {
    // "aaaa" contains "aa" twice (not three times): 100 + 50 + 20 + 99.6
    expect(fieldScoreTenths("aaaa", "aa")).toBe(2696);
  });

  it("gives no length bonus past 1000 characters", () => {
    const long = `x${"y".repeat(1500)}`;
    expect(fieldScoreTenths(long, "xy")).toBe(1000 + 500 + 100);
  });

  it("treats %, _ and quotes as ordinary characters and counts emoji as one character", () => {
    expect(fieldScoreTenths("50% off", "0%")).toBe(1000 + 100 + 993);
    expect(fieldScoreTenths("a_b", "_b")).toBe(1000 + 100 + 997);
    expect(fieldScoreTenths("It's", "'s")).toBe(1000 + 100 + 996);
    expect(fieldScoreTenths("😀😀", "😀")).toBe(1000 + 500 + 200 + 998);
  });

  it("sums over fields", () => {
    expect(scoreFieldsTenths(["Bond", null, "a bond"], "bond")).toBe(2596 + 2094);
  });
});

describe("rankCatalogue", () => {
  const zeta: CorpusCompany = {
    id: "c1",
    name: "Zeta Bond",
    brandName: null,
    description: "",
    categories: ["Adhesives"],
    treatmentTypes: [],
  };
  const companies: CorpusCompany[] = [
    zeta,
    {
      id: "c2",
      name: "alpha bond",
      brandName: "Bond",
      description: "",
      categories: [],
      treatmentTypes: [],
    },
  ];
  const products = [
    {
      id: "p1",
      companyId: "c1",
      name: "Thing",
      description: "",
      category: "Adhesives",
      treatmentType: "",
    },
    {
      id: "p2",
      companyId: "gone",
      name: "Bond orphan",
      description: "",
      category: "Adhesives",
      treatmentType: "",
    },
  ];

  it("lists companies named like the query first, then by relevance; skips products of a missing company", () => {
    const ranked = rankCatalogue(companies, products, "bond");
    // p1 scores exactly what c1 does (through its company's name), but c1 is named "Zeta Bond".
    expect(ranked.map((r) => r.id)).toEqual(["c2", "c1", "p1"]);
  });

  it("ranks by relevance below the named companies", () => {
    const ranked = rankCatalogue(companies, products, "adhesives");
    // c1 and p1 both score one "Adhesives" field; a tie broken by name ("Thing" < "Zeta Bond").
    expect(ranked.map((r) => r.id)).toEqual(["p1", "c1"]);
  });

  it("breaks ties by name A→Z, case-insensitively", () => {
    const ranked = rankCatalogue(
      [
        { ...zeta, id: "x", name: "beta" },
        { ...zeta, id: "y", name: "Alpha" },
      ],
      [],
      "adhesives",
    );
    expect(ranked.map((r) => r.id)).toEqual(["y", "x"]);
  });

  it("returns nothing for a short query", () => {
    expect(rankCatalogue(companies, products, " b ")).toEqual([]);
  });
});

describe("compareCodePoints", () => {
  it("orders by code point, not UTF-16 unit", () => {
    expect(compareCodePoints("\u{1F600}", "\uFFFD")).toBeGreaterThan(0);
    expect(compareCodePoints("a", "ab")).toBeLessThan(0);
    expect(compareCodePoints("b", "b")).toBe(0);
  });
});
