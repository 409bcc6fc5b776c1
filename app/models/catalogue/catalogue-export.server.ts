/**
 * The catalogue export (/admin/catalogue/companies.csv and products.csv, docs/decisions/071):
 * the import's own format, so an exported file imports back with every row unchanged. Streamed in
 * keyset batches (docs/decisions/033). A row's key is its external_key, or its id while it has
 * none; a product's company_key is its company's key.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { CsvValue } from "~/lib/csv";
import { CATALOGUE_COLUMNS, type ImportKind } from "./catalogue-import-columns.server";

const BATCH_SIZE = 2000;

export function catalogueHeader(kind: ImportKind): string[] {
  return CATALOGUE_COLUMNS[kind].map((c) => c.name);
}

/** What each column selects from `t` (the kind's table) and `c` (a product's company). */
function selected(kind: ImportKind) {
  return sql.join(
    CATALOGUE_COLUMNS[kind].map((column) => {
      if (column.column === "external_key") {
        return sql`coalesce(t.external_key, t.id) AS external_key`;
      }
      if (column.column === "company_id") return sql`coalesce(c.external_key, c.id) AS company_id`;
      return sql.raw(`t."${column.column}"`);
    }),
    sql`, `,
  );
}

/** The next batch of CSV rows on each call, in id order; an empty batch at the end. */
export function catalogueExportBatches(
  db: Database,
  kind: ImportKind,
): () => Promise<CsvValue[][]> {
  const columns = CATALOGUE_COLUMNS[kind];
  const from =
    kind === "companies"
      ? sql`companies t`
      : sql`products t JOIN companies c ON c.id = t.company_id`;
  let after: string | null = null;
  let isDone = false;
  return async () => {
    if (isDone) return [];
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      SELECT t.id AS row_id, ${selected(kind)} FROM ${from}
      WHERE ${after === null ? sql`true` : sql`t.id > ${after}`}
      ORDER BY t.id LIMIT ${BATCH_SIZE}`);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) isDone = true;
    if (last) after = String(last.row_id);
    return rows.map((row) =>
      columns.map((column) =>
        column.format(row[column.column] as Parameters<typeof column.format>[0]),
      ),
    );
  };
}
