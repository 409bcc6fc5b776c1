/**
 * Starts the job system (docs/decisions/158): pg-boss on the app's database, every queue created
 * with its retry policy, and, unless MAIL_WORKER=off, this instance's workers. Each instance
 * starts one; what a job does is handed in by whoever starts it (server/app.ts, the tests), so
 * the queues know no model.
 */
import type { DatabaseHandle } from "~/db/client.server";
import { logFailure } from "~/lib/log.server";
import type { DeliveryConfig } from "~/mail/deliver.server";
import type { MailSite } from "~/mail/message";
import type { Outbox } from "~/mail/outbox.server";
import {
  BILLING_SCAN_QUEUE,
  type BillingScanWork,
  createBillingScanQueue,
  queueBillingScan,
  workBillingScans,
} from "./billing-scan.server";
import { startBoss } from "./boss.server";
import {
  createMailQueues,
  DEAD_MAIL_QUEUE,
  MAIL_QUEUE,
  type MailJobResult,
  mailJobs,
  workMail,
} from "./mail.server";
import {
  createPasswordResetQueue,
  PASSWORD_RESET_QUEUE,
  type PasswordResetWork,
  queuePasswordReset,
  workPasswordResets,
} from "./password-resets.server";
import {
  createRatingRequestQueue,
  RATING_REQUEST_QUEUE,
  type RatingRequestWork,
  scheduleRatingRequest,
  workRatingRequests,
} from "./rating-requests.server";
import type { RetryPolicy } from "./retry-policy";
import {
  createWebhookQueues,
  queueWebhooks,
  WEBHOOK_DEAD_QUEUE,
  WEBHOOK_QUEUE,
  WEBHOOK_RETRY_POLICY,
  type WebhookWork,
  workWebhooks,
} from "./webhooks.server";

const QUEUE_NAMES = [
  MAIL_QUEUE,
  DEAD_MAIL_QUEUE,
  RATING_REQUEST_QUEUE,
  PASSWORD_RESET_QUEUE,
  WEBHOOK_QUEUE,
  WEBHOOK_DEAD_QUEUE,
  BILLING_SCAN_QUEUE,
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
  /** Each job's work; a queue whose work is not given is left to another instance. */
  onRatingRequestDue?: RatingRequestWork;
  onBillingScanDue?: BillingScanWork;
  onPasswordResetDue?: PasswordResetWork;
  onWebhookDue?: WebhookWork["onWebhookDue"];
  onWebhookGivenUp?: WebhookWork["onWebhookGivenUp"];
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
  const boss = await startBoss(database, (error) => logFailure("Job queue", error));
  const policies = { mail: options, webhook: options.webhookRetryPolicy ?? WEBHOOK_RETRY_POLICY };
  await createMailQueues(boss, database.db, policies);
  await createRatingRequestQueue(boss, policies);
  await createPasswordResetQueue(boss, policies);
  await createWebhookQueues(boss, policies);
  await createBillingScanQueue(boss, policies);
  let stopped: Promise<void> | undefined;
  const queue: JobQueue = {
    site: options.site,
    ...mailJobs(boss),
    scheduleRatingRequest: (tx, requestId) =>
      scheduleRatingRequest(boss, tx, requestId, options.ratingRequestDelayDays),
    queueWebhooks: (tx, deliveryIds) => queueWebhooks(boss, tx, deliveryIds),
    queuePasswordReset: (tx, email) => queuePasswordReset(boss, tx, email),
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
  if (onBillingScanDue) await workBillingScans(boss, queue, worker, onBillingScanDue);
  if (onRatingRequestDue) await workRatingRequests(boss, queue, worker, onRatingRequestDue);
  if (onPasswordResetDue) await workPasswordResets(boss, queue, worker, onPasswordResetDue);
  const { onWebhookDue, onWebhookGivenUp } = options;
  if (onWebhookDue && onWebhookGivenUp) {
    await workWebhooks(boss, queue, worker, { onWebhookDue, onWebhookGivenUp });
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
