/**
 * A data migration's test: a fresh database of the run's kind (TEST_DB) with the migrations up to
 * one, rows written as they were then, then the rest of the migrations.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, pgliteOptions } from "~/db/client.server";
import { migrationsFolder } from "~/db/migrate.server";
import * as schema from "~/db/schema";
import journal from "../../drizzle/meta/_journal.json";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "./postgres";

/** A copy of the migrations folder as it stood before `tag`; `remove` deletes it. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "sampletray-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag} in the journal`);
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Runs `test` on a new database (PGlite, or a database of its own on the PostgreSQL server)
 * migrated up to `before`; `migrateRest` applies every later migration. The database is removed.
 */
export async function withDatabaseBefore(
  before: string,
  test: (db: Database, migrateRest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const { folder } = migrationsBefore(before);
  try {
    if (process.env.TEST_DB === "postgres") await onPostgres(folder, test);
    else await onPglite(folder, test);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

type MigrationTest = Parameters<typeof withDatabaseBefore>[1];

async function onPglite(folder: string, test: MigrationTest) {
  const client = await PGlite.create(pgliteOptions);
  try {
    const db = drizzlePglite({ client, schema, casing: "snake_case" });
    await migratePglite(db, { migrationsFolder: folder });
    await test(db as unknown as Database, () => migratePglite(db, { migrationsFolder }));
  } finally {
    await client.close();
  }
}

async function onPostgres(folder: string, test: MigrationTest) {
  const name = uniqueDatabaseName("sampletray_test_migration");
  await createDatabase(name);
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    const db = drizzlePg({ client, schema, casing: "snake_case" });
    await migratePg(db, { migrationsFolder: folder });
    await test(db as unknown as Database, () => migratePg(db, { migrationsFolder }));
  } finally {
    await client.end();
    await dropDatabase(name);
  }
}
