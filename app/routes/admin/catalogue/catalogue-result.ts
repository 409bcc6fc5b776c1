/** What the catalogue page's action answers (shared by the route and its components). */
import type { ImportKind } from "~/models/catalogue/catalogue-import-columns.server";
import type { ImportReport } from "~/models/catalogue/catalogue-import-plan.server";

/** At most this many rows of a report are listed on the page (the counts cover every row). */
export const SHOWN_ROWS = 1000;

export type CatalogueResult =
  | {
      kind: ImportKind;
      stage: "checked" | "applied";
      fileName: string;
      report: ImportReport;
      /** How many rows the file had (the report lists at most SHOWN_ROWS of them). */
      totalRows: number;
      /** The kept file to apply; null when nothing would change. */
      importId: string | null;
    }
  | { kind: ImportKind; stage: "failed"; message: string };

/**
 * The rows worth listing: all of a small file; of a large one, the rows that change or are
 * rejected (unchanged ones are only counted), at most SHOWN_ROWS.
 */
export function rowsToShow(report: ImportReport): ImportReport {
  const rows =
    report.rows.length <= SHOWN_ROWS
      ? report.rows
      : report.rows.filter((r) => r.outcome !== "unchanged").slice(0, SHOWN_ROWS);
  return { ...report, rows };
}
