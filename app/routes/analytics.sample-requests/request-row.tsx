import { useFetcher } from "react-router";
import { shortId } from "~/components/analytics/format";
import { StatusBadge } from "~/components/analytics/status-badge";
import { FormAlert } from "~/components/form/fields";
import { formatLongDate } from "~/lib/dates";
import { formatRequestedProducts, NEXT_STATUSES, STATUS_LABELS } from "~/lib/request-status";
import type { AdminRequestRow } from "~/models/admin-request-query.server";
import type { action } from "./route";

type Row = Omit<AdminRequestRow, "requestedAt"> & { requestedAt: Date | string };

/** One request, with the buttons for the statuses it may move to. */
export function RequestRow({ row }: { row: Row }) {
  const fetcher = useFetcher<typeof action>();
  const isBusy = fetcher.state !== "idle";
  const next = NEXT_STATUSES[row.status];
  return (
    <tr className="align-top" data-testid="request-row">
      <td className="whitespace-nowrap px-3 py-2 font-mono" title={row.id}>
        {shortId(row.id)}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{formatLongDate(row.requestedAt)}</td>
      <td className="px-3 py-2">{row.companyName}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {row.firstName} {row.lastName}
      </td>
      <td className="px-3 py-2">{row.email}</td>
      <td className="whitespace-nowrap px-3 py-2">{row.phone}</td>
      <td className="px-3 py-2">{row.licenseNumber}</td>
      <td className="px-3 py-2">{row.practiceName}</td>
      <td className="px-3 py-2">{row.practiceType}</td>
      <td className="px-3 py-2">
        {row.street}, {row.city}, {row.state} {row.zipCode}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{row.yearsInPractice}</td>
      <td className="px-3 py-2">{formatRequestedProducts(row.requestedProducts)}</td>
      <td className="px-3 py-2">{row.specificRequests}</td>
      <td className="px-3 py-2">{row.comments}</td>
      <td className="px-3 py-2">{row.howHeardAbout}</td>
      <td className="px-3 py-2">{row.allowMarketing ? "Yes" : "No"}</td>
      <td className="px-3 py-2">{row.subscribeUpdates ? "Yes" : "No"}</td>
      <td className="px-3 py-2">
        <StatusBadge status={row.status} />
      </td>
      <td className="px-3 py-2">
        {next.length === 0 ? (
          <span className="text-slate-500">Final</span>
        ) : (
          <fetcher.Form method="post" className="flex gap-1">
            <input type="hidden" name="id" value={row.id} />
            {next.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                disabled={isBusy}
                aria-label={`Mark request ${shortId(row.id)} as ${STATUS_LABELS[status]}`}
                className="rounded border border-slate-400 px-2 py-1 text-xs font-semibold hover:bg-slate-100 disabled:opacity-60"
              >
                {STATUS_LABELS[status]}
              </button>
            ))}
          </fetcher.Form>
        )}
        {fetcher.data && !fetcher.data.ok ? <FormAlert>{fetcher.data.message}</FormAlert> : null}
      </td>
    </tr>
  );
}
