import type { SearchResult } from "~/lib/search/types";
import type { CompanyOption } from "./fact-filter-form";

/**
 * The company filter's choices: the companies of the results shown (a company, or a product's
 * company), by name, and the company chosen even when nothing of it matches.
 */
export function companyOptions(
  results: readonly Pick<SearchResult, "companyId" | "companyName">[],
  chosen: CompanyOption | null,
): CompanyOption[] {
  const byId = new Map(results.map((r) => [r.companyId, r.companyName]));
  if (chosen) byId.set(chosen.id, chosen.name);
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));
}
