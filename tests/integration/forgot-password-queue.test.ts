/**
 * "Forgot password?" takes the same time for every address (issue 28 point 6, docs/decisions/114),
 * on each backend: answering does the same database work whether the address has an account or
 * not (a rate-limit count and one queued job carrying the address); the link and its e-mail are
 * written later by the job's worker, for an account only.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RESET_LINK_SENT } from "~/forms/auth";
import { action as forgotAction } from "~/routes/auth/forgot-password/route";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { createPasswordUser, uniqueEmail } from "../helpers/factories";
import { passwordResetJobs, startTestMailQueue, waitForPasswordResets } from "../helpers/mail";
import { callAction, createTestContext } from "../helpers/route";

const t = setUpTestDatabase();

/** Rows in every table the answer could write to. */
async function rowCounts() {
  const result = await t.db.execute<{ name: string; n: number }>(
    sql`select 'verifications' as name, count(*)::int as n from verifications
        union all select 'outbox_messages', count(*)::int from outbox_messages
        union all select 'rate_limits', count(*)::int from rate_limits
        union all select 'users', count(*)::int from users
        union all select 'jobs', count(*)::int from pgboss.job`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.n)]));
}

async function forgotWithCounts(email: string, clientIp: string) {
  const before = await rowCounts();
  const answer = await callAction(forgotAction, {
    path: "/forgot-password",
    form: { email },
    context: createTestContext(t.db, { CLIENT_IP: clientIp }),
  });
  const after = await rowCounts();
  const written = Object.fromEntries(
    Object.keys(after).map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]),
  );
  return { answer, written };
}

async function resetMailsTo(email: string) {
  const result = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_messages
        where recipient = ${email} and kind = 'reset-password'`,
  );
  return Number(result.rows[0]?.n);
}

describe(`forgot password in the same time for every address (${process.env.TEST_DB})`, () => {
  it("does the same database work for a known and an unknown address: a job, no link yet", async () => {
    const known = uniqueEmail("known");
    await createPasswordUser(t.db, TEST_PASSWORD, { email: known });
    const unknown = uniqueEmail("nobody");

    const forKnown = await forgotWithCounts(known, "10.0.28.1");
    const forUnknown = await forgotWithCounts(unknown, "10.0.28.2");

    expect(forKnown.answer.data).toEqual({ ok: true, message: RESET_LINK_SENT });
    expect(forUnknown.answer.status).toBe(forKnown.answer.status);
    expect(forUnknown.answer.data).toEqual(forKnown.answer.data);
    expect(forUnknown.written).toEqual(forKnown.written);
    expect(forKnown.written).toMatchObject({ verifications: 0, outbox_messages: 0, jobs: 1 });
    expect(await passwordResetJobs(t.db, known)).toEqual(["created"]);
    expect(await passwordResetJobs(t.db, unknown)).toEqual(["created"]);
  });

  it("sends the link, once the job has run, to the known address only", async () => {
    const known = uniqueEmail("known");
    await createPasswordUser(t.db, TEST_PASSWORD, { email: known });
    const unknown = uniqueEmail("nobody");
    await forgotWithCounts(known, "10.0.28.3");
    await forgotWithCounts(unknown, "10.0.28.4");
    expect(await resetMailsTo(known)).toBe(0);

    const worker = await startTestMailQueue(t.handle, { work: true });
    try {
      await waitForPasswordResets(t.db, known);
      await waitForPasswordResets(t.db, unknown);
    } finally {
      await worker.stop();
    }
    expect(await resetMailsTo(known)).toBe(1);
    expect(await resetMailsTo(unknown)).toBe(0);
  });
});
