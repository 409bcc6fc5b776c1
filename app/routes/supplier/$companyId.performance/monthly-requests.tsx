/**
 * 'Requests by Month' on the Lead Analytics page: every month of the range, empty ones too, as a
 * column chart (a picture of the trend) and a table (the figures, for reading and screen
 * readers; the chart is one image with a summary, so they are not read twice).
 */
import { formatMonth } from "~/lib/dates";
import { DataTable } from "~/routes/supplier/parts/data-table";

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

/** "2026-01" → "Jan 2026" under January and the first column, "Feb" under the others. */
function columnLabel(month: string, isFirst: boolean): string {
  const label = shortMonth.format(new Date(`${month}-01T00:00:00Z`));
  return isFirst || month.endsWith("-01") ? `${label} ${month.slice(0, 4)}` : label;
}

export function MonthlyRequests({
  months,
}: {
  months: readonly { month: string; count: number }[];
}) {
  const max = Math.max(1, ...months.map((m) => m.count));
  const first = months[0];
  const last = months.at(-1);
  return (
    <section
      aria-labelledby="requests-by-month"
      className="rounded-lg border border-slate-200 p-4"
      data-testid="requests-by-month"
    >
      <h2 id="requests-by-month" className="text-base font-semibold">
        Requests by Month
      </h2>
      {!first || !last ? (
        <p className="mt-3 text-sm text-slate-600">No requests yet.</p>
      ) : (
        <>
          <div className="mt-4 overflow-x-auto">
            <div
              role="img"
              aria-label={`Column chart of requests per month, ${formatMonth(first.month)} to ${formatMonth(last.month)}; the table below lists the figures.`}
              className="flex h-48 min-w-full items-end gap-1"
            >
              {months.map((m, i) => (
                <div
                  key={m.month}
                  className="flex h-full min-w-10 flex-1 flex-col items-center justify-end"
                  data-testid="month-column"
                >
                  <span className="text-xs font-semibold tabular-nums text-slate-800">
                    {m.count}
                  </span>
                  <div
                    className="mt-1 w-full max-w-12 rounded-t bg-brand-600"
                    style={{ height: `${(m.count / max) * 75}%`, minHeight: m.count > 0 ? 2 : 0 }}
                  />
                  <span className="mt-1 whitespace-nowrap border-t border-slate-300 pt-1 text-xs text-slate-700">
                    {columnLabel(m.month, i === 0)}
                  </span>
                </div>
              ))}
            </div>
          </div>
          <DataTable columns={["Month", "Requests"]} caption="Requests by month" className="mt-4">
            {months.map((m) => (
              <tr key={m.month}>
                <td className="whitespace-nowrap px-3 py-2">{formatMonth(m.month)}</td>
                <td className="px-3 py-2 tabular-nums">{m.count}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
