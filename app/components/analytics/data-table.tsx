/** The analytics pages' tables: a scrolling frame, a header row of column names, the body rows. */
export function DataTable({
  columns,
  caption,
  className = "",
  isHeaderNowrap = false,
  children,
}: {
  columns: readonly string[];
  caption?: string;
  /** Spacing around the frame (e.g. "mt-2"). */
  className?: string;
  isHeaderNowrap?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto rounded-lg border border-slate-200`}>
      <table className="min-w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((h) => (
              <th
                key={h}
                scope="col"
                className={isHeaderNowrap ? "whitespace-nowrap px-3 py-2" : "px-3 py-2"}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
