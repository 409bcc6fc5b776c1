/**
 * The search box's dropdown (docs/product.md#search; product-decisions "Search dropdown"): its
 * results grouped by type, companies first, each group in relevance order, and its last option.
 * The search page keeps the single relevance order.
 */
import { companyPath, productPath } from "~/lib/catalogue";
import { formatResultCount } from "./count";
import type { SearchResult } from "./types";

/** How many results the dropdown lists, both groups together. */
export const DROPDOWN_SIZE = 8;

export interface DropdownGroups {
  companies: SearchResult[];
  products: SearchResult[];
}

/**
 * Splits results (each type in relevance order, as many of each as the dropdown holds) into the
 * dropdown's groups: each type gets half the places, and a type with fewer results leaves its
 * places to the other. So a company named like the query is never crowded out by its products,
 * and the products of a broad query still show.
 */
export function dropdownGroups(
  results: readonly SearchResult[],
  size = DROPDOWN_SIZE,
): DropdownGroups {
  const companies = results.filter((r) => r.type === "company");
  const products = results.filter((r) => r.type === "product");
  const half = Math.ceil(size / 2);
  const companyPlaces = Math.min(companies.length, Math.max(half, size - products.length));
  return {
    companies: companies.slice(0, companyPlaces),
    products: products.slice(0, size - companyPlaces),
  };
}

/** The dropdown's last option: "View 1 result", "View all 12 results", "View all 1,000+ results". */
export function viewAllLabel(total: number, isCapped = false): string {
  if (total === 1 && !isCapped) return "View 1 result";
  return `View all ${formatResultCount(total, isCapped)} results`;
}

/** Where a result leads: a company's page, or a product's own page (docs/decisions/121). */
export function resultPath(
  result: Pick<SearchResult, "type" | "id" | "name" | "companyId" | "companyName">,
) {
  return result.type === "product"
    ? productPath({ companyId: result.companyId, id: result.id, name: result.name })
    : companyPath({ id: result.companyId, name: result.companyName });
}
