/**
 * Opens the one database the app uses: a PostgreSQL server when DATABASE_URL is set,
 * otherwise the embedded PGlite in DATA_DIR (locked so only one process opens it).
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { repeatedFailureLog } from "~/lib/repeated-failures.server";
import type { Database } from "./database";
import { lockFolder } from "./folder-lock.server";
import { migrateEmbedded, migratePostgres } from "./migrate.server";
import * as schema from "./schema";

export type { Database, RowsQueryResultHKT } from "./database";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** How another client reaches the same database (the job queue, app/jobs/boss.server.ts). */
  connection: { kind: "postgres"; url: string } | { kind: "pglite"; client: PGlite };
  /** Applies pending migrations (safe to call from several instances at once). */
  migrate(): Promise<void>;
  /** Answers true when the database responds within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** The connections open, idle, and clients waiting for one (PGlite: its one connection). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: "snake_case" } as const;

/** The PGlite options every opening of a data folder needs (extensions must be passed each time). */
export const pgliteOptions = { extensions: { pg_trgm } } as const;

export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A connection's failure is reported to whoever uses it (its statement, or the pool's listener). */
function ignoreLostConnection() {}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (the server restarting, an outage) must not crash the
  // process, nor log a line each time: one line a minute per cause.
  const logRepeated = repeatedFailureLog();
  pool.on("error", (error) => logRepeated("PostgreSQL pool: an idle connection failed", error));
  // The pool hears an idle connection fail, but takes its listener off a connection it hands out:
  // one lost between two statements of a transaction would emit 'error' unheard, which ends the
  // process. The transaction fails on its next statement and the pool discards the connection.
  pool.on("connect", (client) => client.on("error", ignoreLostConnection));
  return {
    db: drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database,
    kind: "postgres",
    connection: { kind: "postgres", url },
    migrate: () => migratePostgres(url),
    ping: async (timeoutMs = 2_000) => {
      try {
        await withTimeout(pool.query("select 1"), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance (tests hand in in-memory ones). */
export function wrapPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  return {
    db: drizzlePglite({ client, ...drizzleOptions }) as unknown as Database,
    kind: "pglite",
    connection: { kind: "pglite", client },
    migrate: () => migrateEmbedded(client),
    ping: async (timeoutMs = 2_000) => {
      try {
        await withTimeout(client.query("select 1"), timeoutMs);
        return !client.closed;
      } catch {
        return false;
      }
    },
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: async () => {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockFolder(dataDir);
  try {
    const client = await PGlite.create(pgliteDataPath(dataDir), pgliteOptions);
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<DatabaseHandle> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openEmbedded(config.DATA_DIR);
}
