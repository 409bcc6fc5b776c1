/**
 * The search page's filters, GET parameters that work without JavaScript. The product facts
 * (docs/decisions/091-product-facts-and-documents.md), `latexFree=1` and `sds=1`: with any of
 * them on, only products that have the facts are listed (a company has no facts of its own).
 * The category (`category=Whitening`) and the company (`company=<id>`, docs/decisions/121):
 * products in it and companies listing it; that company and its products.
 */
import { type Category, parseCategory } from "~/lib/catalogue";

export interface FactFilters {
  latexFree: boolean;
  hasSds: boolean;
  category: Category | null;
  companyId: string | null;
}

export const NO_FACT_FILTERS: FactFilters = {
  latexFree: false,
  hasSds: false,
  category: null,
  companyId: null,
};

/** Longer than any company id; a longer `company` parameter filters nothing. */
const MAX_COMPANY_ID_LENGTH = 200;

/** The checkboxes: GET name, label. */
export const FACT_FILTER_FIELDS = [
  { key: "latexFree", param: "latexFree", label: "Latex-free" },
  { key: "hasSds", param: "sds", label: "Has Safety Data Sheet" },
] as const satisfies readonly { key: keyof FactFilters; param: string; label: string }[];

export function parseFactFilters(params: URLSearchParams): FactFilters {
  const isOn = (name: string) => params.get(name) === "1";
  const companyId = params.get("company")?.trim() ?? "";
  return {
    latexFree: isOn("latexFree"),
    hasSds: isOn("sds"),
    category: parseCategory(params.get("category")),
    companyId: companyId && companyId.length <= MAX_COMPANY_ID_LENGTH ? companyId : null,
  };
}

/** A product fact is asked for: companies are not listed. */
export function hasFactFilters(filters: FactFilters): boolean {
  return filters.latexFree || filters.hasSds;
}

/** Any filter is on (a fact, the category or the company). */
export function hasSearchFilters(filters: FactFilters): boolean {
  return hasFactFilters(filters) || filters.category !== null || filters.companyId !== null;
}

/** The filters as query parameters, `&latexFree=1&sds=1&category=…` (empty when none is on). */
export function factFilterQuery(filters: FactFilters): string {
  const facts = FACT_FILTER_FIELDS.filter((f) => filters[f.key]).map((f) => `&${f.param}=1`);
  if (filters.category) facts.push(`&category=${encodeURIComponent(filters.category)}`);
  if (filters.companyId) facts.push(`&company=${encodeURIComponent(filters.companyId)}`);
  return facts.join("");
}
