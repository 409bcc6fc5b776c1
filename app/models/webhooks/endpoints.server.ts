/**
 * A company's webhook endpoints (issue 27): added by an owner with a URL that passes the address
 * check (addresses.server.ts) and the events it wants; its signing secret is made
 * here, returned once and stored sealed (docs/decisions/138), and can be rolled (decision 143).
 * Enabling, disabling, rolling and deleting are audit-logged.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { webhookEndpoints } from "~/db/schema";
import type { Env } from "~/env.server";
import { now as clockNow } from "~/lib/clock";
import { isUuid } from "~/lib/uuid";
import type { Outbox } from "~/mail/outbox.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import {
  type AddressPolicy,
  checkWebhookUrl,
  type Resolver,
} from "~/models/webhooks/addresses.server";
import type { WebhookEvent } from "~/models/webhooks/events";
import { newSigningSecret, sealSecret } from "~/models/webhooks/secrets.server";

/** What sending webhooks needs: the mail outbox, the server's secret, the address policy. */
export interface WebhookContext {
  outbox: Outbox;
  /** AUTH_SECRET: the key the signing secrets are sealed with is derived from it. */
  serverSecret: string;
  policy: AddressPolicy;
}

export function webhookContext(
  env: Pick<Env, "WEBHOOK_ALLOW_PRIVATE">,
  outbox: Outbox,
  serverSecret: string,
  resolve?: Resolver,
): WebhookContext {
  return {
    outbox,
    serverSecret,
    policy: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === "1", resolve },
  };
}

export type CreatedEndpoint =
  | { ok: true; id: string; url: string; secret: string }
  | { ok: false; message: string };

export async function createWebhookEndpoint(
  db: Database,
  context: WebhookContext,
  input: { companyId: string; url: string; events: WebhookEvent[]; userId: string },
): Promise<CreatedEndpoint> {
  const checked = await checkWebhookUrl(input.url, context.policy);
  if (!checked.ok) return checked;
  const secret = newSigningSecret();
  const url = checked.url.toString();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: input.companyId,
        url,
        events: [...new Set(input.events)],
        sealedSecret: sealSecret(secret, context.serverSecret),
        createdBy: input.userId,
      })
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new Error("The endpoint was not stored");
    await audit(tx, input.userId, "webhook.created", input.companyId, row.id, url);
    return { ok: true as const, id: row.id, url, secret };
  });
}

const listColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  createdAt: webhookEndpoints.createdAt,
  consecutiveFailures: webhookEndpoints.consecutiveFailures,
  disabledAt: webhookEndpoints.disabledAt,
  disabledReason: webhookEndpoints.disabledReason,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
};

export function listWebhookEndpoints(db: Database, companyId: string) {
  return db
    .select(listColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

/** One endpoint of the company, or undefined (also for an id that is not a UUID). */
export async function findWebhookEndpoint(db: Database, companyId: string, endpointId: string) {
  if (!isUuid(endpointId)) return undefined;
  const [row] = await db
    .select(listColumns)
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)));
  return row;
}

/** Enables (with a fresh count of failures) or disables an endpoint; false if it is not theirs. */
export async function setWebhookEndpointEnabled(
  db: Database,
  companyId: string,
  endpointId: string,
  isEnabled: boolean,
  userId: string,
): Promise<boolean> {
  if (!isUuid(endpointId)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set(
        isEnabled
          ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0 }
          : { disabledAt: new Date(), disabledReason: "Disabled by an owner" },
      )
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)))
      .returning({ url: webhookEndpoints.url });
    if (!row) return false;
    const action = isEnabled ? "webhook.enabled" : "webhook.disabled";
    await audit(tx, userId, action, companyId, endpointId, row.url);
    return true;
  });
}

export async function deleteWebhookEndpoint(
  db: Database,
  companyId: string,
  endpointId: string,
  userId: string,
): Promise<boolean> {
  if (!isUuid(endpointId)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)))
      .returning({ url: webhookEndpoints.url });
    if (!row) return false;
    await audit(tx, userId, "webhook.deleted", companyId, endpointId, row.url);
    return true;
  });
}

/** How long a rolled secret may keep signing beside the new one. */
export const ROLL_OVERLAP_HOURS = 24;

export type RolledSecret = { url: string; secret: string; previousExpiresAt: Date | null };

/**
 * Replaces the endpoint's signing secret with a new one, returned once. The old one keeps signing
 * beside it (a second signature in `webhook-signature`) for ROLL_OVERLAP_HOURS, or stops at once
 * when `keepOld` is false (a leaked secret); a secret rolled before is dropped. Audit-logged;
 * null when the endpoint is not the company's.
 */
export async function rollWebhookSecret(
  db: Database,
  context: WebhookContext,
  input: { companyId: string; endpointId: string; userId: string; keepOld: boolean },
): Promise<RolledSecret | null> {
  if (!isUuid(input.endpointId)) return null;
  const secret = newSigningSecret();
  const previousExpiresAt = input.keepOld
    ? new Date(clockNow().getTime() + ROLL_OVERLAP_HOURS * 3_600_000)
    : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        sealedSecret: sealSecret(secret, context.serverSecret),
        previousSealedSecret: input.keepOld ? sql`${webhookEndpoints.sealedSecret}` : null,
        previousSecretExpiresAt: previousExpiresAt,
      })
      .where(
        and(
          eq(webhookEndpoints.id, input.endpointId),
          eq(webhookEndpoints.companyId, input.companyId),
        ),
      )
      .returning({ url: webhookEndpoints.url });
    if (!row) return null;
    await audit(
      tx,
      input.userId,
      "webhook.secret_rolled",
      input.companyId,
      input.endpointId,
      row.url,
    );
    return { url: row.url, secret, previousExpiresAt };
  });
}

function audit(
  tx: Database,
  actorId: string,
  action: string,
  companyId: string,
  endpointId: string,
  url: string,
) {
  return recordAudit(tx, {
    actorId,
    action,
    entityType: "webhook_endpoint",
    entityId: endpointId,
    entityLabel: `Webhook endpoint ${new URL(url).host}`,
    companyId,
  });
}
