import { describe, expect, it } from "vitest";
import { dropdownGroups, resultPath, viewAllLabel } from "./dropdown";
import type { SearchResult } from "./types";

function result(type: SearchResult["type"], id: string): SearchResult {
  return {
    type,
    id,
    name: id,
    description: "",
    categories: [],
    logo: null,
    category: null,
    companyId: "acme",
    companyName: "Acme Dental, Inc.",
    relevance: 1,
  };
}

const many = (type: SearchResult["type"], n: number) =>
  Array.from({ length: n }, (_, i) => result(type, `${type}-${i + 1}`));
const ids = (results: SearchResult[]) => results.map((r) => r.id);

describe("dropdownGroups", () => {
  it("puts companies first even when products outrank them, each group in the given order", () => {
    const groups = dropdownGroups([...many("product", 8), ...many("company", 1)]);
    expect(ids(groups.companies)).toEqual(["company-1"]);
    expect(ids(groups.products)).toEqual(many("product", 7).map((r) => r.id));
  });

  it("gives each type half the places when both have plenty", () => {
    const groups = dropdownGroups([...many("company", 8), ...many("product", 8)]);
    expect(ids(groups.companies)).toEqual(["company-1", "company-2", "company-3", "company-4"]);
    expect(ids(groups.products)).toEqual(["product-1", "product-2", "product-3", "product-4"]);
  });

  it("leaves a short type's places to the other", () => {
    expect(dropdownGroups([...many("company", 8), ...many("product", 2)]).companies).toHaveLength(
      6,
    );
    expect(dropdownGroups(many("product", 9)).products).toHaveLength(8);
    expect(dropdownGroups([])).toEqual({ companies: [], products: [] });
  });
});

describe("viewAllLabel", () => {
  it("says 'View 1 result' for one result and 'View all N results' otherwise", () => {
    expect(viewAllLabel(1)).toBe("View 1 result");
    expect(viewAllLabel(2)).toBe("View all 2 results");
    expect(viewAllLabel(1234)).toBe("View all 1,234 results");
    expect(viewAllLabel(1000, true)).toBe("View all 1,000+ results");
  });
});

describe("resultPath", () => {
  it("leads a company to its page and a product to its own page", () => {
    expect(resultPath(result("company", "acme"))).toBe(
      "/company/acme/acme-dental-inc-dental-samples",
    );
    expect(resultPath({ ...result("product", "p 1"), name: "Fluoride Varnish 5%" })).toBe(
      "/company/acme/products/p%201/fluoride-varnish-5",
    );
  });
});
