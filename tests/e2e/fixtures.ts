/**
 * Playwright's test with a `db` fixture: Drizzle on the same PostgreSQL database the server under
 * test uses, so a test can check what was stored.
 */
import { test as base } from "@playwright/test";
import type { Database } from "~/db/client.server";
import { openPostgres } from "~/db/client.server";
import { databaseUrl } from "../helpers/postgres";

export { expect } from "@playwright/test";

export const test = base.extend<object, { db: Database }>({
  db: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const name = process.env.E2E_DATABASE_NAME;
      if (!name) throw new Error("E2E_DATABASE_NAME is not set");
      const handle = await openPostgres(databaseUrl(name), 2);
      await use(handle.db);
      await handle.close();
    },
    { scope: "worker" },
  ],
});
