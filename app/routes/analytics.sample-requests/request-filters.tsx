import { Form } from "react-router";
import { SelectFilter } from "~/components/analytics/select-filter";
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
      <div className="min-w-64 flex-1">
        <label htmlFor="search" className="block text-sm font-medium">
          Search company, name, e-mail or practice
        </label>
        <input
          id="search"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={100}
          className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </div>
      <button
        type="submit"
        className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Apply filters
      </button>
    </Form>
  );
}
