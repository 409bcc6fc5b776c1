/**
 * Starts the job system (docs/decisions/158): pg-boss on the app's database, every queue created
 * with its retry policy, and, unless MAIL_WORKER=off, this instance's workers. Each instance
 * starts one; what a job does is handed in by whoever starts it (server/app.ts, the tests), so
 * the queues know no model.
 */
import type { DatabaseHandle } from "~/db/client.server";
import { DEFAULT_DIGEST_CRON } from "~/lib/digest";
import { repeatedFailureLog } from "~/lib/repeated-failures.server";
import type { DeliveryConfig } from "~/mail/deliver.server";
import type { MailSite } from "~/mail/message";
import type { Outbox } from "~/mail/outbox.server";
import {
  BILLING_SCAN_QUEUE,
  billingScans,
  createBillingScanQueue,
  queueBillingScan,
} from "./billing-scan.server";
import { startBoss } from "./boss.server";
import { createDigestQueue, DIGEST_QUEUE, digests, queueDigest } from "./digest.server";
import {
  createMailQueues,
  DEAD_MAIL_QUEUE,
  MAIL_QUEUE,
  type MailJobResult,
  mailJobs,
  workMail,
} from "./mail.server";
import { PASSWORD_RESET_QUEUE, passwordResets } from "./password-resets.server";
import {
  RATING_REQUEST_QUEUE,
  ratingRequests,
  scheduleRatingRequest,
} from "./rating-requests.server";
import type { RetryPolicy } from "./retry-policy";
import {
  deadWebhooks,
  queueWebhooks,
  WEBHOOK_DEAD_QUEUE,
  WEBHOOK_QUEUE,
  WEBHOOK_RETRY_POLICY,
  webhooks,
} from "./webhooks.server";

const QUEUE_NAMES = [
  MAIL_QUEUE,
  DEAD_MAIL_QUEUE,
  RATING_REQUEST_QUEUE,
  PASSWORD_RESET_QUEUE,
  WEBHOOK_QUEUE,
  WEBHOOK_DEAD_QUEUE,
  BILLING_SCAN_QUEUE,
  DIGEST_QUEUE,
];

export interface JobQueueOptions
  extends Omit<DeliveryConfig, "messageIdDomain" | "isMarkedOnSendingConnection">,
    RetryPolicy {
  site: MailSite;
  /** Whether this instance works the queues (false: it only queues). */
  work: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /** Days from a request's completion to the e-mail asking for a rating (RATING_REQUEST_DELAY_DAYS). */
  ratingRequestDelayDays?: number;
  /**
   * What each job does; a queue whose work is not given is left to another instance. Writes the
   * rating request of a completed request once its job is due (docs/decisions/092).
   */
  onRatingRequestDue?: (outbox: Outbox, requestId: string) => Promise<unknown>;
  /** When the digest runs (DIGEST_CRON; default Mondays 14:00 UTC). */
  digestCron?: string;
  /** Runs the digest and the alerts (a new run, or the rest of a killed one). */
  onDigestDue?: (outbox: Outbox, startedBy: string | null) => Promise<unknown>;
  /** Runs the billing scan (trial reminders, lapses). */
  onBillingScanDue?: (outbox: Outbox) => Promise<unknown>;
  /** Sends a reset link if the address has an account. */
  onPasswordResetDue?: (outbox: Outbox, email: string) => Promise<unknown>;
  /**
   * Tries one webhook delivery (issue 27); throws when the try failed, so that pg-boss retries it
   * by `webhookRetryPolicy`; `onWebhookGivenUp` hears of one it gave up on.
   */
  onWebhookDue?: (outbox: Outbox, deliveryId: string) => Promise<unknown>;
  onWebhookGivenUp?: (deliveryId: string) => Promise<unknown>;
  /** How webhooks are retried (default WEBHOOK_RETRY_POLICY: over about a day). */
  webhookRetryPolicy?: RetryPolicy;
  /** Told how each mail job this instance worked ended (the metrics count them). */
  onMailJobSettled?: (result: MailJobResult) => void;
}

/** A queue's jobs waiting (due now or later) and being worked, as pg-boss last counted them. */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
}

export interface JobQueue extends Outbox {
  /** Stops working the queues and closes pg-boss (the database stays open). */
  stop(): Promise<void>;
  /** True from a successful start until stop() is called (the readiness check asks). */
  isStarted(): boolean;
  /** Queues a billing scan now (the test clock, after moving time). */
  queueBillingScan(): Promise<void>;
  /** Every queue's depth, from pg-boss's counts (refreshed by its monitor, every 15 s). */
  queueDepths(): Promise<QueueDepth[]>;
}

export async function startJobs(
  database: DatabaseHandle,
  options: JobQueueOptions,
): Promise<JobQueue> {
  // While the database is away pg-boss fails several times a second: one line a minute per cause.
  const logRepeated = repeatedFailureLog();
  const boss = await startBoss(database, (error) => logRepeated("Job queue", error));
  const policies = { mail: options, webhook: options.webhookRetryPolicy ?? WEBHOOK_RETRY_POLICY };
  await createMailQueues(boss, database.db, policies);
  await ratingRequests.create(boss, policies);
  await passwordResets.create(boss, policies);
  await deadWebhooks.create(boss, policies);
  await webhooks.create(boss, policies);
  await createBillingScanQueue(boss, policies);
  await createDigestQueue(boss, policies, options.digestCron ?? DEFAULT_DIGEST_CRON);
  let stopped: Promise<void> | undefined;
  const queue: JobQueue = {
    site: options.site,
    ...mailJobs(boss),
    scheduleRatingRequest: (tx, requestId) =>
      scheduleRatingRequest(boss, tx, requestId, options.ratingRequestDelayDays),
    queueWebhooks: (tx, deliveryIds) => queueWebhooks(boss, tx, deliveryIds),
    queuePasswordReset: (tx, email) => passwordResets.insert(boss, tx, [{ data: { email } }]),
    queueDigest: (tx, startedBy) => queueDigest(boss, tx, startedBy),
    queueBillingScan: () => queueBillingScan(boss),
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
  const worker = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
  const { onRatingRequestDue, onPasswordResetDue, onBillingScanDue } = options;
  if (onBillingScanDue) await billingScans.work(boss, worker, () => onBillingScanDue(queue));
  const { onDigestDue } = options;
  if (onDigestDue) await digests.work(boss, worker, (job) => onDigestDue(queue, job.startedBy));
  if (onRatingRequestDue) {
    await ratingRequests.work(boss, worker, (job) => onRatingRequestDue(queue, job.requestId));
  }
  if (onPasswordResetDue) {
    await passwordResets.work(boss, worker, (job) => onPasswordResetDue(queue, job.email));
  }
  const { onWebhookDue, onWebhookGivenUp } = options;
  if (onWebhookDue && onWebhookGivenUp) {
    await webhooks.work(boss, worker, (job) => onWebhookDue(queue, job.deliveryId));
    await deadWebhooks.work(boss, worker, (job) => onWebhookGivenUp(job.deliveryId));
  }
  const delivery: DeliveryConfig = {
    transport: options.transport,
    from: options.from,
    messageIdDomain: new URL(options.site.url).hostname,
    isMarkedOnSendingConnection: database.connection.kind === "postgres",
  };
  await workMail(boss, database, delivery, {
    ...worker,
    onSettled: options.onMailJobSettled ?? (() => {}),
  });
  return queue;
}
