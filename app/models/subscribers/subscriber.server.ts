/**
 * The update list with double opt-in (docs/decisions/052): an address is `pending` until the link
 * in its confirmation e-mail is followed, then `active`; unsubscribing keeps the row, marked
 * `unsubscribed`. Only active addresses may get update mail. Nothing here tells the visitor which
 * case applied: the form always answers the same thanks.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscribers } from "~/db/schema";
import { CONFIRMATION_LINK_DAYS } from "~/lib/subscriber-status";
import type { SecretLink } from "~/mail/message";
import { subscribeConfirmationMessage } from "~/mail/messages/subscribe-confirmation";
import type { Outbox } from "~/mail/outbox.server";
import { hashLinkToken, isLinkToken, newLinkToken } from "~/mail/tokens.server";
import { createUnsubscribeToken, readUnsubscribeToken } from "~/mail/unsubscribe-token.server";

/** A confirmation link older than this is refused (410); the visitor subscribes again. */
export const CONFIRMATION_LINK_MS = CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000;

/**
 * At most one confirmation mail per address in this time: subscribing again sooner answers the
 * same thanks and sends nothing, so the form cannot be used to flood someone's inbox.
 */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

function confirmLink(siteUrl: string, subscriberId: string, token: string): SecretLink {
  return { url: `${siteUrl}/subscribe/confirm/${token}`, token, for: subscriberId };
}

export function unsubscribeLink(
  siteUrl: string,
  subscriberId: string,
  linkSecret: string,
): SecretLink {
  const token = createUnsubscribeToken(subscriberId, linkSecret);
  return { url: `${siteUrl}/unsubscribe/${token}`, token, for: subscriberId };
}

/** A pending address's new confirmation token; the one before it stops working. */
async function renewConfirmToken(tx: Database, subscriberId: string, now: Date): Promise<string> {
  const { token, hash } = newLinkToken();
  await tx
    .update(subscribers)
    .set({ confirmTokenHash: hash, confirmationSentAt: now })
    .where(eq(subscribers.id, subscriberId));
  return token;
}

/** What happened, for tests and logs only: the visitor sees the same answer in every case. */
export type SubscribeOutcome = "confirmation-sent" | "already-active" | "throttled";

/**
 * Adds an address (already trimmed and lower-cased by the form's e-mail field) to the update list
 * as pending and enqueues its confirmation mail in `tx`. One row per address (unique on
 * lower(email)): a pending or unsubscribed address gets a fresh link (the old one stops working)
 * unless one was sent within CONFIRMATION_RESEND_MS; an active address is left alone.
 */
export async function subscribeEmail(
  tx: Database,
  email: string,
  outbox: Outbox,
  linkSecret: string,
  now = new Date(),
): Promise<SubscribeOutcome> {
  // A concurrent subscription of the same address waits here for the other one to commit.
  await tx.execute(
    sql`INSERT INTO subscribers (email, status) VALUES (${email}, 'pending')
        ON CONFLICT (lower(email)) DO NOTHING`,
  );
  const [row] = await tx
    .select({
      id: subscribers.id,
      status: subscribers.status,
      confirmationSentAt: subscribers.confirmationSentAt,
    })
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = ${email}`)
    .for("update");
  if (!row) throw new Error("The subscriber row was not found after its insert");
  if (row.status === "active") return "already-active";
  const sentAt = row.confirmationSentAt?.getTime();
  if (sentAt !== undefined && now.getTime() - sentAt < CONFIRMATION_RESEND_MS) return "throttled";

  if (row.status === "unsubscribed") {
    // Coming back after unsubscribing is a new subscription: new date, consent asked again.
    await tx
      .update(subscribers)
      .set({ status: "pending", subscribedAt: now, confirmedAt: null, unsubscribedAt: null })
      .where(eq(subscribers.id, row.id));
  }
  const token = await renewConfirmToken(tx, row.id, now);
  await outbox.enqueue(tx, [
    subscribeConfirmationMessage(
      outbox.site,
      email,
      confirmLink(outbox.site.url, row.id, token),
      unsubscribeLink(outbox.site.url, row.id, linkSecret),
    ),
  ]);
  return "confirmation-sent";
}

/**
 * New links for "Send again" of a confirmation e-mail (decision 107): a new confirmation token for
 * an address still pending (the old one stops working) and its unsubscribe link. Null once the
 * address is confirmed, unsubscribed or gone.
 */
export async function freshSubscribeLinks(
  tx: Database,
  subscriberId: string,
  siteUrl: string,
  linkSecret: string,
  now = new Date(),
): Promise<SecretLink[] | null> {
  const [row] = await tx
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.id, subscriberId))
    .for("update");
  if (row?.status !== "pending") return null;
  const token = await renewConfirmToken(tx, subscriberId, now);
  return [
    confirmLink(siteUrl, subscriberId, token),
    unsubscribeLink(siteUrl, subscriberId, linkSecret),
  ];
}

/**
 * Where a confirmation link stands: `pending` (can be confirmed), `active` (already confirmed),
 * `expired` (pending, but the link is older than CONFIRMATION_LINK_MS); null for an unknown link,
 * one replaced by a newer mail, or one of an address that has unsubscribed since.
 */
export type ConfirmationState = "pending" | "active" | "expired";

async function findByConfirmToken(db: Database, token: string) {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select({
      id: subscribers.id,
      status: subscribers.status,
      confirmationSentAt: subscribers.confirmationSentAt,
    })
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hashLinkToken(token)));
  return row ?? null;
}

function stateOf(
  row: { status: "pending" | "active" | "unsubscribed"; confirmationSentAt: Date | null },
  now: Date,
): ConfirmationState | null {
  if (row.status === "active") return "active";
  if (row.status !== "pending") return null;
  const sentAt = row.confirmationSentAt?.getTime() ?? 0;
  return now.getTime() - sentAt > CONFIRMATION_LINK_MS ? "expired" : "pending";
}

export async function findConfirmationState(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmationState | null> {
  const row = await findByConfirmToken(db, token);
  return row ? stateOf(row, now) : null;
}

/**
 * Confirms the address behind the link (POST only: link scanners that fetch it must not
 * subscribe anyone). Answers the state after the attempt: `active` when confirmed now or before.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmationState | null> {
  const row = await findByConfirmToken(db, token);
  if (!row) return null;
  const state = stateOf(row, now);
  if (state !== "pending") return state;
  const [confirmed] = await db
    .update(subscribers)
    .set({ status: "active", confirmedAt: now })
    .where(
      and(
        eq(subscribers.id, row.id),
        eq(subscribers.status, "pending"),
        eq(subscribers.confirmTokenHash, hashLinkToken(token)),
      ),
    )
    .returning({ id: subscribers.id });
  // Lost a race with an unsubscribe or a newer link: say where it stands now.
  return confirmed ? "active" : findConfirmationState(db, token, now);
}

/** Whether the unsubscribe link's address is still on the list; null for a link that is not ours. */
export async function findUnsubscribeState(
  db: Database,
  token: string,
  linkSecret: string,
): Promise<"subscribed" | "unsubscribed" | null> {
  const id = readUnsubscribeToken(token, linkSecret);
  if (!id) return null;
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.id, id));
  // A signed link whose row the retention purge deleted: the address is on no list.
  if (!row) return "unsubscribed";
  return row.status === "unsubscribed" ? "unsubscribed" : "subscribed";
}

/**
 * Takes the link's address off the list (pending or active alike) and voids its confirmation
 * link. Repeating it changes nothing, and so does a link whose address the purge deleted. False
 * for a link that is not ours.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  linkSecret: string,
  now = new Date(),
): Promise<boolean> {
  const id = readUnsubscribeToken(token, linkSecret);
  if (!id) return false;
  // No row to update: the purge already deleted the address (retention.server.ts).
  await db
    .update(subscribers)
    .set({
      status: "unsubscribed",
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(subscribers.id, id));
  return true;
}
