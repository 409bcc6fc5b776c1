/**
 * Who a sample request goes to, as the form shows it. Apart from the form's schema
 * (./sample-request.ts), which reaches the browser as plain data (docs/decisions/082).
 */
import type { Category } from "~/lib/catalogue";
import { ALL_COMPANIES } from "./sample-request";

/** Who a request goes to, as the form shows it. */
export interface RequestTarget {
  /** A company id, or "all". */
  companyId: string;
  /** Who the request goes to, for the heading ("Lumina Dental Materials" or "all 8 companies"). */
  label: string;
  products: { id: string; name: string }[];
  /** 'Make Request to All' under a category filter: that category, and its companies by name. */
  category?: Category | undefined;
  companies?: { id: string; name: string }[] | undefined;
}

/**
 * What 'Make Request to All' opens: every company with an available product
 * (`companyCount` counts those), or under a category filter the companies the
 * filter shows, named in the form by name (the grid lists featured ones first) before sending when
 * `companies` (the grid's first page) holds them all; a larger filter is said as a count (the server looks the companies up itself).
 */
export function requestAllTarget(
  category: Category | null,
  companyCount: number,
  grid: { id: string; name: string; availableProducts: number }[] = [],
): RequestTarget {
  // Only companies with an available product are asked (the count is theirs already).
  const companies = grid.filter((c) => c.availableProducts > 0);
  if (!category) {
    return { companyId: ALL_COMPANIES, label: `all ${companyCount} companies`, products: [] };
  }
  return {
    companyId: ALL_COMPANIES,
    label: `all ${companyCount} ${category} companies`,
    products: [],
    category,
    companies:
      companies.length >= companyCount
        ? companies
            .map(({ id, name }) => ({ id, name }))
            .sort((a, b) => a.name.localeCompare(b.name, "en"))
        : undefined,
  };
}
