/**
 * Fresh databases for the benchmarks (bench:search, bench:import): PGlite in a temporary folder,
 * or a new database on the PostgreSQL server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres). Each is removed afterwards, unless
 * BENCH_KEEP_DATABASE is set for PostgreSQL (to EXPLAIN ANALYZE; drop it yourself).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openPostgres, pgliteOptions, wrapPglite } from "~/db/client.server";

/** The backends to run: BENCH_BACKENDS=pglite or =postgres for one, both by default. */
export function benchBackends(): string[] {
  return (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",");
}

export async function withPgliteDatabase(run: (handle: DatabaseHandle) => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), "sampletray-bench-"));
  console.log(`PGlite (${dir})`);
  const client = await PGlite.create(path.join(dir, "pglite"), pgliteOptions);
  const handle = wrapPglite(client);
  try {
    await run(handle);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The URL of a database on the benchmark's PostgreSQL server. */
function benchDatabaseUrl(name: string): string {
  const url = new URL(
    process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  );
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database kept by an earlier run (BENCH_KEEP_DATABASE=1), opened again and kept. */
export async function withKeptPostgresDatabase(
  name: string,
  run: (handle: DatabaseHandle) => Promise<void>,
) {
  console.log(`PostgreSQL (kept database ${name})`);
  const handle = await openPostgres(benchDatabaseUrl(name), 2);
  try {
    await run(handle);
  } finally {
    await handle.close();
  }
}

export async function withPostgresDatabase(
  prefix: string,
  run: (handle: DatabaseHandle) => Promise<void>,
) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  console.log(`PostgreSQL (database ${name})`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const handle = await openPostgres(benchDatabaseUrl(name), 2);
    try {
      await run(handle);
    } finally {
      await handle.close();
    }
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`Kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
