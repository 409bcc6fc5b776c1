/**
 * The webhook queue (issue 27, docs/decisions/138): a job per delivery (the job has the
 * delivery's id), written in the transaction of the lead's change; a try that fails throws, so
 * pg-boss retries it by WEBHOOK_RETRY_POLICY; one it gives up on moves to WEBHOOK_DEAD_QUEUE,
 * whose worker marks the delivery given up. The tries themselves are app/models/webhooks'.
 */
import type { PgBoss } from "pg-boss";
import type { Database } from "~/db/client.server";
import { DAY_SECONDS, defineQueue } from "./boss.server";
import type { RetryPolicy } from "./retry-policy";

/** Webhooks are retried with back-off over about a day: 30 s doubling to 4 h, for 24 h. */
export const WEBHOOK_RETRY_POLICY: RetryPolicy = {
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 4 * 60 * 60,
  giveUpSeconds: DAY_SECONDS,
};

type WebhookJob = { deliveryId: string };

export const WEBHOOK_DEAD_QUEUE = "webhook-dead";
export const deadWebhooks = defineQueue<WebhookJob>(WEBHOOK_DEAD_QUEUE, (p) => p.webhook);
export const webhooks = defineQueue<WebhookJob>("webhook", (p) => p.webhook, WEBHOOK_DEAD_QUEUE);
export const WEBHOOK_QUEUE = webhooks.name;

/** Queues, in `tx`, deliveries already stored: one job each, with the delivery's id. */
export async function queueWebhooks(boss: PgBoss, tx: Database, deliveryIds: readonly string[]) {
  if (deliveryIds.length === 0) return;
  await webhooks.insert(
    boss,
    tx,
    deliveryIds.map((id) => ({ id, data: { deliveryId: id } })),
  );
}
