/**
 * The webhook queue (issue 27, docs/decisions/138): a job per delivery (the job has the
 * delivery's id), written in the transaction of the lead's change; a try that fails throws, so
 * pg-boss retries it by WEBHOOK_RETRY_POLICY; one it gives up on moves to WEBHOOK_DEAD_QUEUE,
 * whose worker marks the delivery given up. The tries themselves are app/models/webhooks'.
 */
import type { PgBoss } from "pg-boss";
import type { Database } from "~/db/client.server";
import type { Outbox } from "~/mail/outbox.server";
import {
  applyQueue,
  DAY_SECONDS,
  inTransaction,
  queueSettings,
  type RetryPolicies,
  type WorkerSettings,
} from "./boss.server";
import type { RetryPolicy } from "./retry-policy";

export const WEBHOOK_QUEUE = "webhook";
export const WEBHOOK_DEAD_QUEUE = "webhook-dead";

/** Webhooks are retried with back-off over about a day: 30 s doubling to 4 h, for 24 h. */
export const WEBHOOK_RETRY_POLICY: RetryPolicy = {
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 4 * 60 * 60,
  giveUpSeconds: DAY_SECONDS,
};

interface WebhookJob {
  deliveryId: string;
}

export interface WebhookWork {
  /** Tries one delivery; throws when the try failed, so that pg-boss retries it. */
  onWebhookDue: (outbox: Outbox, deliveryId: string) => Promise<unknown>;
  /** Hears of a delivery pg-boss gave up on. */
  onWebhookGivenUp: (deliveryId: string) => Promise<unknown>;
}

export async function createWebhookQueues(boss: PgBoss, policies: RetryPolicies) {
  const settings = queueSettings(policies.webhook);
  await applyQueue(boss, WEBHOOK_DEAD_QUEUE, settings);
  await applyQueue(boss, WEBHOOK_QUEUE, { ...settings, deadLetter: WEBHOOK_DEAD_QUEUE });
}

/** Queues, in `tx`, deliveries already stored: one job each, with the delivery's id. */
export async function queueWebhooks(boss: PgBoss, tx: Database, deliveryIds: readonly string[]) {
  if (deliveryIds.length === 0) return;
  const jobs = deliveryIds.map((id) => ({ id, data: { deliveryId: id } satisfies WebhookJob }));
  await boss.insert(WEBHOOK_QUEUE, jobs, inTransaction(tx));
}

export async function workWebhooks(
  boss: PgBoss,
  outbox: Outbox,
  { pollingIntervalSeconds }: WorkerSettings,
  { onWebhookDue, onWebhookGivenUp }: WebhookWork,
) {
  await boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds }, ([job]) =>
    job ? onWebhookDue(outbox, job.data.deliveryId) : Promise.resolve(),
  );
  await boss.work<WebhookJob>(WEBHOOK_DEAD_QUEUE, { pollingIntervalSeconds }, ([job]) =>
    job ? onWebhookGivenUp(job.data.deliveryId) : Promise.resolve(),
  );
}
