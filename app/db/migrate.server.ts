/**
 * Applies the drizzle-kit migrations in ./drizzle. On a PostgreSQL server an advisory lock
 * makes instances that start together take turns, so each migration runs once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database } from "./database";

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** An arbitrary constant key for pg_advisory_lock, shared by every SampleTray instance. */
const MIGRATION_LOCK_KEY = 727_100_001;

export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

export async function migrateEmbedded(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * The migrations in the journal that the database has not applied (the readiness check). Drizzle
 * records each applied migration with its journal time (`created_at`).
 */
export async function findUnappliedMigrations(db: Database): Promise<string[]> {
  const applied = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const times = new Set(applied.rows.map((row) => Number(row.created_at)));
  return journal()
    .filter((migration) => !times.has(migration.when))
    .map((migration) => migration.tag);
}

let journalEntries: { tag: string; when: number }[] | undefined;

/** The migrations drizzle-kit's journal lists (read once: they change only with a release). */
function journal() {
  journalEntries ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
  return journalEntries;
}
