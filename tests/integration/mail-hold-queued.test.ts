/**
 * `npm run mail:hold-queued` (scripts/mail-hold-queued.ts, docs/decisions/163): on a PostgreSQL
 * database restored from a dump, the mail the dump had queued is held before a server starts on
 * it; sent mail is left as it was, and a second run holds nothing.
 */
import { spawnSync } from "node:child_process";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/db/client.server";
import { migratePostgres } from "~/db/migrate.server";
import { outboxMessages } from "~/db/schema";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../helpers/postgres";

const name = uniqueDatabaseName("sampletray_test_hold");

function holdQueued(url: string) {
  return spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/mail-hold-queued.ts"],
    {
      encoding: "utf8",
      env: {
        ...process.env,
        DATABASE_URL: url,
        AUTH_SECRET: "a-test-secret-".repeat(3),
        NODE_ENV: "test",
      },
    },
  );
}

// In the postgres project: the script's own subject is a PostgreSQL copy (db:restore holds the
// embedded one's mail, tests/integration/db-backup.test.ts).
describe.runIf(process.env.TEST_DB === "postgres")("npm run mail:hold-queued", () => {
  afterAll(() => dropDatabase(name));

  it("holds what a restored dump had queued or retrying, and leaves sent mail alone", async () => {
    await createDatabase(name);
    const url = databaseUrl(name);
    await migratePostgres(url);
    const database = await openPostgres(url, 2);
    try {
      const rows = await database.db
        .insert(outboxMessages)
        .values(
          (["queued", "retrying", "sent"] as const).map((status) => ({
            kind: "new-lead",
            recipient: "restored@example.test",
            subject: `A ${status} message`,
            textBody: "Text",
            htmlBody: "<p>Text</p>",
            status,
          })),
        )
        .returning({ id: outboxMessages.id });

      const first = holdQueued(url);
      expect(first.stderr).toBe("");
      expect(first.status).toBe(0);
      expect(first.stdout).toContain("2 queued message(s) held");
      const after = await database.db
        .select({ subject: outboxMessages.subject, status: outboxMessages.status })
        .from(outboxMessages)
        .where(
          inArray(
            outboxMessages.id,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(outboxMessages.subject);
      expect(after).toEqual([
        { subject: "A queued message", status: "held" },
        { subject: "A retrying message", status: "held" },
        { subject: "A sent message", status: "sent" },
      ]);

      const second = holdQueued(url);
      expect(second.status).toBe(0);
      expect(second.stdout).toContain("nothing held");
    } finally {
      await database.close();
    }
  }, 60_000);
});
