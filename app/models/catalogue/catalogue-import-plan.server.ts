/**
 * What a catalogue CSV would do, row by row (docs/decisions/071): each row is checked with the
 * forms' field schemas, matched to a stored row by its key, and compared field by field. Rows that
 * compare equal are "unchanged" and are never written, so importing the same file twice changes
 * nothing the second time.
 *
 * A row's key is the company's or product's `external_key`, or its id while it has none (so an
 * exported catalogue, whose rows carry those ids, imports back onto itself).
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { parseField } from "~/lib/fields/field";
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  type ImportKind,
  readCell,
  type StoredValue,
} from "./catalogue-import-columns.server";
import { CatalogueFileError, readCsvRecords, readHeader } from "./catalogue-import-csv.server";

export type RowOutcome = "created" | "updated" | "unchanged" | "rejected";
export const ROW_OUTCOMES: readonly RowOutcome[] = ["created", "updated", "unchanged", "rejected"];

export interface RowProblem {
  /** The CSV column, or "" for the row as a whole. */
  column: string;
  message: string;
}

export interface ReportRow {
  line: number;
  key: string;
  name: string;
  outcome: RowOutcome;
  /** The columns an update changes. */
  changed: string[];
  problems: RowProblem[];
}

export interface ImportReport {
  kind: ImportKind;
  counts: Record<RowOutcome, number>;
  rows: ReportRow[];
}

/** A row to write: the stored values of the file's columns by table column, and its target. */
export interface PlannedWrite {
  /** The stored row it updates; null for a new one. */
  id: string | null;
  values: Record<string, StoredValue>;
}

export interface ImportPlan {
  report: ImportReport;
  columns: CatalogueColumn[];
  creates: PlannedWrite[];
  updates: PlannedWrite[];
}

interface ParsedRow {
  line: number;
  key: string;
  name: string;
  values: Record<string, StoredValue>;
  problems: RowProblem[];
}

const KEY = "external_key";
/** Keys looked up per query. */
const LOOKUP_CHUNK = 1000;

/** Parses and plans a file against the database; throws CatalogueFileError for a bad file. */
export async function planImport(
  db: Database,
  kind: ImportKind,
  bytes: Uint8Array,
): Promise<ImportPlan> {
  let columns: CatalogueColumn[] | null = null;
  const rows: ParsedRow[] = [];
  const firstLineOfKey = new Map<string, number>();
  for await (const record of readCsvRecords(bytes)) {
    if (!columns) {
      columns = readHeader(kind, record.cells);
      continue;
    }
    const row = parseRow(columns, record.line, record.cells);
    const earlier = firstLineOfKey.get(row.key);
    if (row.key && earlier !== undefined) {
      row.problems.push({ column: KEY, message: `This key is already on line ${earlier}` });
    } else if (row.key) firstLineOfKey.set(row.key, record.line);
    rows.push(row);
  }
  if (!columns) {
    throw new CatalogueFileError("The file is empty: it needs a header row naming its columns.");
  }
  const valid = rows.filter((r) => r.problems.length === 0);
  const companyIds =
    kind === "products"
      ? await findStoredRows(
          db,
          "companies",
          valid.map((r) => String(r.values.company_id)),
        )
      : new Map<string, Record<string, unknown>>();
  const stored = await findStoredRows(
    db,
    kind,
    valid.map((r) => r.key),
  );

  const report: ImportReport = {
    kind,
    counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
    rows: [],
  };
  const creates: PlannedWrite[] = [];
  const updates: PlannedWrite[] = [];
  for (const row of rows) {
    if (kind === "products" && row.problems.length === 0) {
      const companyKey = String(row.values.company_id);
      const companyId = companyIds.get(companyKey)?.id;
      if (companyId === undefined) {
        row.problems.push({
          column: "company_key",
          message: `Unknown company_key “${companyKey}”: no company has this key (import the companies file first)`,
        });
      } else row.values.company_id = String(companyId);
    }
    const outcome = planRow(row, columns, stored.get(row.key));
    report.counts[outcome.outcome]++;
    report.rows.push({
      line: row.line,
      key: row.key,
      name: row.name,
      outcome: outcome.outcome,
      changed: outcome.changed,
      problems: row.problems,
    });
    if (outcome.outcome === "created") creates.push({ id: null, values: row.values });
    if (outcome.outcome === "updated") updates.push({ id: outcome.id, values: row.values });
  }
  return { report, columns, creates, updates };
}

function parseRow(columns: CatalogueColumn[], line: number, cells: string[]): ParsedRow {
  const problems: RowProblem[] = [];
  const values: Record<string, StoredValue> = {};
  if (cells.length !== columns.length) {
    problems.push({
      column: "",
      message: `The row has ${cells.length} field${cells.length === 1 ? "" : "s"}; the header has ${columns.length}`,
    });
  }
  columns.forEach((column, i) => {
    const result = parseField(column.field, readCell(cells[i] ?? ""));
    if (result.ok) values[column.column] = result.value;
    else problems.push({ column: column.name, message: result.message });
  });
  const keyIndex = columns.findIndex((c) => c.name === KEY);
  const nameIndex = columns.findIndex((c) => c.name === "name");
  return {
    line,
    key: typeof values[KEY] === "string" ? values[KEY] : (cells[keyIndex] ?? "").trim(),
    name: (cells[nameIndex] ?? "").trim().slice(0, 200),
    values,
    problems,
  };
}

function planRow(
  row: ParsedRow,
  columns: CatalogueColumn[],
  stored: Record<string, unknown> | undefined,
): { outcome: RowOutcome; id: string | null; changed: string[] } {
  if (row.problems.length > 0) return { outcome: "rejected", id: null, changed: [] };
  if (!stored) return { outcome: "created", id: null, changed: [] };
  const changed = columns
    .filter((c) => c.name !== KEY && !isSame(row.values[c.column], storedValue(c, stored)))
    .map((c) => c.name);
  return {
    outcome: changed.length > 0 ? "updated" : "unchanged",
    id: String(stored.id),
    changed,
  };
}

/**
 * A stored field as the import would read it back from an export: written to its cell and parsed
 * again, so values stored in another spelling (a category's case, an empty brand name) compare
 * equal. The company of a product compares by id.
 */
function storedValue(column: CatalogueColumn, stored: Record<string, unknown>): unknown {
  const value = stored[column.column] as StoredValue;
  if (column.column === "company_id") return value;
  const cell = column.format(value);
  const parsed = parseField(
    column.field,
    readCell(cell === null || cell === undefined ? "" : String(cell)),
  );
  return parsed.ok ? parsed.value : value;
}

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The stored rows behind `keys` (id and every column of the format, by table column name): a row
 * is found by its external_key, or by its id while it has none; the external_key wins.
 */
async function findStoredRows(
  db: Database,
  kind: ImportKind,
  keys: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const table = sql.identifier(kind);
  const list = sql.join(
    ["id", ...CATALOGUE_COLUMNS[kind].map((c) => c.column)].map((c) => sql.identifier(c)),
    sql`, `,
  );
  const found = new Map<string, Record<string, unknown>>();
  for (const chunk of chunks(unique(keys), LOOKUP_CHUNK)) {
    const params = sql.join(
      chunk.map((k) => sql`${k}`),
      sql`, `,
    );
    const { rows } = await db.execute<Record<string, unknown>>(
      sql`SELECT ${list} FROM ${table} WHERE external_key IN (${params}) OR (external_key IS NULL AND id IN (${params}))`,
    );
    for (const row of rows) if (!row.external_key) found.set(String(row.id), row);
    for (const row of rows) if (row.external_key) found.set(String(row.external_key), row);
  }
  return found;
}
