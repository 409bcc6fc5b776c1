/** A fresh, migrated, empty database for one test file, on the backend the project runs. */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
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
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  templateCopyName,
  uniqueDatabaseName,
} from "./postgres";

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
 * A worker keeps the databases such blocks closed and hands one out again emptied back to the
 * snapshot's rows (`emptyToBaseline`): the block sees what a new copy would show, without the new
 * copy (docs/decisions/172). On PGlite that saves starting an instance, more than a second, and its
 * cold WebAssembly; on PostgreSQL a `CREATE DATABASE` and a `DROP DATABASE` (the run's global
 * teardown drops the kept ones). A block whose PGlite was really closed (a test of a database that
 * went away) leaves nothing to reuse; `createTestDatabase` always gives a new one.
 */
export async function borrowTestDatabase(): Promise<TestDatabase> {
  return process.env.TEST_DB === "postgres" ? borrowPostgres() : borrowPglite();
}

/** What the worker keeps between blocks: PGlite instances, or names of PostgreSQL databases. */
const idlePglites: PGlite[] = [];
const idlePostgres: string[] = [];

async function borrowPglite(): Promise<TestDatabase> {
  const kept = idlePglites.pop();
  const client = kept ?? (await openPgliteSnapshot());
  const handle = wrapPglite(client);
  await startFromBaseline(handle.db, "pglite", kept !== undefined);
  return {
    db: handle.db,
    kind: "pglite",
    handle,
    close: async () => {
      if (!client.closed) idlePglites.push(client);
    },
  };
}

async function borrowPostgres(): Promise<TestDatabase> {
  const template = inject("postgresTemplate");
  const kept = idlePostgres.pop();
  const name = kept ?? templateCopyName(template);
  if (!kept) await createDatabase(name, template);
  const handle = await openPostgres(databaseUrl(name), 4);
  await startFromBaseline(handle.db, "postgres", kept !== undefined);
  // The pool closes once, whether a test closed the handle first or not; the database is kept.
  let closing: Promise<void> | undefined;
  const closePool = () => {
    closing ??= handle.close();
    return closing;
  };
  return {
    db: handle.db,
    kind: "postgres",
    handle: { ...handle, close: closePool },
    close: async () => {
      await closePool();
      idlePostgres.push(name);
    },
  };
}

/** The snapshot's rows: the tables the migrations and pg-boss fill (`__drizzle_migrations`, queues). */
const baselines = new Map<DatabaseKind, Map<string, string>>();

/** Every table outside PostgreSQL's own schemas, partitions aside (truncating the parent empties them). */
const USER_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** A new copy: its rows are the baseline (read once). A kept one: emptied back to them. */
async function startFromBaseline(db: Database, kind: DatabaseKind, isKept: boolean) {
  const baseline = baselines.get(kind);
  if (!baseline) baselines.set(kind, await readBaseline(db));
  else if (isKept) await emptyToBaseline(db, baseline);
}

async function readBaseline(db: Database): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  const { rows: tables } = await db.execute<{ name: string }>(sql.raw(USER_TABLES));
  for (const { name } of tables) {
    const { rows: filled } = await db.execute<{ rows: string | null }>(
      sql.raw(`select json_agg(t)::text as rows from ${name} t`),
    );
    if (filled[0]?.rows) rows.set(name, filled[0].rows);
  }
  return rows;
}

/**
 * Back to the snapshot: every table that has rows and had none is truncated (its identities
 * restarted), and the tables the snapshot filled get exactly its rows again.
 */
async function emptyToBaseline(db: Database, rows: Map<string, string>) {
  const kept = [...rows.keys()].map((name) => `'${name.replaceAll("'", "''")}'`).join(", ");
  await db.execute(
    sql.raw(`
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
      end $$`),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [name, json] of rows) {
      await tx.execute(sql.raw(`delete from ${name}`));
      await tx.execute(
        sql`insert into ${sql.raw(name)} select * from json_populate_recordset(null::${sql.raw(name)}, ${json})`,
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
