/**
 * The mail queue in tests: a real pg-boss queue on the test database, with or without a worker
 * sending to a real test SMTP server (tests/helpers/smtp.ts).
 */
import type { DatabaseHandle } from "~/db/client.server";
import type { MailSite } from "~/mail/message";
import type { Outbox } from "~/mail/outbox.server";
import { type MailQueue, startMailQueue } from "~/mail/queue.server";
import { createSmtpTransport } from "~/mail/transport.server";

export const TEST_MAIL_SITE: MailSite = {
  name: "SampleTray",
  url: "http://localhost:3000",
  contactEmail: "hello@sampletray.example",
  leadsFallbackEmail: "leads@sampletray.example",
};

export interface TestQueueOptions {
  /** Send through this SMTP URL; without it, messages end "not sent: SMTP not configured". */
  smtpUrl?: string;
  /** Work the queue in this process (default: only when smtpUrl is given). */
  work?: boolean;
  maxTries?: number;
  /** Days from completion to the rating e-mail (default 7, as in production). */
  ratingRequestDelayDays?: number;
}

export function startTestMailQueue(
  handle: DatabaseHandle,
  options: TestQueueOptions = {},
): Promise<MailQueue> {
  return startMailQueue(handle, {
    site: TEST_MAIL_SITE,
    from: '"SampleTray" <hello@sampletray.example>',
    transport: options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null,
    maxTries: options.maxTries ?? 3,
    retryDelaySeconds: 1,
    work: options.work ?? Boolean(options.smtpUrl),
    pollingIntervalSeconds: 0.5,
    ...(options.ratingRequestDelayDays === undefined
      ? {}
      : { ratingRequestDelayDays: options.ratingRequestDelayDays }),
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
};
