/**
 * Migration 0015 on a database that already has mail (docs/decisions/107): messages written before
 * it held their secret links whole; each token becomes a [redacted-N] mark, and only a message
 * still on its way keeps its tokens (apart, to be sent). On both backends.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteOptions } from "~/db/client.server";
import { migrationsFolder } from "~/db/migrate.server";
import journal from "../../drizzle/meta/_journal.json";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../helpers/postgres";

const MIGRATION = "0015_outbox_retries_and_secret_links";

/** The migrations folder as it stood before MIGRATION. */
function foldersBefore(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "sampletray-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return folder;
}

const TOKEN_A = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const TOKEN_B = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
const UNSUBSCRIBE = `11111111-2222-4333-8444-555555555555.${TOKEN_B}`;

/** Rows as the outbox stored them before: links whole, tries on the row. */
const LEGACY = sql`
  insert into outbox_messages (kind, recipient, subject, text_body, html_body, headers, status, tries)
  values
    ('subscribe-confirmation', 'a@example.com', 'Sent', ${`Confirm: http://x/subscribe/confirm/${TOKEN_A}\nUnsubscribe: http://x/unsubscribe/${UNSUBSCRIBE}`},
      ${`<a href="http://x/subscribe/confirm/${TOKEN_A}">Confirm</a>`},
      ${JSON.stringify({ "List-Unsubscribe": `<http://x/unsubscribe/${UNSUBSCRIBE}>` })}::jsonb, 'sent', 1),
    ('request-status', 'b@example.com', 'Queued', ${`Status: http://x/requests/${TOKEN_A}`},
      ${`<a href="http://x/requests/${TOKEN_A}">Status</a>`}, '{}'::jsonb, 'retrying', 2),
    ('new-lead', 'c@example.com', 'Lead', 'All leads: http://x/provider/acme/analytics',
      '<p>Lead</p>', '{}'::jsonb, 'sent', 1)`;

const READ = sql`select subject, text_body, html_body, headers::text as headers, secrets
  from outbox_messages order by subject`;

type Row = {
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  secrets: string[] | null;
};

function expectRedacted(rows: Row[]) {
  const [lead, queued, sent] = rows;
  expect(sent?.text_body).toBe(
    "Confirm: http://x/subscribe/confirm/[redacted-1]\nUnsubscribe: http://x/unsubscribe/[redacted-2]",
  );
  expect(sent?.html_body).toBe('<a href="http://x/subscribe/confirm/[redacted-1]">Confirm</a>');
  expect(JSON.parse(sent?.headers ?? "")).toEqual({
    "List-Unsubscribe": "<http://x/unsubscribe/[redacted-2]>",
  });
  expect(sent?.secrets).toBeNull();
  // On its way: the token is kept apart, to be put back when it is sent.
  expect(queued?.text_body).toBe("Status: http://x/requests/[redacted-1]");
  expect(queued?.secrets).toEqual([TOKEN_A]);
  expect(lead?.text_body).toBe("All leads: http://x/provider/acme/analytics");
  expect(JSON.stringify(rows)).not.toContain(TOKEN_B);
}

describe(`migration ${MIGRATION} (${process.env.TEST_DB})`, () => {
  const before = foldersBefore();
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it.runIf(process.env.TEST_DB === "pglite")(
    "redacts the secret links of earlier messages",
    async () => {
      const client = await PGlite.create(pgliteOptions);
      try {
        const db = drizzlePglite({ client });
        await migratePglite(db, { migrationsFolder: before });
        await db.execute(LEGACY);
        await migratePglite(db, { migrationsFolder });
        expectRedacted((await db.execute<Row>(READ)).rows);
      } finally {
        await client.close();
      }
    },
  );

  it.runIf(process.env.TEST_DB === "postgres")(
    "redacts the secret links of earlier messages",
    async () => {
      const name = uniqueDatabaseName("sampletray_test_redact");
      await createDatabase(name);
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      try {
        const db = drizzlePg({ client });
        await migratePg(db, { migrationsFolder: before });
        await db.execute(LEGACY);
        await migratePg(db, { migrationsFolder });
        expectRedacted((await db.execute<Row>(READ)).rows);
      } finally {
        await client.end();
        await dropDatabase(name);
      }
    },
  );
});
