/**
 * A professional's alerts (docs/decisions/170): up to ALERTS_MAX each, a category, words or both;
 * and the one-click link of alert e-mails, which deletes them all (the person can create new
 * ones: that is asking again).
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { alerts, users } from "~/db/schema";
import { ALERTS_MAX } from "~/lib/digest";
import { RefusalError } from "~/lib/http-errors";
import type { SecretLink } from "~/mail/message";
import {
  createAlertsUnsubscribeToken,
  readAlertsUnsubscribeToken,
} from "~/mail/unsubscribe-token.server";

export interface AlertInput {
  category: string | null;
  words: string | null;
}

export const ALERTS_FULL = `You have ${ALERTS_MAX} alerts, the most one account keeps: delete one to create another.`;
export const ALERT_EXISTS = "You already have this alert.";

export async function listAlerts(db: Database, userId: string) {
  return db
    .select({ id: alerts.id, category: alerts.category, words: alerts.words })
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
}

/** Adds an alert; a RefusalError when the user has ALERTS_MAX already or this very one. */
export async function createAlert(db: Database, userId: string, input: AlertInput) {
  await db.transaction(async (tx) => {
    // One create at a time per user, so two at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
    if ((held?.n ?? 0) >= ALERTS_MAX) throw new RefusalError(ALERTS_FULL, 409);
    const [same] = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(
        and(
          eq(alerts.userId, userId),
          sql`${alerts.category} IS NOT DISTINCT FROM ${input.category}`,
          sql`lower(${alerts.words}) IS NOT DISTINCT FROM lower(${input.words})`,
        ),
      );
    if (same) throw new RefusalError(ALERT_EXISTS, 409);
    await tx.insert(alerts).values({ userId, ...input });
  });
}

/** Deletes one of the user's alerts; false when it is not theirs or already gone. */
export async function deleteAlert(db: Database, userId: string, alertId: string) {
  if (!/^[0-9a-f-]{36}$/.test(alertId)) return false;
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return deleted.length > 0;
}

/** The link in every alert e-mail that ends the person's alerts. */
export function alertsUnsubscribeLink(siteUrl: string, userId: string, secret: string): SecretLink {
  const token = createAlertsUnsubscribeToken(userId, secret);
  return { url: `${siteUrl}/unsubscribe/${token}`, token, for: userId };
}

/** Whether the link's person still has alerts; null for a link that is not an alerts link of ours. */
export async function findAlertsUnsubscribeState(db: Database, token: string, secret: string) {
  const userId = readAlertsUnsubscribeToken(token, secret);
  if (!userId) return null;
  const [held] = await db.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
  return (held?.n ?? 0) > 0 ? ("subscribed" as const) : ("unsubscribed" as const);
}

/** Deletes every alert of the link's person; false for a link that is not ours. */
export async function unsubscribeAlerts(db: Database, token: string, secret: string) {
  const userId = readAlertsUnsubscribeToken(token, secret);
  if (!userId) return false;
  await db.delete(alerts).where(eq(alerts.userId, userId));
  return true;
}
