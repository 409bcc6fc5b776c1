/**
 * Applies the drizzle-kit migrations in ./drizzle. On a PostgreSQL server an advisory lock
 * makes instances that start together take turns, so each migration runs once.
 */
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

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
