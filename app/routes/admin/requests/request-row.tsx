import { Link, useFetcher } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { StatusChangeForm } from "~/components/sample-request/status-change-form";
import type { StatusChangeActionData } from "~/forms/status-change";
import { formatLongDate } from "~/lib/dates";
import { NEXT_STATUSES } from "~/lib/request-status";
import type { AdminRequestRow } from "~/models/leads/admin-request-query.server";
import { shortId } from "~/routes/admin/parts/format";
import { CARD_CELL, CARD_ROW } from "~/routes/admin/parts/list-table";

type Row = Pick<
  AdminRequestRow,
  "id" | "firstName" | "lastName" | "practiceName" | "companyName" | "status"
> & { requestedAt: Date | string };

export type RowActionData = StatusChangeActionData & { id?: string };

/**
 * One request: who asked (linking to its page with every field and the history), its status and,
 * right beside them, the buttons for the statuses it may move to. Below 640 px the row is a card.
 */
export function RequestRow({ row, pageResult }: { row: Row; pageResult?: RowActionData }) {
  const fetcher = useFetcher<RowActionData>();
  const result = fetcher.data ?? (pageResult?.id === row.id ? pageResult : undefined);
  const next = NEXT_STATUSES[row.status];
  const identityId = `request-${row.id}`;
  return (
    <tr className={CARD_ROW} data-testid="request-row">
      <td className={CARD_CELL}>
        <span id={identityId}>
          <Link to={`/admin/requests/${row.id}`} className="font-semibold text-brand-700 underline">
            {row.firstName} {row.lastName}
          </Link>
          <span className="block font-mono text-xs text-slate-700" title={row.id}>
            {shortId(row.id)}
          </span>
        </span>
        <span className="block text-slate-700">{row.practiceName}</span>
      </td>
      <td className={CARD_CELL}>
        <StatusBadge status={row.status} />
      </td>
      <td className={`${CARD_CELL} sm:min-w-56`} data-label="Change status">
        {next.length === 0 ? (
          <span className="text-slate-700">Final</span>
        ) : (
          <div className="flex flex-wrap items-start gap-2">
            {next.map((status) => (
              <StatusChangeForm
                key={`${row.status}-${status}`}
                from={row.status}
                status={status}
                isCompact
                FormAs={fetcher.Form}
                isBusy={fetcher.state !== "idle" && fetcher.formData?.get("status") === status}
                failure={result && !result.ok && result.status === status ? result : undefined}
                hidden={<input type="hidden" name="id" value={row.id} />}
                describedBy={identityId}
              />
            ))}
          </div>
        )}
        <div role="status" className="empty:hidden">
          {result?.ok ? <p className="mt-1 text-sm text-emerald-800">{result.message}</p> : null}
        </div>
      </td>
      <td className={CARD_CELL} data-label="Company">
        {row.companyName}
      </td>
      <td className={`${CARD_CELL} sm:whitespace-nowrap`} data-label="Requested">
        {formatLongDate(row.requestedAt)}
      </td>
    </tr>
  );
}
