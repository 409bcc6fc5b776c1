import { Form } from "react-router";
import { ApplyFiltersButton, SearchField } from "~/components/analytics/search-field";
import { SelectFilter } from "~/components/analytics/select-filter";
import { ADMIN_SEARCH_MIN_LENGTH, adminSearchNote } from "~/lib/admin-search";
import { REQUEST_STATUSES, type RequestStatus } from "~/lib/catalogue";
import { STATUS_LABELS } from "~/lib/request-status";

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  ...REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

/** The status and text filters, a GET form so the filters live in the URL. */
export function RequestFilters({ status, q }: { status: RequestStatus | null; q: string }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
      <SelectFilter
        id="status-filter"
        name="status"
        label="Status"
        value={status ?? ""}
        options={STATUS_OPTIONS}
      />
      <SearchField
        id="search"
        label="Search company, name, e-mail or practice"
        value={q}
        minLength={ADMIN_SEARCH_MIN_LENGTH}
        note={adminSearchNote(q)}
      />
      <ApplyFiltersButton />
    </Form>
  );
}
