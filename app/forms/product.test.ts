import { describe, expect, it } from "vitest";
import { describeProductFacts } from "~/lib/product-fact-summary";
import { INVALID_FDA_510K } from "~/lib/product-facts";
import { factFilterQuery, parseFactFilters } from "~/lib/search/fact-filters";
import { validate } from "./kit";
import { productSchema } from "./product";

const VALID = { name: "Flow A2", category: "Restorative" };

describe("the product editor's facts", () => {
  it("accepts a 510(k) number as K and 6 digits, upper-cased, and empty as none", () => {
    for (const [typed, stored] of [
      ["K123456", "K123456"],
      [" k654321 ", "K654321"],
      ["", null],
    ] as const) {
      const result = validate(productSchema, { ...VALID, fda510k: typed });
      expect(result.ok && result.data.fda510k, typed).toBe(stored);
    }
  });

  it.each(["123456", "K12345", "K1234567", "KK12345", "K12345A", "P123456", "K 123456"])(
    "refuses the 510(k) number %j with its message",
    (typed) => {
      const result = validate(productSchema, { ...VALID, fda510k: typed });
      expect(result).toEqual({ ok: false, errors: { fda510k: INVALID_FDA_510K } });
    },
  );

  it("says the 510(k) format in words and refuses an overlong or control-character value", () => {
    expect(INVALID_FDA_510K).toBe("Please enter a 510(k) number as K followed by 6 digits");
    expect(validate(productSchema, { ...VALID, fda510k: `K${"1".repeat(30)}` })).toEqual({
      ok: false,
      errors: { fda510k: "FDA 510(k) number must be at most 20 characters" },
    });
    expect(validate(productSchema, { ...VALID, fda510k: "K12\u000045" })).toEqual({
      ok: false,
      errors: { fda510k: "FDA 510(k) number contains characters that are not allowed" },
    });
  });

  it("reads Yes, No and not stated for the three flags, and refuses anything else", () => {
    const result = validate(productSchema, {
      ...VALID,
      latexFree: "Yes",
      ceMarked: "No",
      containsFluoride: "",
    });
    expect(result.ok && result.data).toMatchObject({
      latexFree: true,
      ceMarked: false,
      containsFluoride: null,
    });
    expect(validate(productSchema, { ...VALID, latexFree: "maybe" })).toEqual({
      ok: false,
      errors: { latexFree: "Please choose Yes, No or Not stated" },
    });
  });

  it("caps shelf life and storage temperature at 100 characters and keeps them short text", () => {
    const result = validate(productSchema, {
      ...VALID,
      shelfLife: "x".repeat(101),
      storageTemperature: " 2–25 °C ",
    });
    expect(result).toEqual({
      ok: false,
      errors: { shelfLife: "Shelf life must be at most 100 characters" },
    });
    const ok = validate(productSchema, { ...VALID, storageTemperature: " 2–25 °C " });
    expect(ok.ok && ok.data.storageTemperature).toBe("2–25 °C");
  });

  it("accepts only known document kinds to remove", () => {
    const ok = validate(productSchema, { ...VALID, removeDocument: ["sds", "ifu"] });
    expect(ok.ok && ok.data.removeDocument).toEqual(["sds", "ifu"]);
    expect(validate(productSchema, { ...VALID, removeDocument: ["manual"] })).toMatchObject({
      ok: false,
    });
  });
});

describe("describeProductFacts", () => {
  it("says the stated facts in one order, and nothing for unstated ones", () => {
    expect(
      describeProductFacts({
        latexFree: true,
        ceMarked: true,
        fda510k: "K123456",
        shelfLife: "24 months",
        storageTemperature: "2–25 °C",
        containsFluoride: null,
      }),
    ).toEqual([
      "Latex-free",
      "CE mark",
      "FDA 510(k) K123456",
      "Shelf life 24 months",
      "Store at 2–25 °C",
    ]);
    expect(
      describeProductFacts({ latexFree: false, containsFluoride: false, ceMarked: false }),
    ).toEqual(["Contains latex", "Fluoride-free"]);
    expect(describeProductFacts({})).toEqual([]);
  });
});

describe("the search's fact filters", () => {
  it("reads latexFree=1 and sds=1 and writes them back", () => {
    const filters = parseFactFilters(new URLSearchParams("q=bond&latexFree=1&sds=0"));
    expect(filters).toEqual({ latexFree: true, hasSds: false, category: null, companyId: null });
    expect(factFilterQuery(filters)).toBe("&latexFree=1");
    expect(factFilterQuery({ ...filters, hasSds: true })).toBe("&latexFree=1&sds=1");
  });

  it("reads the category and the company, ignoring an unknown category", () => {
    const filters = parseFactFilters(new URLSearchParams("category=Preventive&company=a%20b"));
    expect(filters).toMatchObject({ category: "Preventive", companyId: "a b" });
    expect(factFilterQuery(filters)).toBe("&category=Preventive&company=a%20b");
    expect(parseFactFilters(new URLSearchParams("category=Nope")).category).toBeNull();
  });
});
