import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPostgres } from "~/db/client.server";
import { migratePostgres } from "~/db/migrate.server";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../helpers/postgres";

describe.runIf(process.env.TEST_DB === "postgres")("migrations on a PostgreSQL server", () => {
  it("run once when several instances start at the same moment", async () => {
    const name = uniqueDatabaseName("sampletray_test_migrate");
    await createDatabase(name);
    try {
      const url = databaseUrl(name);
      await Promise.all([migratePostgres(url), migratePostgres(url), migratePostgres(url)]);
      const handle = await openPostgres(url, 1);
      const applied = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const tables = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      await handle.close();
      const journal = await import("../../drizzle/meta/_journal.json");
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      expect(tables.rows[0]?.n).toBeGreaterThanOrEqual(12);
    } finally {
      await dropDatabase(name);
    }
  });
});
