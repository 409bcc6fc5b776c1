/**
 * A table's sideways-scrolling frame: reached by Tab so the keyboard can scroll it (on a phone a
 * table is often wider than the screen), and named after its table.
 */
export function ScrollFrame({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group around a table, not a fieldset of form controls.
    <div
      role="group"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls, so the keyboard must reach it (WCAG 2.1.1).
      tabIndex={0}
      className={`${className} overflow-x-auto rounded-lg border border-slate-200`}
    >
      {children}
    </div>
  );
}

/** The analytics pages' tables: a scrolling frame, a header row of column names, the body rows. */
export function DataTable({
  columns,
  caption,
  className = "",
  isHeaderNowrap = false,
  children,
}: {
  columns: readonly string[];
  /** The table's name, for screen readers, and its frame's. */
  caption: string;
  /** Spacing around the frame (e.g. "mt-2"). */
  className?: string;
  isHeaderNowrap?: boolean;
  children: React.ReactNode;
}) {
  return (
    <ScrollFrame label={caption} className={className}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
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
    </ScrollFrame>
  );
}
