/**
 * A mail outage does not lose mail (docs/decisions/106): with the default configuration a message
 * written during a day-long SMTP outage is still delivered once the server is back, the retries
 * growing the way a mail server's do; and the console overview says since when sending has failed.
 *
 * No test waits for real minutes: the queue's clock is fast-forwarded. Each time pg-boss schedules
 * a retry, the test adds the delay pg-boss chose to the outage's length and moves the retry to now.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { jobQueueOptions } from "~/jobs/config.server";
import { MAIL_QUEUE } from "~/jobs/mail.server";
import { type JobQueue, startJobs } from "~/jobs/start.server";
import { loader as adminHomeLoader } from "~/routes/admin/index";
import { setUpTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/factories";
import { captureLog } from "../helpers/log";
import { callLoader } from "../helpers/route";
import { startTestSmtpServer } from "../helpers/smtp";

const HOUR = 3600;
/** Longer than the 7.5 minutes (4 retries) after which a message used to be dead. */
const OUTAGE_SECONDS = 24 * HOUR;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Polls until `check` returns a value, or fails with what it threw or timed out on. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function outboxRow(db: Database, id: string) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error("The message is gone");
  return row;
}

/**
 * Waits for try number `retry + 1` to fail and answers how long pg-boss means to wait before the
 * next one (seconds); a message marked dead instead fails the test with how long it lasted.
 */
async function nextRetryDelay(db: Database, id: string, retry: number, waited: number) {
  return eventually(`try ${retry + 1} to fail`, async () => {
    const row = await outboxRow(db, id);
    if (row.status === "dead" || row.status === "sent") {
      throw new Error(
        `The message is ${row.status} after ${retry + 1} tries, ${Math.round(waited / 60)} minutes into the outage`,
      );
    }
    // Messages written before pg-boss counted tries had jobs of another id: found by their data.
    const job = await db.execute<{ delay: number }>(
      sql`select extract(epoch from start_after - now())::float8 as delay from pgboss.job
          where name = ${MAIL_QUEUE} and data->>'messageId' = ${id}
            and state = 'retry' and retry_count = ${retry}`,
    );
    const delay = job.rows[0]?.delay;
    return delay === undefined ? undefined : Math.max(0, Number(delay));
  });
}

describe(`a mail outage (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("delivers a message written during a day-long SMTP outage once the server is back", async () => {
    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    smtp.refuseWith = 451;
    const errors = captureLog("silent");
    cleanups.push(async () => errors.restore());
    // The configuration's defaults, as a server without MAIL_* settings runs.
    const options = jobQueueOptions(parseEnv({ SMTP_URL: smtp.url }));
    const queue: JobQueue = await startJobs(t.handle, {
      ...options,
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    cleanups.push(() => queue.stop());
    await t.outbox.enqueue(t.db, [
      {
        kind: "new-lead",
        to: "leads@sampletray.example",
        subject: "Written during the outage",
        text: "A lead",
        html: "<p>A lead</p>",
      },
    ]);
    const [{ id } = { id: "" }] = await t.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, "Written during the outage"));

    const delays: number[] = [];
    let waited = 0;
    for (let retry = 0; smtp.refuseWith !== null; retry++) {
      const delay = await nextRetryDelay(t.db, id, retry, waited);
      delays.push(delay);
      waited += delay;
      // The server is back by the time of the retry that comes after the outage.
      if (waited >= OUTAGE_SECONDS) smtp.refuseWith = null;
      await t.db.execute(
        sql`update pgboss.job set start_after = now()
            where name = ${MAIL_QUEUE} and data->>'messageId' = ${id} and state = 'retry'`,
      );
    }

    const sent = await eventually("the message to be sent", async () => {
      const row = await outboxRow(t.db, id);
      return row.status === "sent" ? row : undefined;
    });
    expect(sent.lastError).toBeNull();
    expect(smtp.received.filter((m) => m.subject === "Written during the outage")).toHaveLength(1);
    // Like a mail server's: the delays doubled from a minute (pg-boss adds up to as much again)
    // and then stayed at the longest, two hours; a day took about 20 tries, not thousands.
    expect(delays[0]).toBeGreaterThan(55);
    expect(delays[0]).toBeLessThanOrEqual(120);
    expect(Math.max(...delays)).toBeLessThanOrEqual(2 * HOUR);
    expect(delays.at(-1)).toBeGreaterThan(2 * HOUR - 60);
    expect(delays.length).toBeGreaterThan(10);
    expect(delays.length).toBeLessThan(30);
  }, 90_000);

  it("tells operators on the console overview since when sending has failed", async () => {
    const admin = await signedInAs(t.db, "admin");
    const overview = async () =>
      (await callLoader(adminHomeLoader, { path: "/admin", cookie: admin.cookie, db: t.db })).data;
    const now = Date.now();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    const base = { kind: "new-lead", recipient: "leads@example.com", textBody: "", htmlBody: "" };

    // The newest message that went out was written 3 hours ago; none written since has gone out.
    await t.db.delete(outboxMessages);
    await t.db.insert(outboxMessages).values([
      {
        ...base,
        subject: "Sent",
        status: "sent",
        createdAt: minutesAgo(180),
        sentAt: minutesAgo(180),
      },
      { ...base, subject: "Failing", status: "retrying", createdAt: minutesAgo(45) },
      { ...base, subject: "Given up", status: "dead", createdAt: minutesAgo(170) },
      { ...base, subject: "Given up long ago", status: "dead", createdAt: minutesAgo(600) },
    ]);
    expect((await overview()).mailFailingSince).toEqual(minutesAgo(170));

    // A message written since went out: sending works again.
    await t.db.insert(outboxMessages).values({
      ...base,
      subject: "Sent again",
      status: "sent",
      createdAt: minutesAgo(1),
      sentAt: minutesAgo(1),
    });
    expect((await overview()).mailFailingSince).toBeNull();

    // A failure of the last few minutes is not an outage yet.
    await t.db
      .insert(outboxMessages)
      .values({ ...base, subject: "Just failed", status: "retrying" });
    expect((await overview()).mailFailingSince).toBeNull();
  });
});
