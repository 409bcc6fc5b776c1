/**
 * Trying webhook deliveries (issue 27): the queue's worker (`workWebhookDelivery`, retried by
 * pg-boss while it throws), "Send test event" (a ping, at once) and "Resend" (again, at once) all
 * go through `attemptDelivery`, which sends (send.server.ts), logs the try and
 * counts the endpoint's failures in a row: the 20th disables it and e-mails its owners, in the
 * same transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  companies,
  companyMembers,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "~/db/schema";
import { now as clockNow } from "~/lib/clock";
import { isUuid } from "~/lib/uuid";
import { webhookDisabledMessage } from "~/mail/messages/webhook-disabled";
import { PING_EVENT, WEBHOOK_FAILURES_TO_DISABLE } from "~/models/webhooks/events";
import { webhookPayload } from "~/models/webhooks/payload.server";
import { openSecret } from "~/models/webhooks/secrets.server";
import { type SendResult, sendWebhook } from "~/models/webhooks/send.server";
import type { WebhookContext } from "./endpoints.server";

export class WebhookAttemptFailed extends Error {
  override name = "WebhookAttemptFailed";
}

/** A delivery with what sending it needs of its endpoint. */
const deliveryColumns = {
  payload: webhookDeliveries.payload,
  endpointId: webhookEndpoints.id,
  url: webhookEndpoints.url,
  sealedSecret: webhookEndpoints.sealedSecret,
  previousSealedSecret: webhookEndpoints.previousSealedSecret,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
  disabledAt: webhookEndpoints.disabledAt,
};

/** One try of a stored delivery; null when there is nothing to send (gone, or disabled). */
export async function attemptDelivery(
  db: Database,
  context: WebhookContext,
  deliveryId: string,
  options: { evenIfDisabled?: boolean } = {},
): Promise<SendResult | null> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row) return null;
  if (row.disabledAt && !options.evenIfDisabled) {
    await setState(db, deliveryId, "skipped");
    return null;
  }
  const secret = openSecret(row.sealedSecret, context.serverSecret);
  const result: SendResult = secret
    ? await sendWebhook(
        {
          url: row.url,
          secrets: [secret, ...rolledSecret(row, context.serverSecret)],
          id: deliveryId,
          body: JSON.stringify(row.payload),
        },
        context.policy,
      )
    : {
        isSuccess: false,
        statusCode: null,
        durationMs: 0,
        error:
          "Not sent: the signing secret cannot be read (AUTH_SECRET changed?); roll the secret",
        responseSnippet: null,
      };
  await recordAttempt(db, context, deliveryId, row.endpointId, result);
  return result;
}

/** The secret a roll replaced, while it still signs beside the new one (decision 143). */
function rolledSecret(
  row: { previousSealedSecret: string | null; previousSecretExpiresAt: Date | null },
  serverSecret: string,
): string[] {
  const { previousSealedSecret: sealed, previousSecretExpiresAt: expiresAt } = row;
  if (!sealed || !expiresAt || expiresAt <= clockNow()) return [];
  const secret = openSecret(sealed, serverSecret);
  return secret ? [secret] : [];
}

async function recordAttempt(
  db: Database,
  context: WebhookContext,
  deliveryId: string,
  endpointId: string,
  result: SendResult,
) {
  await db.transaction(async (tx) => {
    const [{ count = 0 } = {}] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, deliveryId));
    await tx.insert(webhookAttempts).values({
      deliveryId,
      endpointId,
      attempt: count + 1,
      isSuccess: result.isSuccess,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      responseSnippet: result.responseSnippet,
    });
    await setState(tx, deliveryId, result.isSuccess ? "delivered" : "failing");
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        consecutiveFailures: result.isSuccess
          ? 0
          : sql`${webhookEndpoints.consecutiveFailures} + 1`,
      })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (
      endpoint &&
      !endpoint.disabledAt &&
      endpoint.consecutiveFailures >= WEBHOOK_FAILURES_TO_DISABLE
    ) {
      await disableFailingEndpoint(tx, context, endpoint);
    }
  });
}

async function disableFailingEndpoint(
  tx: Database,
  context: WebhookContext,
  endpoint: typeof webhookEndpoints.$inferSelect,
) {
  const failures = endpoint.consecutiveFailures;
  await tx
    .update(webhookEndpoints)
    .set({ disabledAt: new Date(), disabledReason: `Failed ${failures} times in a row` })
    .where(eq(webhookEndpoints.id, endpoint.id));
  const owners = await tx
    .select({ email: users.email, companyName: companies.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, endpoint.companyId), eq(companyMembers.role, "owner")));
  await context.outbox.enqueue(
    tx,
    owners.map((owner) =>
      webhookDisabledMessage(context.outbox.site, owner.email, {
        companyId: endpoint.companyId,
        companyName: owner.companyName,
        endpointId: endpoint.id,
        url: endpoint.url,
        failures,
      }),
    ),
  );
}

function setState(db: Database, deliveryId: string, state: string) {
  return db.update(webhookDeliveries).set({ state }).where(eq(webhookDeliveries.id, deliveryId));
}

/** The queue's worker: one try; throws when it failed, so pg-boss retries it later. */
export async function workWebhookDelivery(
  db: Database,
  context: WebhookContext,
  deliveryId: string,
): Promise<void> {
  const result = await attemptDelivery(db, context, deliveryId);
  if (result && !result.isSuccess) {
    throw new WebhookAttemptFailed(result.error ?? `The endpoint answered ${result.statusCode}`);
  }
}

/** pg-boss gave up on a delivery (its retries spanned about a day). */
export async function markWebhookGivenUp(db: Database, deliveryId: string): Promise<void> {
  await setState(db, deliveryId, "given up");
}

/** "Send test event": a signed ping to the endpoint, now, whatever its state; logged like any. */
export async function sendTestEvent(
  db: Database,
  context: WebhookContext,
  companyId: string,
  endpointId: string,
): Promise<SendResult | null> {
  if (!isUuid(endpointId)) return null;
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)));
  if (!endpoint) return null;
  const payload = webhookPayload(PING_EVENT, { message: "A test event from SampleTray." });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventType: PING_EVENT, payload })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) return null;
  return attemptDelivery(db, context, delivery.id, { evenIfDisabled: true });
}

/** "Resend": one delivery of the company's endpoint, again, at once (same webhook-id). */
export async function resendDelivery(
  db: Database,
  context: WebhookContext,
  companyId: string,
  endpointId: string,
  deliveryId: string,
): Promise<SendResult | null> {
  if (!isUuid(deliveryId) || !isUuid(endpointId)) return null;
  const [delivery] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.companyId, companyId),
      ),
    );
  if (!delivery) return null;
  return attemptDelivery(db, context, delivery.id, { evenIfDisabled: true });
}
