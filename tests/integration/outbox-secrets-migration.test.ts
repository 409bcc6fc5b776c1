/**
 * Migration 0015 on a database that already has mail (docs/decisions/107): messages written before
 * it held their secret links whole; each token becomes a [redacted-N] mark, and only a message
 * still on its way keeps its tokens (apart, to be sent). On both backends.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDatabaseBefore } from "../helpers/migration-before";

const MIGRATION = "0015_outbox_retries_and_secret_links";

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
  it("redacts the secret links of earlier messages", async () => {
    await withDatabaseBefore(MIGRATION, async (db, migrateRest) => {
      await db.execute(LEGACY);
      await migrateRest();
      expectRedacted((await db.execute<Row>(READ)).rows);
    });
  });
});
