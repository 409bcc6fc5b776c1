const COLUMNS = ["Request", "Status", "Change status", "Company", "Requested"];

/**
 * The requests' table: who, status and actions first; every other field is on each request's page.
 * Below 640 px each row is a card (the header row is then only read by screen readers).
 */
export function RequestTable({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-2 rounded-lg border border-slate-200 max-sm:border-0 sm:overflow-x-auto">
      <table className="min-w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Sample requests, newest first</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 max-sm:sr-only">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
          {children}
        </tbody>
      </table>
    </div>
  );
}
