/**
 * A console list's search: a GET form (works without JavaScript) with the search text and, for
 * the products, a company filter; submitting starts again at the first page. A search shorter
 * than three characters is not run; the note under the box says so (app/lib/admin-search.ts).
 */
import { Form } from "react-router";
import { SearchNote } from "~/components/analytics/search-field";
import { SelectFilter } from "~/components/analytics/select-filter";
import { ADMIN_SEARCH_MIN_LENGTH, adminSearchNote } from "~/lib/admin-search";

export function ListSearchForm({
  label,
  q,
  companies,
  companyId = null,
}: {
  /** The search box's label, e.g. "Search name or brand". */
  label: string;
  q: string;
  /** The company filter's choices; none: no filter. */
  companies?: readonly { id: string; name: string }[];
  companyId?: string | null;
}) {
  const note = adminSearchNote(q);
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-auto sm:max-w-sm sm:flex-1">
        <label htmlFor="list-q" className="block text-sm font-medium">
          {label}
        </label>
        <input
          id="list-q"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          minLength={ADMIN_SEARCH_MIN_LENGTH}
          maxLength={100}
          aria-describedby={note ? "list-q-note" : undefined}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
        />
        {note ? <SearchNote id="list-q-note">{note}</SearchNote> : null}
      </div>
      {companies ? (
        <SelectFilter
          id="list-company"
          name="companyId"
          label="Company"
          value={companyId ?? ""}
          options={[
            { value: "", label: "All companies" },
            ...companies.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      ) : null}
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Search
      </button>
    </Form>
  );
}
