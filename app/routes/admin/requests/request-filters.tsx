import { REQUEST_STATUSES, type RequestStatus } from "~/lib/catalogue";
import { STATUS_LABELS } from "~/lib/request-status";
import { FilterForm, filterOptions } from "~/routes/admin/parts/filter-form";

const STATUS_OPTIONS = filterOptions("All", REQUEST_STATUSES, STATUS_LABELS);

/** The status and text filters, a GET form so the filters live in the URL. */
export function RequestFilters({ status, q }: { status: RequestStatus | null; q: string }) {
  const label = "Search company, name, e-mail or practice";
  return (
    <FilterForm
      id="requests"
      fields={[
        { name: "status", label: "Status", value: status, options: STATUS_OPTIONS },
        { name: "q", label, value: q, isListSearch: true },
      ]}
    />
  );
}
