/**
 * A console list's search (companies, products): the search text and, for the products, a company
 * filter; submitting starts again at the first page. A search shorter than three characters is not
 * run; the note under the box says so (app/lib/admin-search.ts).
 */
import { type FilterField, FilterForm } from "./filter-form";

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
  const fields: FilterField[] = [
    {
      name: "q",
      label,
      value: q,
      isListSearch: true,
      className: "w-full sm:w-auto sm:max-w-sm sm:flex-1",
    },
  ];
  if (companies) {
    const options = companies.map((c) => ({ value: c.id, label: c.name }));
    fields.push({
      name: "companyId",
      label: "Company",
      value: companyId,
      options: [{ value: "", label: "All companies" }, ...options],
    });
  }
  return <FilterForm id="list" fields={fields} submitLabel="Search" />;
}
