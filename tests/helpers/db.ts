/** A fresh, migrated, empty database for one test file, on the backend the project runs. */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import {
  type DatabaseHandle,
  type DatabaseKind,
  openPostgres,
  pgliteOptions,
  wrapPglite,
} from "~/db/client.server";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "./postgres";

export interface TestDatabase {
  db: DatabaseHandle["db"];
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
