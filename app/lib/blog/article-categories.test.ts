import { describe, expect, it } from "vitest";
import { articleCategories } from "./article-categories";

describe("articleCategories", () => {
  it("matches a category by its word in a tag, singular or plural, ignoring case", () => {
    expect(articleCategories(["Impression materials", "VPS"])).toEqual(["Impressions"]);
    expect(articleCategories(["universal adhesive", "restorative dentistry"])).toEqual([
      "Restorative",
      "Adhesives",
    ]);
  });

  it("matches nothing for tags outside the catalogue", () => {
    expect(articleCategories(["practice management", "sample log"])).toEqual([]);
  });
});
