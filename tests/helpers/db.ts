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
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  const client = await PGlite.create({ ...pgliteOptions, loadDataDir: snapshot });
  const handle = wrapPglite(client);
  return { db: handle.db, kind: "pglite", handle, close: () => handle.close() };
}

/**
 * A test database for the enclosing `describe` block (or the whole file): created and prepared
 * (`prepare`, e.g. `seedDemoData`) before its tests, closed after them. Read `.db` inside tests.
 */
export function setUpTestDatabase(prepare: (db: Database) => Promise<unknown> = async () => {}) {
  let current: TestDatabase | undefined;
  let outbox: JobQueue | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
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
