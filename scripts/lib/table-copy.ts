/**
 * Copying tables from an embedded PGlite database into a PostgreSQL server with the same schema
 * (db:move-to-postgres, docs/decisions/123): COPY out of PGlite into a blob (`/dev/blob`), COPY
 * into PostgreSQL from that blob (pg-copy-streams), in the text format both sides read and write
 * alike. Names come from the catalogues and are quoted; every value travels inside COPY's data.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

export interface TableName {
  schema: string;
  name: string;
}

/** A parameterized query's rows, from either client. */
export type RunQuery = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export const queryPglite =
  (client: PGlite): RunQuery =>
  async <T>(text: string, params?: unknown[]) =>
    (await client.query<T>(text, params)).rows;

export const queryPostgres =
  (client: pg.ClientBase): RunQuery =>
  async <T>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as T[];

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(table: TableName): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

export function tableLabel(table: TableName): string {
  return table.schema === "public" ? table.name : `${table.schema}.${table.name}`;
}

/** The ordinary tables of a schema (no partitions, no views), by name. */
export function listTables(query: RunQuery, schema: string): Promise<TableName[]> {
  return query<TableName>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'r' and not c.relispartition
      order by c.relname`,
    [schema],
  );
}

/** Whether a table (or partitioned table) exists, e.g. `pgboss.job`. */
export async function hasTable(query: RunQuery, table: TableName): Promise<boolean> {
  const [row] = await query<{ exists: boolean }>("select to_regclass($1) is not null as exists", [
    qualified(table),
  ]);
  return row?.exists === true;
}

/**
 * The tables in an order that inserts every referenced row before the rows that reference it
 * (foreign keys are checked at the end of each COPY, so a table may reference itself).
 */
export async function inForeignKeyOrder(
  query: RunQuery,
  tables: TableName[],
): Promise<TableName[]> {
  const edges = await query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = to_regnamespace($1) and k.conrelid <> k.confrelid`,
    [tables[0]?.schema ?? "public"],
  );
  const ordered: TableName[] = [];
  const pending = new Set(tables.map((t) => t.name));
  while (pending.size > 0) {
    const ready = tables.filter(
      (t) => pending.has(t.name) && !edges.some((e) => e.child === t.name && pending.has(e.parent)),
    );
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle between: ${[...pending].join(", ")}`);
    }
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table.name);
    }
  }
  return ordered;
}

/** The columns a row is written with: every stored column but the generated ones. */
export async function writableColumns(query: RunQuery, table: TableName): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select a.attname as name from pg_attribute a
      where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`,
    [qualified(table)],
  );
  return rows.map((r) => r.name);
}

export async function countRows(query: RunQuery, table: TableName): Promise<number> {
  const [row] = await query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}`);
  return row?.n ?? 0;
}

/**
 * Copies every row of `table` (the given columns) from PGlite into PostgreSQL. COPY writes
 * identity columns as given (like INSERT … OVERRIDING SYSTEM VALUE); the caller resets sequences.
 */
export async function copyTable(
  source: PGlite,
  target: pg.ClientBase,
  table: TableName,
  columns: string[],
): Promise<void> {
  const list = columns.map(quoteIdent).join(", ");
  const out = await source.query(`COPY (SELECT ${list} FROM ${qualified(table)}) TO '/dev/blob'`);
  // PGlite hands back no blob for a query that wrote nothing: an empty table.
  if (!out.blob) return;
  const into = target.query(copyFrom(`COPY ${qualified(table)} (${list}) FROM STDIN`));
  await pipeline(Readable.fromWeb(out.blob.stream() as NodeReadableStream<Uint8Array>), into);
}

/** Gives each sequence of `schema` in the target the state it has in the source. */
export async function copySequences(
  source: RunQuery,
  target: RunQuery,
  schema: string,
): Promise<number> {
  const sequences = await source<TableName>(
    "select schemaname as schema, sequencename as name from pg_sequences where schemaname = $1",
    [schema],
  );
  for (const sequence of sequences) {
    const [state] = await source<{ value: string; isCalled: boolean }>(
      `select last_value::text as value, is_called as "isCalled" from ${qualified(sequence)}`,
    );
    if (!state) continue;
    await target("select setval(to_regclass($1), $2::bigint, $3)", [
      qualified(sequence),
      state.value,
      state.isCalled,
    ]);
  }
  return sequences.length;
}
