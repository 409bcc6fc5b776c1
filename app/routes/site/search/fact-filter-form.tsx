/**
 * The search filters (docs/decisions/091, 121): a GET form to /search that keeps the query and
 * the tab, so it works without JavaScript; "Apply filters" submits it. The category and the
 * company narrow the results; the product facts list products only.
 */
import { Form } from "react-router";
import { CATEGORIES } from "~/lib/catalogue";
import { FACT_FILTER_FIELDS, type FactFilters } from "~/lib/search/fact-filters";
import type { SearchFilter } from "~/lib/search/types";

/** A company the company filter offers. */
export interface CompanyOption {
  id: string;
  name: string;
}

const SELECT_CLASS =
  "mt-1 block w-full min-w-0 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 sm:w-56";

/** One labelled narrowing select; its first option, the empty value, narrows nothing. */
function FilterSelect({
  label,
  name,
  allLabel,
  defaultValue,
  options,
}: {
  label: string;
  name: string;
  allLabel: string;
  defaultValue: string | null;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="w-full text-sm font-medium text-slate-800 sm:w-auto">
      {label}
      <select
        name={name}
        autoComplete="off"
        defaultValue={defaultValue ?? ""}
        className={SELECT_CLASS}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FactFilterForm({
  query,
  filter,
  facts,
  companies,
}: {
  query: string;
  filter: SearchFilter;
  facts: FactFilters;
  companies: readonly CompanyOption[];
}) {
  return (
    <Form method="get" action="/search" preventScrollReset className="mb-6">
      <fieldset className="flex flex-wrap items-end gap-x-5 gap-y-3 rounded-lg border border-slate-200 px-4 py-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Filters</legend>
        <input type="hidden" name="q" value={query} />
        {filter === "all" ? null : <input type="hidden" name="type" value={filter} />}
        <FilterSelect
          label="Category"
          name="category"
          allLabel="All categories"
          defaultValue={facts.category}
          options={CATEGORIES.map((category) => ({ value: category, label: category }))}
        />
        <FilterSelect
          label="Company"
          name="company"
          allLabel="All companies"
          defaultValue={facts.companyId}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
        />
        {FACT_FILTER_FIELDS.map((field) => (
          <label
            key={field.param}
            className="flex items-center gap-2 py-1.5 text-sm text-slate-800"
          >
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
