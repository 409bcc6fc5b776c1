/**
 * The product-fact filters (docs/decisions/091): a GET form to /search that keeps the query and
 * the tab, so it works without JavaScript; "Apply filters" submits it.
 */
import { Form } from "react-router";
import { FACT_FILTER_FIELDS, type FactFilters } from "~/lib/search/fact-filters";
import type { SearchFilter } from "~/lib/search/types";

export function FactFilterForm({
  query,
  filter,
  facts,
}: {
  query: string;
  filter: SearchFilter;
  facts: FactFilters;
}) {
  return (
    <Form method="get" action="/search" preventScrollReset className="mb-6">
      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded-lg border border-slate-200 px-4 py-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Product filters</legend>
        <input type="hidden" name="q" value={query} />
        {filter === "all" ? null : <input type="hidden" name="type" value={filter} />}
        {FACT_FILTER_FIELDS.map((field) => (
          <label key={field.param} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={field.param}
              value="1"
              defaultChecked={facts[field.key]}
              className="h-4 w-4 rounded border-slate-400 accent-brand-700"
            />
            {field.label}
          </label>
        ))}
        <button
          type="submit"
          className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Apply filters
        </button>
      </fieldset>
    </Form>
  );
}
