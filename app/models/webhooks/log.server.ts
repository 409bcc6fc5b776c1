/** An endpoint's delivery log (issue 27): its latest tries, newest first, with their event. */
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { webhookAttempts, webhookDeliveries } from "~/db/schema";

export const WEBHOOK_LOG_LENGTH = 50;

/** A delivery attempt as the endpoint's log shows it. */
const attemptColumns = {
  id: webhookAttempts.id,
  deliveryId: webhookAttempts.deliveryId,
  eventType: webhookDeliveries.eventType,
  state: webhookDeliveries.state,
  attempt: webhookAttempts.attempt,
  isSuccess: webhookAttempts.isSuccess,
  statusCode: webhookAttempts.statusCode,
  durationMs: webhookAttempts.durationMs,
  error: webhookAttempts.error,
  responseSnippet: webhookAttempts.responseSnippet,
  attemptedAt: webhookAttempts.attemptedAt,
};

export function listWebhookAttempts(db: Database, endpointId: string) {
  return db
    .select(attemptColumns)
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(eq(webhookAttempts.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.attempt))
    .limit(WEBHOOK_LOG_LENGTH);
}
