/**
 * The mail queue on pg-boss (docs/decisions/050, 106): jobs live in the app's own database (schema
 * `pgboss`), on PostgreSQL shared by every instance, on PGlite through pg-boss's PGlite adapter.
 * Each instance starts one MailQueue; unless MAIL_WORKER=off it also works the queue.
 */
import { sql } from "drizzle-orm";
import { fromDrizzle, type JobResult, PgBoss } from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { logFailure } from "~/lib/log.server";
import { DEFAULT_RATING_REQUEST_DELAY_DAYS } from "~/lib/ratings";
import {
  type DeliveryConfig,
  deliverJob,
  type MailJob,
  markOutboxMessageDead,
} from "./deliver.server";
import type { MailMessage, MailSite } from "./message";
import type { Outbox } from "./outbox.server";
import {
  BILLING_SCAN_QUEUE,
  bossOptions,
  configureQueues,
  DAY_SECONDS,
  DEAD_MAIL_QUEUE,
  MAIL_QUEUE,
  PASSWORD_RESET_QUEUE,
  QUEUE_NAMES,
  RATING_REQUEST_QUEUE,
  WEBHOOK_DEAD_QUEUE,
  WEBHOOK_QUEUE,
} from "./queue-setup.server";
import type { RetryPolicy } from "./retry-policy";
import { storedMessage } from "./secret-links";

export {
  DEAD_MAIL_QUEUE,
  MAIL_QUEUE,
  PASSWORD_RESET_QUEUE,
  RATING_REQUEST_QUEUE,
  WEBHOOK_QUEUE,
} from "./queue-setup.server";

/** Jobs one worker fetches at once; each is settled on its own (perJobResults). */
const BATCH_SIZE = 10;

export interface MailQueueOptions
  extends Omit<DeliveryConfig, "messageIdDomain" | "isMarkedOnSendingConnection">,
    RetryPolicy {
  site: MailSite;
  /** Whether this instance sends (false: it only queues). */
  work: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /** Days from a request's completion to the e-mail asking for a rating (RATING_REQUEST_DELAY_DAYS). */
  ratingRequestDelayDays?: number;
  /**
   * Writes the rating request of a completed request once its job is due (docs/decisions/092);
   * handed in by whoever starts the queue, so the queue knows no model. Without it this instance
   * leaves those jobs to another.
   */
  onRatingRequestDue?: (outbox: Outbox, requestId: string) => Promise<unknown>;
  /** Runs the billing scan (trial reminders, lapses); as above, without it none is worked here. */
  onBillingScanDue?: (outbox: Outbox) => Promise<unknown>;
  /** Sends a reset link if the address has an account; as above, without it none is worked here. */
  onPasswordResetDue?: (outbox: Outbox, email: string) => Promise<unknown>;
  /**
   * Tries one webhook delivery (issue 27); throws when the try failed, so that pg-boss retries it
   * by `webhookRetryPolicy`; `onWebhookGivenUp` hears of one it gave up on. As above, without
   * them none is worked here.
   */
  onWebhookDue?: (outbox: Outbox, deliveryId: string) => Promise<unknown>;
  onWebhookGivenUp?: (deliveryId: string) => Promise<unknown>;
  /** How webhooks are retried (default WEBHOOK_RETRY_POLICY: over about a day). */
  webhookRetryPolicy?: RetryPolicy;
  /** Told how each mail job this instance worked ended (the metrics count them). */
  onMailJobSettled?: (result: MailJobResult) => void;
}

/** How a mail job ended here: its message sent, a failed try, given up, or kept unsent (no SMTP). */
export type MailJobResult = "sent" | "failed" | "dead" | "unconfigured";

/** A queue's jobs waiting (due now or later) and being worked, as pg-boss last counted them. */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
}

export interface MailQueue extends Outbox {
  /** Stops working the queue and closes pg-boss (the database stays open). */
  stop(): Promise<void>;
  /** True from a successful start until stop() is called (the readiness check asks). */
  isStarted(): boolean;
  /** Queues a billing scan now (the test clock, after moving time). */
  queueBillingScan(): Promise<void>;
  /** Every queue's depth, from pg-boss's counts (refreshed by its monitor, every 15 s). */
  queueDepths(): Promise<QueueDepth[]>;
}

interface RatingRequestJob {
  requestId: string;
}

interface PasswordResetJob {
  email: string;
}

interface WebhookJob {
  deliveryId: string;
}

type MailWorkOptions = {
  pollingIntervalSeconds: number;
  batchSize: number;
  burstWhenBatchFull: true;
  perJobResults: true;
  localConcurrency: number;
};

export async function startMailQueue(
  database: DatabaseHandle,
  options: MailQueueOptions,
): Promise<MailQueue> {
  const boss = new PgBoss(bossOptions(database));
  boss.on("error", (error) => logFailure("Mail queue", error));
  await boss.start();
  await configureQueues(boss, database.db, options, options.webhookRetryPolicy);
  const delivery: DeliveryConfig = {
    transport: options.transport,
    from: options.from,
    messageIdDomain: new URL(options.site.url).hostname,
    isMarkedOnSendingConnection: database.connection.kind === "postgres",
  };
  // A message's job has the message's id, so its tries are found by key (outbox-deliveries).
  const insertJobs = (tx: Database, messageIds: readonly string[]) =>
    boss.insert(
      MAIL_QUEUE,
      messageIds.map((messageId) => ({ id: messageId, data: { messageId } })),
      { db: fromDrizzle(tx, sql) },
    );
  const sending = new Set<string>();
  let stopped: Promise<void> | undefined;
  const queue: MailQueue = {
    site: options.site,
    async enqueue(tx: Database, messages: readonly MailMessage[]) {
      if (messages.length === 0) return;
      const rows = await tx
        .insert(outboxMessages)
        .values(messages.map(storedMessage))
        .returning({ id: outboxMessages.id });
      await insertJobs(
        tx,
        rows.map((row) => row.id),
      );
    },
    async requeue(tx: Database, messageIds: readonly string[]) {
      if (messageIds.length === 0) return;
      // The finished job of the earlier sending gives way to the new one (same id).
      await boss.deleteJob(MAIL_QUEUE, [...messageIds], { db: fromDrizzle(tx, sql) });
      await insertJobs(tx, messageIds);
    },
    async scheduleRatingRequest(tx: Database, requestId: string) {
      const delayDays = options.ratingRequestDelayDays ?? DEFAULT_RATING_REQUEST_DELAY_DAYS;
      await boss.insert(
        RATING_REQUEST_QUEUE,
        [
          {
            data: { requestId },
            startAfter: new Date(Date.now() + delayDays * DAY_SECONDS * 1000),
          },
        ],
        { db: fromDrizzle(tx, sql) },
      );
    },
    async queueWebhooks(tx: Database, deliveryIds: readonly string[]) {
      if (deliveryIds.length === 0) return;
      const jobs = deliveryIds.map((id) => ({ id, data: { deliveryId: id } satisfies WebhookJob }));
      await boss.insert(WEBHOOK_QUEUE, jobs, { db: fromDrizzle(tx, sql) });
    },
    async queuePasswordReset(tx: Database, email: string) {
      const job: PasswordResetJob = { email };
      await boss.insert(PASSWORD_RESET_QUEUE, [{ data: job }], { db: fromDrizzle(tx, sql) });
    },
    async queueBillingScan() {
      await boss.send(BILLING_SCAN_QUEUE, {});
    },
    isStarted: () => stopped === undefined,
    async queueDepths() {
      const queues = await boss.getQueues(QUEUE_NAMES);
      return queues.map((q) => ({ queue: q.name, queued: q.queuedCount, active: q.activeCount }));
    },
    stop() {
      stopped ??= boss
        .stop({ graceful: true, timeout: 10_000, close: true })
        .finally(() => options.transport?.close());
      return stopped;
    },
  };
  if (!options.work) return queue;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const { onRatingRequestDue, onPasswordResetDue, onBillingScanDue } = options;
  if (onBillingScanDue) {
    await boss.work(BILLING_SCAN_QUEUE, { pollingIntervalSeconds }, () => onBillingScanDue(queue));
  }
  // Idempotent: a second rating job for the same request (or a retry) finds its link and stops.
  if (onRatingRequestDue) {
    await boss.work<RatingRequestJob>(RATING_REQUEST_QUEUE, { pollingIntervalSeconds }, ([job]) =>
      job ? onRatingRequestDue(queue, job.data.requestId) : Promise.resolve(),
    );
  }
  if (onPasswordResetDue) {
    await boss.work<PasswordResetJob>(PASSWORD_RESET_QUEUE, { pollingIntervalSeconds }, ([job]) =>
      job ? onPasswordResetDue(queue, job.data.email) : Promise.resolve(),
    );
  }
  const { onWebhookDue, onWebhookGivenUp } = options;
  if (onWebhookDue && onWebhookGivenUp) {
    await boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds }, ([job]) =>
      job ? onWebhookDue(queue, job.data.deliveryId) : Promise.resolve(),
    );
    await boss.work<WebhookJob>(WEBHOOK_DEAD_QUEUE, { pollingIntervalSeconds }, ([job]) =>
      job ? onWebhookGivenUp(job.data.deliveryId) : Promise.resolve(),
    );
  }
  const settled = options.onMailJobSettled ?? (() => {});
  await boss.work<MailJob>(DEAD_MAIL_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    await markOutboxMessageDead(database.db, job.data.messageId);
    settled("dead");
  });
  await boss.work<MailJob, JobResult, MailWorkOptions>(
    MAIL_QUEUE,
    {
      pollingIntervalSeconds,
      batchSize: BATCH_SIZE,
      // While fetches come back full there is a backlog: fetch again at once, not after the
      // polling interval (with batchSize 1 a worker sent at most one message per interval).
      burstWhenBatchFull: true,
      perJobResults: true,
      localConcurrency: 1,
    },
    async (jobs) => {
      const deliver = async (job: (typeof jobs)[number]) => {
        const result = await deliverJob(database.db, sending, job, delivery);
        if (result.status === "failed") settled("failed");
        else settled(delivery.transport ? "sent" : "unconfigured");
        return result;
      };
      // One message at a time: at most one is between the SMTP server's acceptance and its
      // "sent" mark, so a kill repeats at most one message (docs/decisions/153).
      const results: JobResult[] = [];
      for (const job of jobs) results.push(await deliver(job));
      return results;
    },
  );
  return queue;
}
