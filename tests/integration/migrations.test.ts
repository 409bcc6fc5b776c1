import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { openPostgres } from "~/db/client.server";
import { migratePostgres, migrationsFolder } from "~/db/migrate.server";
import * as schema from "~/db/schema";
import { REQUEST_STATUSES } from "~/lib/catalogue";
import journal from "../../drizzle/meta/_journal.json";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../helpers/postgres";

/** Each journal entry as Drizzle records it once applied: its time and the file's SHA-256. */
const expectedMigrations = journal.entries.map((entry) => ({
  createdAt: String(entry.when),
  hash: createHash("sha256")
    .update(readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), "utf8"))
    .digest("hex"),
}));

const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe.runIf(process.env.TEST_DB === "postgres")("migrations on a PostgreSQL server", () => {
  it("run once when several instances start at the same moment", async () => {
    const name = uniqueDatabaseName("sampletray_test_migrate");
    await createDatabase(name);
    try {
      const url = databaseUrl(name);
      await Promise.all([migratePostgres(url), migratePostgres(url), migratePostgres(url)]);
      const handle = await openPostgres(url, 1);
      try {
        const { db } = handle;
        // Every migration in the journal, once, in order, with the content of its file.
        const applied = await db.execute<{ createdAt: string; hash: string }>(
          sql`select created_at::text as "createdAt", hash from drizzle.__drizzle_migrations order by id`,
        );
        expect(applied.rows).toEqual(expectedMigrations);

        // Exactly the schema's tables, no more, no fewer.
        const tables = await db.execute<{ name: string }>(
          sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
        );
        expect(tables.rows.map((r) => r.name)).toEqual(schemaTables);

        // The hand-written migrations: the extension, the counting triggers, one count per status.
        const extensions = await db.execute<{ extname: string }>(
          sql`select extname from pg_extension where extname = 'pg_trgm'`,
        );
        expect(extensions.rows).toEqual([{ extname: "pg_trgm" }]);
        const triggers = await db.execute<{ name: string }>(
          sql`select tgname as name from pg_trigger
            where tgrelid = 'sample_requests'::regclass and not tgisinternal order by 1`,
        );
        expect(triggers.rows.map((r) => r.name)).toEqual([
          "sample_request_counts_delete",
          "sample_request_counts_insert",
          "sample_request_counts_status",
          "sample_request_counts_truncate",
        ]);
        const counts = await db.execute<{ status: string; count: string }>(
          sql`select status::text, count::text from sample_request_counts c order by c.status`,
        );
        expect(counts.rows).toEqual(REQUEST_STATUSES.map((status) => ({ status, count: "0" })));
      } finally {
        await handle.close();
      }
    } finally {
      await dropDatabase(name);
    }
  });
});
