/**
 * Migrates one database per backend once per run; each test file then gets a copy of it
 * (PGlite: a data-folder snapshot; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPostgres, pgliteOptions, wrapPglite } from "~/db/client.server";
import { migrateEmbedded, migratePostgres } from "~/db/migrate.server";
import { startTestMailQueue } from "./mail";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  isPostgresReachable,
  TEST_DATABASE_URL,
  templateCopyPrefix,
  uniqueDatabaseName,
  withAdminClient,
} from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === "postgres" || project.name === "postgres") {
    if (!(await isPostgresReachable())) {
      throw new Error(
        `PostgreSQL is not reachable at ${TEST_DATABASE_URL}: start it or set TEST_DATABASE_URL.`,
      );
    }
    const template = uniqueDatabaseName("sampletray_test_template");
    await createDatabase(template);
    await migratePostgres(databaseUrl(template));
    const handle = await openPostgres(databaseUrl(template), 1);
    await installMailQueue(handle);
    await handle.close();
    project.provide("postgresTemplate", template);
    return async () => {
      // The copies the workers kept (tests/helpers/db.ts, borrowTestDatabase), then the template.
      for (const name of await databasesNamed(templateCopyPrefix(template)))
        await dropDatabase(name);
      await dropDatabase(template);
    };
  }

  const client = await PGlite.create(pgliteOptions);
  await migrateEmbedded(client);
  await installMailQueue(wrapPglite(client));
  const snapshot = await client.dumpDataDir("gzip");
  await client.close();
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
}

/** The databases on the test server whose names start with `prefix`. */
async function databasesNamed(prefix: string): Promise<string[]> {
  const { rows } = await withAdminClient((client) =>
    client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    ),
  );
  return rows.map((row) => row.datname);
}

/** pg-boss creates its schema and the mail queue on first start; every copy then has them. */
async function installMailQueue(handle: Parameters<typeof startTestMailQueue>[0]) {
  const queue = await startTestMailQueue(handle, { work: false });
  await queue.stop();
}
