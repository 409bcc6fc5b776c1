/**
 * `npm run db:move-to-postgres`: copies the embedded database in DATA_DIR into an empty
 * PostgreSQL database (docs/decisions/123). The schema comes from the project's migrations, the
 * rows by COPY of every table of ours in foreign-key order with our triggers off (the counts and
 * word lists they keep are copied as they are), the sequences as they stand, and pg-boss's jobs,
 * so mail still queued is sent from PostgreSQL. Uploads live in the `uploads` table and come along.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openEmbedded, pgliteDataPath } from "~/db/client.server";
import { FolderLockedError } from "~/db/folder-lock.server";
import { migratePostgres } from "~/db/migrate.server";
import { installJobSchema } from "~/jobs/boss.server";
import {
  copySequences,
  copyTable,
  countRows,
  hasTable,
  inForeignKeyOrder,
  listTables,
  qualified,
  queryPglite,
  queryPostgres,
  type RunQuery,
  type TableName,
  tableLabel,
  writableColumns,
} from "./table-copy";

/** The move did not start: the message says why and what to do. */
export class MoveRefusedError extends Error {
  override name = "MoveRefusedError";
}

export interface TableCount {
  table: string;
  embedded: number;
  postgres: number;
}

export interface MoveReport {
  tables: TableCount[];
  sequences: number;
  /** Every table holds as many rows in PostgreSQL as in the embedded database. */
  isComplete: boolean;
}

const MIGRATIONS: TableName = { schema: "drizzle", name: "__drizzle_migrations" };
const JOBS: TableName = { schema: "pgboss", name: "job" };
const QUEUES: TableName = { schema: "pgboss", name: "queue" };

export async function moveToPostgres(options: {
  dataDir: string;
  databaseUrl: string;
}): Promise<MoveReport> {
  const dataPath = pgliteDataPath(options.dataDir);
  if (!existsSync(path.join(dataPath, "PG_VERSION"))) {
    throw new MoveRefusedError(`There is no embedded database in ${path.resolve(dataPath)}.`);
  }
  const target = new pg.Client({ connectionString: options.databaseUrl });
  await target.connect();
  try {
    await refuseNonEmpty(queryPostgres(target));
    const source = await openSource(options.dataDir);
    try {
      // The embedded database reaches the same migration as the code (as a start would).
      await source.migrate();
      if (source.connection.kind !== "pglite") throw new Error("expected the embedded database");
      return await copyDatabase(source.connection.client, target, options.databaseUrl);
    } finally {
      await source.close();
    }
  } finally {
    await target.end();
  }
}

async function openSource(dataDir: string) {
  try {
    return await openEmbedded(dataDir);
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    throw new MoveRefusedError(
      `${error.message}\nStop the SampleTray server that uses ${path.resolve(dataDir)} and run ` +
        "db:move-to-postgres again: the copy must be of a database nobody is changing.",
    );
  }
}

/** Refuses a target with an applied migration or a row in any table of ours or pg-boss's. */
async function refuseNonEmpty(target: RunQuery): Promise<void> {
  const found: string[] = [];
  if ((await hasTable(target, MIGRATIONS)) && (await countRows(target, MIGRATIONS)) > 0) {
    found.push(`${await countRows(target, MIGRATIONS)} applied migration(s)`);
  }
  const tables = [...(await listTables(target, "public"))];
  if (await hasTable(target, JOBS)) tables.push(JOBS);
  for (const table of tables) {
    const n = await countRows(target, table);
    if (n > 0) found.push(`${n} row(s) in ${tableLabel(table)}`);
  }
  if (found.length > 0) {
    throw new MoveRefusedError(
      `The target database is not empty: it holds ${found.join(", ")}.\n` +
        "db:move-to-postgres copies into an empty database only: create a new one " +
        "(createdb sampletray, or CREATE DATABASE) and pass its URL.",
    );
  }
}

async function copyDatabase(source: PGlite, target: pg.Client, url: string) {
  const from = queryPglite(source);
  const into = queryPostgres(target);
  await migratePostgres(url);
  const tables = await inForeignKeyOrder(into, await listTables(from, "public"));
  const hasJobs = await hasTable(from, JOBS);
  if (hasJobs) {
    // pg-boss's schema, the version the app runs, and the embedded database's queues, so its
    // jobs find them; the app gives them its settings when it starts.
    const queues = await from<{ name: string }>(`select name from ${qualified(QUEUES)}`);
    await installJobSchema(
      url,
      queues.map((q) => q.name),
    );
  }
  let sequences = 0;
  await target.query("BEGIN");
  try {
    // Our triggers keep counts and word lists and announce catalogue changes: the copy brings
    // those tables as they are, so the triggers stay off while it runs. A migration may have
    // written rows (the zero counts per status): they give way to the copied ones.
    for (const table of tables) {
      await target.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
    }
    await target.query(`TRUNCATE ${tables.map(qualified).join(", ")}`);
    for (const table of tables) {
      await copyTable(source, target, table, await writableColumns(from, table));
    }
    for (const table of tables) {
      await target.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);
    }
    if (hasJobs) await copyTable(source, target, JOBS, await writableColumns(from, JOBS));
    sequences = await copySequences(from, into, "public");
    await target.query("COMMIT");
  } catch (error) {
    await target.query("ROLLBACK").catch(() => {});
    throw new Error(
      "The copy failed and was rolled back, but the target now holds the schema: drop the " +
        "target database and create it again before the next try.",
      { cause: error },
    );
  }
  const byName = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  const counted = [MIGRATIONS, ...byName, ...(hasJobs ? [JOBS] : [])];
  const counts: TableCount[] = [];
  for (const table of counted) {
    counts.push({
      table: tableLabel(table),
      embedded: await countRows(from, table),
      postgres: await countRows(into, table),
    });
  }
  return {
    tables: counts,
    sequences,
    isComplete: counts.every((c) => c.embedded === c.postgres),
  };
}
