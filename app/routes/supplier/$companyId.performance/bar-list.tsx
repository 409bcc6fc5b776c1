/**
 * A horizontal bar chart that is also a list: each bar's label and count are text, so a screen
 * reader (or a reader without colours) gets the same figures as a table.
 */
export function BarList({
  title,
  entries,
  emptyText = "No data for this period.",
  barClassName = "bg-brand-600",
}: {
  title: string;
  entries: readonly { label: string; count: number }[];
  emptyText?: string;
  barClassName?: string;
}) {
  const max = Math.max(1, ...entries.map((e) => e.count));
  const headingId = `bars-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {entries.map((entry) => (
            <li key={entry.label} className="text-sm">
              <div className="flex justify-between gap-2">
                <span>{entry.label}</span>
                <span className="font-semibold tabular-nums">{entry.count}</span>
              </div>
              <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
                <div
                  className={`h-2 rounded ${barClassName}`}
                  style={{ width: `${(entry.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
