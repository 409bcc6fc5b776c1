/**
 * The mail queue end to end (docs/decisions/050, 106): outbox rows and pg-boss jobs commit or roll
 * back with the change that causes them, failed sends are retried until pg-boss gives up and the
 * message is dead, a missing SMTP_URL is recorded, and (PostgreSQL) two workers on two
 * connections deliver each message once. An outage: mail-outage.test.ts.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openPostgres } from "~/db/client.server";
import { outboxMessages, sampleRequests } from "~/db/schema";
import { MAIL_QUEUE } from "~/jobs/mail.server";
import { findDeliveries } from "~/jobs/mail-deliveries.server";
import { type JobQueue, startJobs } from "~/jobs/start.server";
import { OUTBOX_STATUS_LABELS } from "~/lib/outbox-status";
import type { MailMessage } from "~/mail/message";
import { createSmtpTransport, type MailTransport } from "~/mail/transport.server";
import { createSampleRequests } from "~/models/leads/sample-request.server";
import { resendOutboxMessage } from "~/models/operations/outbox-resend.server";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequest, createCompany, TEST_AUTH_SECRET } from "../helpers/factories";
import { captureLog } from "../helpers/log";
import { mailJob, startTestMailQueue, TEST_MAIL_SITE } from "../helpers/mail";
import { startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const backend = process.env.TEST_DB;

/** Things a test started; stopped after it whatever its outcome. */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSmtp(): Promise<TestSmtpServer> {
  const smtp = await startTestSmtpServer();
  cleanups.push(() => smtp.close());
  return smtp;
}

async function startQueue(...args: Parameters<typeof startTestMailQueue>): Promise<JobQueue> {
  const queue = await startTestMailQueue(...args);
  cleanups.push(() => queue.stop());
  return queue;
}

function message(subject: string): MailMessage {
  return {
    kind: "new-lead",
    to: "leads@sampletray.example",
    subject,
    text: `${subject} (text)`,
    html: `<p>${subject}</p>`,
  };
}

type OutboxRow = typeof outboxMessages.$inferSelect;

async function rowsWithSubject(db: Database, subject: string): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).where(eq(outboxMessages.subject, subject));
}

/** Polls until `check` returns a value (no fixed sleeps), or fails with what was last seen. */
async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function rowWhen(db: Database, subject: string, match: (row: OutboxRow) => boolean) {
  return eventually(`"${subject}" to match`, async () => {
    const [row] = await rowsWithSubject(db, subject);
    return row && match(row) ? row : undefined;
  });
}

async function countMailJobs(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

describe(`mail queue (${backend})`, () => {
  describe("transactions", () => {
    const t = setUpTestDatabase();

    it("leaves no outbox row and no job when the sample request's transaction rolls back", async () => {
      const company = await createCompany(t.db);
      const { companyId: _, ...contact } = buildSampleRequest({ comments: "rolled-back" });
      const jobsBefore = await countMailJobs(t.db);
      const outboxBefore = await t.db.$count(outboxMessages);

      const rolledBack = new Error("roll back");
      await expect(
        t.db.transaction(async (tx) => {
          const created = await createSampleRequests(
            tx,
            contact,
            { companyId: company.id, productIds: [] },
            t.outbox,
          );
          expect(created).toHaveLength(1);
          // Inside the transaction the lead and the confirmation are there, with their jobs.
          expect(await tx.$count(outboxMessages)).toBe(outboxBefore + 2);
          expect(await countMailJobs(tx)).toBe(jobsBefore + 2);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);

      expect(await t.db.$count(sampleRequests, eq(sampleRequests.companyId, company.id))).toBe(0);
      expect(await t.db.$count(outboxMessages)).toBe(outboxBefore);
      expect(await countMailJobs(t.db)).toBe(jobsBefore);
    });

    it("stores one outbox row and one job per message when it commits", async () => {
      const company = await createCompany(t.db);
      const { companyId: _, ...contact } = buildSampleRequest();
      const jobsBefore = await countMailJobs(t.db);
      await createSampleRequests(
        t.db,
        contact,
        { companyId: company.id, productIds: [] },
        t.outbox,
      );
      expect(await countMailJobs(t.db)).toBe(jobsBefore + 2);
      const queued = await t.db
        .select({ kind: outboxMessages.kind, status: outboxMessages.status })
        .from(outboxMessages)
        .where(inArray(outboxMessages.kind, ["new-lead", "request-confirmation"]));
      expect(queued.map((r) => r.kind).sort()).toEqual(["new-lead", "request-confirmation"]);
      expect(queued.every((r) => r.status === "queued")).toBe(true);
    });
  });

  describe("retries", () => {
    const t = setUpTestDatabase();

    it("retries a refused send until pg-boss gives up, which marks the message dead with the last error", async () => {
      const smtp = await startSmtp();
      smtp.refuseWith = 451;
      const errors = captureLog("error");
      cleanups.push(async () => errors.restore());
      // Tries 1 s apart for 3 s: pg-boss allows 3 retries, so 4 tries.
      await startQueue(t.handle, { smtpUrl: smtp.url, giveUpSeconds: 3 });
      await t.outbox.enqueue(t.db, [message("Refused until dead")]);

      const retrying = await rowWhen(t.db, "Refused until dead", (r) => r.status !== "queued");
      expect(retrying.status).toBe("retrying");
      expect(retrying.lastError).toContain("SMTP 451");
      const dead = await rowWhen(t.db, "Refused until dead", (r) => r.status === "dead");
      expect(dead.lastError).toContain("SMTP 451");
      expect(dead.sentAt).toBeNull();
      expect(smtp.received).toHaveLength(0);
      // pg-boss counted the tries (the only count), and its job failed for good.
      const job = await mailJob(t.db, dead.id);
      expect(job).toMatchObject({ state: "failed", retry_count: 3, retry_limit: 3 });
      expect((await findDeliveries(t.db, [dead.id])).get(dead.id)?.tries).toBe(4);
      // Each failed try was logged with its number, without the address or the reply text.
      const logged = errors.lines.map((line) => String(line.msg));
      const tries = logged.filter((l) => l.startsWith(`Sending outbox message ${dead.id}`));
      expect(tries.map((l) => /\(try (\d+)\)/.exec(l)?.[1])).toEqual(["1", "2", "3", "4"]);
      expect(errors.text()).not.toContain("@");

      // An operator sends it again once the server accepts: delivered once, tries from zero.
      smtp.refuseWith = null;
      const context = { outbox: t.outbox, linkSecret: TEST_AUTH_SECRET, actorId: "operator" };
      expect(await resendOutboxMessage(t.db, context, dead.id)).toEqual({ queued: 1, refused: [] });
      const sent = await rowWhen(t.db, "Refused until dead", (r) => r.status === "sent");
      expect(sent.lastError).toBeNull();
      expect((await findDeliveries(t.db, [dead.id])).get(dead.id)?.tries).toBe(1);
      await eventually("the message at the SMTP server", async () =>
        smtp.received.length > 0 ? true : undefined,
      );
      expect(smtp.received).toHaveLength(1);
    });

    it("marks a message sent when a later try succeeds, and delivers it once", async () => {
      const smtp = await startSmtp();
      smtp.refuseWith = 451;
      const errors = captureLog("silent");
      cleanups.push(async () => errors.restore());
      await startQueue(t.handle, { smtpUrl: smtp.url, giveUpSeconds: 60 });
      await t.outbox.enqueue(t.db, [message("Refused then accepted")]);

      await rowWhen(t.db, "Refused then accepted", (r) => r.status === "retrying");
      smtp.refuseWith = null;
      const sent = await rowWhen(t.db, "Refused then accepted", (r) => r.status === "sent");
      expect((await findDeliveries(t.db, [sent.id])).get(sent.id)?.tries).toBeGreaterThan(1);
      expect(sent.lastError).toBeNull();
      expect(sent.sentAt).toBeInstanceOf(Date);
      const mail = await smtp.waitFor((m) => m.subject === "Refused then accepted");
      expect(mail.messageId).toBe(`<${sent.id}@${new URL(TEST_MAIL_SITE.url).hostname}>`);
      expect(smtp.received.filter((m) => m.subject === "Refused then accepted")).toHaveLength(1);
    });
  });

  describe("without SMTP_URL", () => {
    const t = setUpTestDatabase();

    it("marks messages 'not sent: SMTP not configured' and sends nothing", async () => {
      const smtp = await startSmtp();
      await startQueue(t.handle, { work: true });
      await t.outbox.enqueue(t.db, [message("No SMTP here")]);

      const row = await rowWhen(t.db, "No SMTP here", (r) => r.status !== "queued");
      expect(row.status).toBe("unconfigured");
      expect(OUTBOX_STATUS_LABELS[row.status]).toBe("not sent: SMTP not configured");
      expect(row.sentAt).toBeNull();
      expect(smtp.received).toHaveLength(0);
    });
  });

  describe("the window between acceptance and the sent mark (issue 38)", () => {
    const t = setUpTestDatabase();

    it("holds one message at a time: a kill can repeat at most the one being sent", async () => {
      const smtp = await startSmtp();
      const inner = createSmtpTransport(smtp.url);
      // At each send's start: the messages whose send started earlier and whose "sent" mark is
      // not committed yet. A kill at that moment could repeat each of them, and this one.
      const started: string[] = [];
      const windows: number[] = [];
      const transport: MailTransport = {
        async send(mail) {
          const earlier = started.slice();
          started.push(/^<([^@]+)@/.exec(mail.messageId ?? "")?.[1] ?? "");
          const unmarked =
            earlier.length === 0
              ? 0
              : await t.db.$count(
                  outboxMessages,
                  and(inArray(outboxMessages.id, earlier), ne(outboxMessages.status, "sent")),
                );
          windows.push(unmarked + 1);
          // A server that takes its time to accept, as a remote one does.
          await new Promise((resolve) => setTimeout(resolve, 30));
          await inner.send(mail);
        },
        close: () => inner.close(),
      };
      const queue = await startJobs(t.handle, {
        site: TEST_MAIL_SITE,
        from: '"SampleTray" <hello@sampletray.example>',
        transport,
        retryDelaySeconds: 1,
        retryDelayMaxSeconds: 1,
        giveUpSeconds: 3,
        work: true,
        pollingIntervalSeconds: 0.5,
      });
      cleanups.push(() => queue.stop());
      await t.db.transaction((tx) =>
        t.outbox.enqueue(
          tx,
          Array.from({ length: 10 }, (_, i) => message(`Window ${i}`)),
        ),
      );
      await eventually("10 messages to be sent", async () => {
        const n = await t.db.$count(outboxMessages, eq(outboxMessages.status, "sent"));
        return n === 10 ? n : undefined;
      });
      expect(smtp.received).toHaveLength(10);
      expect(windows).toHaveLength(10);
      expect(Math.max(...windows)).toBe(1);
    });
  });

  describe.runIf(backend === "postgres")("two workers on two connections", () => {
    const t = setUpTestDatabase();
    // Enough for both workers to take turns many times; the heavy version is npm run check:delivery.
    const COUNT = 60;

    it(`delivers ${COUNT} messages exactly once between them`, async () => {
      const smtp = await startSmtp();
      const url = t.handle.connection.kind === "postgres" ? t.handle.connection.url : "";
      const sentBy: [number, number] = [0, 0];
      const workers: { handle: DatabaseHandle; queue: JobQueue }[] = [];
      for (const index of [0, 1] as const) {
        const handle = await openPostgres(url, 3);
        cleanups.push(() => handle.close());
        const queue = await startJobs(handle, {
          site: TEST_MAIL_SITE,
          from: '"SampleTray" <hello@sampletray.example>',
          transport: counting(createSmtpTransport(smtp.url), () => sentBy[index]++),
          retryDelaySeconds: 1,
          retryDelayMaxSeconds: 1,
          giveUpSeconds: 3,
          work: true,
          pollingIntervalSeconds: 0.5,
        });
        cleanups.push(() => queue.stop());
        workers.push({ handle, queue });
      }

      // Transactions of 10 messages, from the test's own connection.
      for (let batch = 0; batch < COUNT / 10; batch++) {
        await t.db.transaction((tx) =>
          t.outbox.enqueue(
            tx,
            Array.from({ length: 10 }, (_, i) => message(`Two workers ${batch * 10 + i}`)),
          ),
        );
      }
      await eventually(
        `${COUNT} messages to be sent`,
        async () => {
          const n = await t.db.$count(outboxMessages, eq(outboxMessages.status, "sent"));
          return n === COUNT ? n : undefined;
        },
        60_000,
      );
      // Both workers are stopped (gracefully) before counting, so no send is still under way.
      for (const { queue } of workers) await queue.stop();

      const ids = smtp.received.map((m) => m.messageId);
      expect(smtp.received).toHaveLength(COUNT);
      expect(new Set(ids).size).toBe(COUNT);
      expect(sentBy[0] + sentBy[1]).toBe(COUNT);
      expect(sentBy[0]).toBeGreaterThan(0);
      expect(sentBy[1]).toBeGreaterThan(0);
      // Each sent at its first try, as pg-boss counts them.
      const retried = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job
            where name = ${MAIL_QUEUE} and (state <> 'completed' or retry_count <> 0)`,
      );
      expect(Number(retried.rows[0]?.n)).toBe(0);
    }, 90_000);
  });
});

function counting(transport: MailTransport, onSent: () => void): MailTransport {
  return {
    async send(mail) {
      await transport.send(mail);
      onSent();
    },
    close: () => transport.close(),
  };
}
