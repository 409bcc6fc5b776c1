/** A fresh, migrated, empty database for one test file, on the backend the project runs. */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, inject } from "vitest";
import {
  type DatabaseHandle,
  type DatabaseKind,
  openPostgres,
  pgliteOptions,
  wrapPglite,
} from "~/db/client.server";
import type { JobQueue } from "~/jobs/start.server";
import { startTestMailQueue, testOutboxes } from "./mail";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "./postgres";

type Database = DatabaseHandle["db"];

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === "postgres") {
    const name = uniqueDatabaseName("sampletray_test");
    await createDatabase(name, inject("postgresTemplate"));
    const handle = await openPostgres(databaseUrl(name), 4);
    return {
      db: handle.db,
      kind: "postgres",
      handle,
      close: async () => {
        await handle.close();
        await dropDatabase(name);
      },
    };
  }
  const handle = wrapPglite(await openPgliteSnapshot());
  return { db: handle.db, kind: "pglite", handle, close: () => handle.close() };
}

function openPgliteSnapshot(): Promise<PGlite> {
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  return PGlite.create({ ...pgliteOptions, loadDataDir: snapshot });
}

/**
 * A database for a block of tests that closes it when done (`setUpTestDatabase`, `serveDemoSite`).
 * On PostgreSQL it is `createTestDatabase`'s. On PGlite, where starting one from the snapshot costs
 * more than a second and a file's tests rarely a few, the worker keeps the instances such blocks
 * closed and hands one out again emptied back to the snapshot's rows (`resetPglite`): the block sees
 * the same database a new one would show. A block that really closed its handle (a test of a
 * database that went away) leaves nothing to reuse.
 */
export async function borrowTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === "postgres") return createTestDatabase();
  const kept = idlePglites.pop();
  const client = kept ?? (await openPgliteSnapshot());
  if (kept) await resetPglite(kept);
  else pgliteBaseline ??= await readBaseline(client);
  const handle = wrapPglite(client);
  return {
    db: handle.db,
    kind: "pglite",
    handle,
    close: async () => {
      if (!client.closed) idlePglites.push(client);
    },
  };
}

/** PGlite instances that a block closed, kept for the next one in this worker. */
const idlePglites: PGlite[] = [];

/** The snapshot's rows: the tables the migrations and pg-boss fill (`__drizzle_migrations`, queues). */
let pgliteBaseline: Map<string, string> | undefined;

/** Every table outside PostgreSQL's own schemas, partitions aside (truncating the parent empties them). */
const USER_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

async function readBaseline(client: PGlite): Promise<Map<string, string>> {
  const baseline = new Map<string, string>();
  const tables = await client.query<{ name: string }>(USER_TABLES);
  for (const { name } of tables.rows) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${name} t`,
    );
    if (rows[0]?.rows) baseline.set(name, rows[0].rows);
  }
  return baseline;
}

/**
 * Back to the snapshot: every table that has rows and had none is truncated (its sequences
 * restarted), and the tables the snapshot filled get exactly its rows again.
 */
async function resetPglite(client: PGlite) {
  const baseline = pgliteBaseline;
  if (!baseline) throw new Error("resetPglite: no baseline was read");
  const kept = [...baseline.keys()].map((name) => `'${name.replaceAll("'", "''")}'`).join(", ");
  await client.exec(`
    do $$
    declare t text; filled text[] := '{}'; has_rows boolean;
    begin
      for t in ${USER_TABLES} loop
        continue when t in (${kept});
        execute format('select exists (select 1 from %s)', t) into has_rows;
        if has_rows then filled := filled || t; end if;
      end loop;
      if cardinality(filled) > 0 then
        execute 'truncate ' || array_to_string(filled, ', ') || ' restart identity cascade';
      end if;
    end $$`);
  await client.transaction(async (tx) => {
    await tx.exec("set local session_replication_role = replica");
    for (const [name, rows] of baseline) {
      await tx.query(`delete from ${name}`);
      await tx.query(
        `insert into ${name} select * from json_populate_recordset(null::${name}, $1)`,
        [rows],
      );
    }
  });
}

/**
 * A test database for the enclosing `describe` block (or the whole file): created and prepared
 * (`prepare`, e.g. `seedDemoData`) before its tests, closed after them. Read `.db` inside tests.
 */
export function setUpTestDatabase(prepare: (db: Database) => Promise<unknown> = async () => {}) {
  let current: TestDatabase | undefined;
  let outbox: JobQueue | undefined;
  beforeAll(async () => {
    current = await borrowTestDatabase();
    // A queue without a worker: messages are stored with their jobs, and nothing is sent.
    outbox = await startTestMailQueue(current.handle);
    testOutboxes.set(current.db, outbox);
    await prepare(current.db);
  });
  afterAll(async () => {
    await outbox?.stop();
    await current?.close();
  });
  const opened = () => {
    if (!current) throw new Error("setUpTestDatabase: the database is opened in beforeAll");
    return current;
  };
  return {
    get db() {
      return opened().db;
    },
    get handle() {
      return opened().handle;
    },
    /** The database's mail queue (no worker; see tests/helpers/mail.ts to send for real). */
    get outbox() {
      opened();
      if (!outbox) throw new Error("setUpTestDatabase: the mail queue starts in beforeAll");
      return outbox;
    },
  };
}
