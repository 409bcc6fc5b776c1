/**
 * A console list's table: a real table (caption, column headers) from 640 px, and below that each
 * row a card whose cells stand one under the other, each under its column's name (its data-label,
 * shown by CSS; the header row is then read only by screen readers). The first column is the
 * card's title, without a name.
 */

/** One column: its header, its cell's extra classes and content. */
export interface ListColumn<Row> {
  header: string;
  className?: string;
  cell: (row: Row) => React.ReactNode;
  /** The first column names itself on a card too (its cell is not a title of its own). */
  isNamedOnCard?: boolean;
}

/** A row's classes: a card below 640 px. */
export const CARD_ROW =
  "align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3";

/** A cell's classes: a line of the card below 640 px, under its data-label. */
export const CARD_CELL =
  "px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]";

/** The frame: caption, header row and the rows given (made with CARD_ROW and CARD_CELL). */
export function CardTable({
  caption,
  headers,
  className = "mt-6",
  children,
}: {
  /** The table's caption, for screen readers. */
  caption: string;
  headers: readonly string[];
  /** Spacing around the frame. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`${className} rounded-lg border border-slate-200 max-sm:border-0 sm:overflow-x-auto`}
    >
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 max-sm:sr-only">
          <tr>
            {headers.map((h) => (
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

/** The table of `rows`, each cell made by its column. */
export function ListTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  rowTestId,
  className,
}: {
  caption: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  /** Each row's data-testid. */
  rowTestId?: string;
  className?: string;
}) {
  return (
    <CardTable caption={caption} headers={columns.map((c) => c.header)} className={className}>
      {rows.map((row) => (
        <tr key={row.id} className={CARD_ROW} data-testid={rowTestId}>
          {columns.map((column, i) => (
            <td
              key={column.header}
              className={`${CARD_CELL} ${column.className ?? ""}`.trim()}
              data-label={i > 0 || column.isNamedOnCard ? column.header : undefined}
            >
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </CardTable>
  );
}
