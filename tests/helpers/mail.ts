/**
 * The mail queue in tests: a real pg-boss queue on the test database, with or without a worker
 * sending to a real test SMTP server (tests/helpers/smtp.ts).
 */
import { sql } from "drizzle-orm";
import { sendPasswordReset } from "~/auth-requests.server";
import type { DatabaseHandle } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { MAIL_QUEUE } from "~/jobs/mail.server";
import { PASSWORD_RESET_QUEUE } from "~/jobs/password-resets.server";
import { type JobQueue, startJobs } from "~/jobs/start.server";
import type { MailSite } from "~/mail/message";
import type { Outbox } from "~/mail/outbox.server";
import { openSecrets } from "~/mail/secret-links";
import { createSmtpTransport } from "~/mail/transport.server";
import { createAuth } from "~/models/accounts/account-auth.server";
import { sendRatingRequest } from "~/models/ratings/rating-request.server";
import { markWebhookGivenUp, workWebhookDelivery } from "~/models/webhooks/delivery.server";
import { webhookContext } from "~/models/webhooks/endpoints.server";
import { TEST_AUTH_SECRET } from "./factories";

export const TEST_MAIL_SITE: MailSite = {
  name: "SampleTray",
  url: "http://localhost:3000",
  contactEmail: "hello@sampletray.example",
  leadsFallbackEmail: "leads@sampletray.example",
};

/** The configuration the reset worker's better-auth runs with (as createTestContext's). */
const TEST_AUTH_ENV = parseEnv({ NODE_ENV: "test", SITE_URL: TEST_MAIL_SITE.url });

export interface TestQueueOptions {
  /** Send through this SMTP URL; without it, messages end "not sent: SMTP not configured". */
  smtpUrl?: string;
  /** Work the queue in this process (default: only when smtpUrl is given). */
  work?: boolean;
  /** How long a message is tried (default: 3 s, after tries 1 s apart). */
  giveUpSeconds?: number;
  /** Days from completion to the rating e-mail (default 7, as in production). */
  ratingRequestDelayDays?: number;
  /** WEBHOOK_ALLOW_PRIVATE for the webhook worker (default "1": the test receivers are local). */
  webhookAllowPrivate?: "0" | "1";
}

export function startTestMailQueue(
  handle: DatabaseHandle,
  options: TestQueueOptions = {},
): Promise<JobQueue> {
  return startJobs(handle, {
    site: TEST_MAIL_SITE,
    from: '"SampleTray" <hello@sampletray.example>',
    transport: options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
    giveUpSeconds: options.giveUpSeconds ?? 3,
    work: options.work ?? Boolean(options.smtpUrl),
    pollingIntervalSeconds: 0.5,
    ...(options.ratingRequestDelayDays === undefined
      ? {}
      : { ratingRequestDelayDays: options.ratingRequestDelayDays }),
    onRatingRequestDue: (outbox, requestId) => sendRatingRequest(handle.db, outbox, requestId),
    onPasswordResetDue: (outbox, email) =>
      sendPasswordReset(createAuth(handle.db, TEST_AUTH_ENV, TEST_AUTH_SECRET, outbox), email),
    // Webhooks are retried 1 s apart for 3 s, as mail is here.
    webhookRetryPolicy: { retryDelaySeconds: 1, retryDelayMaxSeconds: 1, giveUpSeconds: 3 },
    onWebhookDue: (outbox, deliveryId) => {
      const env = { WEBHOOK_ALLOW_PRIVATE: options.webhookAllowPrivate ?? "1" } as const;
      return workWebhookDelivery(
        handle.db,
        webhookContext(env, outbox, TEST_AUTH_SECRET),
        deliveryId,
      );
    },
    onWebhookGivenUp: (deliveryId) => markWebhookGivenUp(handle.db, deliveryId),
  });
}

/** The queue each test database was opened with (setUpTestDatabase), for createTestContext. */
export const testOutboxes = new WeakMap<object, Outbox>();

/** For a database that has no queue (e.g. one the test closed): enqueuing is a test error. */
export const noOutbox: Outbox = {
  site: TEST_MAIL_SITE,
  enqueue: async () => {
    throw new Error("This test database has no mail queue; open it with setUpTestDatabase");
  },
  scheduleRatingRequest: async () => {
    throw new Error("This test database has no mail queue; open it with setUpTestDatabase");
  },
  requeue: async () => {
    throw new Error("This test database has no mail queue; open it with setUpTestDatabase");
  },
  queuePasswordReset: async () => {
    throw new Error("This test database has no mail queue; open it with setUpTestDatabase");
  },
  queueWebhooks: async () => {
    throw new Error("This test database has no mail queue; open it with setUpTestDatabase");
  },
  queueDigest: async () => {
    throw new Error("This test database has no mail queue; open it with setUpTestDatabase");
  },
};

/**
 * A stored message's text as it goes out: its secret links whole (they are stored redacted,
 * their tokens apart, until the message is sent; app/mail/secret-links.ts).
 */
export function textAsSent(row: { textBody: string; secrets: string[] | null }): string {
  return openSecrets({ text: row.textBody, html: "", headers: {} }, row.secrets).text;
}

/** A message's delivery job as pg-boss keeps it (the job has the message's id). */
export async function mailJob(db: DatabaseHandle["db"], messageId: string) {
  const result = await db.execute<{
    state: string;
    retry_count: number;
    retry_limit: number;
    start_after: Date | string;
  }>(
    sql`select state::text, retry_count, retry_limit, start_after from pgboss.job
        where name = ${MAIL_QUEUE} and id = ${messageId}::uuid`,
  );
  return result.rows[0];
}

/** The "Forgot password?" jobs queued for an address, and their states (decision 114). */
export async function passwordResetJobs(db: DatabaseHandle["db"], email: string) {
  const result = await db.execute<{ state: string }>(
    sql`select state::text from pgboss.job
        where name = ${PASSWORD_RESET_QUEUE} and data->>'email' = ${email}`,
  );
  return result.rows.map((row) => row.state);
}

/** Waits until every "Forgot password?" job for the address has run (a worker must be on). */
export async function waitForPasswordResets(db: DatabaseHandle["db"], email: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const states = await passwordResetJobs(db, email);
    if (states.length > 0 && states.every((state) => state === "completed")) return;
    if (Date.now() > deadline) throw new Error(`password-reset jobs still ${states.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
