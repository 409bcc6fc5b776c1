/**
 * The search page's product-fact filters (docs/decisions/091-product-facts-and-documents.md):
 * GET parameters `latexFree=1` and `sds=1`, checkboxes that work without JavaScript. With any of
 * them on, only products that have the facts are listed (a company has no facts of its own).
 */

export interface FactFilters {
  latexFree: boolean;
  hasSds: boolean;
}

export const NO_FACT_FILTERS: FactFilters = { latexFree: false, hasSds: false };

/** The checkboxes: GET name, label. */
export const FACT_FILTER_FIELDS = [
  { key: "latexFree", param: "latexFree", label: "Latex-free" },
  { key: "hasSds", param: "sds", label: "Has Safety Data Sheet" },
] as const satisfies readonly { key: keyof FactFilters; param: string; label: string }[];

export function parseFactFilters(params: URLSearchParams): FactFilters {
  const isOn = (name: string) => params.get(name) === "1";
  return { latexFree: isOn("latexFree"), hasSds: isOn("sds") };
}

export function hasFactFilters(filters: FactFilters): boolean {
  return filters.latexFree || filters.hasSds;
}

/** The filters as query parameters, `&latexFree=1&sds=1` (empty when none is on). */
export function factFilterQuery(filters: FactFilters): string {
  return FACT_FILTER_FIELDS.filter((f) => filters[f.key])
    .map((f) => `&${f.param}=1`)
    .join("");
}
