/**
 * "Send again" (docs/decisions/050, 106, 107): an operator sends a dead message, or one kept while
 * SMTP was not configured, again: one from its page, or every dead one the Outbox's filter
 * selects. Each goes back to the queue with a new job, whose tries pg-boss counts from zero, in
 * the transaction of its audit entry, and keeps its Message-ID. A message with secret links gets
 * fresh ones (its tokens were dropped when it died); a kind whose links cannot be made anew is
 * left as it is, and the operator is told why.
 */
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { RESET_LINK_MINUTES } from "~/lib/account-rules";
import type { OutboxStatus } from "~/lib/outbox-status";
import { isSecretLinkKind, type SecretLink, type SecretLinkKind } from "~/mail/message";
import type { Outbox } from "~/mail/outbox.server";
import { freshVerifyLink } from "~/models/accounts/account-email.server";
import { freshUndoLink } from "~/models/accounts/email-change-undo.server";
import { freshLeadAddressLink } from "~/models/leads/lead-address-links.server";
import { freshStatusLink } from "~/models/leads/request-status-link.server";
import { freshRatingLink } from "~/models/ratings/rating-request.server";
import { freshSubscribeLinks } from "~/models/subscribers/subscriber.server";
import { recordAudit } from "./audit-log.server";
import { type OutboxFilters, outboxFilterConditions } from "./outbox.server";

/**
 * The messages an operator may send again: given up on, kept while SMTP was not configured, or
 * held when a backup was restored (they may have gone out from the live server already).
 */
const RESENDABLE_STATUSES = ["dead", "unconfigured", "held"] as const satisfies OutboxStatus[];

export function isResendable(status: OutboxStatus): boolean {
  return (RESENDABLE_STATUSES as readonly OutboxStatus[]).includes(status);
}

export interface ResendContext {
  outbox: Outbox;
  /** The server's secret: it signs unsubscribe and address-check links. */
  linkSecret: string;
  /** Who sends them again (audit); null for `npm run mail:release-held`. */
  actorId: string | null;
}

interface ResentMessage {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  secretsFor: string | null;
}

type FreshLinks = (
  tx: Database,
  message: ResentMessage & { secretsFor: string },
  context: ResendContext,
) => Promise<SecretLink | SecretLink[] | null>;

/** How each kind makes its links anew, or why it cannot. */
const FRESH_LINKS: Record<SecretLinkKind, FreshLinks | string> = {
  "request-confirmation": (tx, m, c) => freshStatusLink(tx, m.secretsFor, c.outbox.site.url),
  "request-status": (tx, m, c) => freshStatusLink(tx, m.secretsFor, c.outbox.site.url),
  "rating-request": (tx, m, c) => freshRatingLink(tx, m.secretsFor, c.outbox.site.url),
  "subscribe-confirmation": (tx, m, c) =>
    freshSubscribeLinks(tx, m.secretsFor, c.outbox.site.url, c.linkSecret),
  "verify-email": (tx, m, c) =>
    freshVerifyLink(tx, { id: m.secretsFor, email: m.recipient }, c.outbox.site.url, c.linkSecret),
  "reset-password": `A password-reset link works once and for ${RESET_LINK_MINUTES} minutes after it was asked for, so it is not sent again: the person can ask for a new one with "Forgot password?" on the sign-in page.`,
  "email-changed": (tx, m, c) => freshUndoLink(tx, m.secretsFor, c.outbox.site.url),
  "change-email":
    "A change-of-address link is not made anew: the person can ask for the change again under Settings, which also tells the current address (docs/decisions/131).",
  "lead-address-confirmation": (tx, m, c) =>
    freshLeadAddressLink(tx, m.secretsFor, c.outbox.site.url),
  digest:
    "A digest is not sent again: its news is in the next one, and the console's Digest page can send one now.",
  alerts:
    "An alert e-mail is not sent again: the products it named are on the site, and new ones come in the next run.",
};

const WRITTEN_BEFORE =
  "This message was written before secret links were kept apart from it, so no fresh link can be made for it.";
const RECORD_GONE =
  "What its link opens has changed since (it is gone, already confirmed, or its address changed), so no fresh link was made.";

/** Why a message cannot be sent again whatever happens, or null (e.g. to hide its button). */
export function whyNotResendable(message: Pick<ResentMessage, "kind" | "secretsFor">) {
  if (!isSecretLinkKind(message.kind)) return null;
  const fresh = FRESH_LINKS[message.kind];
  if (typeof fresh === "string") return fresh;
  return message.secretsFor ? null : WRITTEN_BEFORE;
}

/** A message's fresh tokens, null when it has no secret links, or why none can be made. */
async function freshTokens(
  tx: Database,
  message: ResentMessage,
  context: ResendContext,
): Promise<{ tokens: string[] | null } | { refused: string }> {
  if (!isSecretLinkKind(message.kind)) return { tokens: null };
  const why = whyNotResendable(message);
  const fresh = FRESH_LINKS[message.kind];
  if (why || typeof fresh === "string" || !message.secretsFor) return { refused: why ?? "" };
  const links = await fresh(tx, { ...message, secretsFor: message.secretsFor }, context);
  if (!links) return { refused: RECORD_GONE };
  return { tokens: [links].flat().map((link) => link.token) };
}

export interface ResendResult {
  queued: number;
  /** Messages left as they were, each reason once with how many it kept back. */
  refused: { reason: string; count: number }[];
}

/** Messages sent again per transaction, so thousands after an outage are not one long lock. */
const CHUNK = 500;

async function resendChunk(
  tx: Database,
  context: ResendContext,
  selection: SQL,
  afterId: string | null,
) {
  const rows = await tx
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      secretsFor: outboxMessages.secretsFor,
    })
    .from(outboxMessages)
    .where(
      and(
        selection,
        inArray(outboxMessages.status, [...RESENDABLE_STATUSES]),
        afterId ? gt(outboxMessages.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(CHUNK)
    .for("update");
  const queued: ResentMessage[] = [];
  const refused: string[] = [];
  const back = { status: "queued" as const, lastError: null };
  for (const row of rows) {
    const fresh = await freshTokens(tx, row, context);
    if ("refused" in fresh) refused.push(fresh.refused);
    else queued.push(row);
    if ("tokens" in fresh && fresh.tokens) {
      await tx
        .update(outboxMessages)
        .set({ ...back, secrets: fresh.tokens })
        .where(eq(outboxMessages.id, row.id));
    }
  }
  const plain = queued.filter((m) => !isSecretLinkKind(m.kind)).map((m) => m.id);
  if (plain.length > 0) {
    await tx.update(outboxMessages).set(back).where(inArray(outboxMessages.id, plain));
  }
  await context.outbox.requeue(
    tx,
    queued.map((m) => m.id),
  );
  await recordAudit(
    tx,
    queued.map((m) => ({
      actorId: context.actorId,
      action: "outbox.resent",
      entityType: "outbox_message",
      entityId: m.id,
      entityLabel: m.subject,
    })),
  );
  return {
    queued: queued.length,
    refused,
    lastId: rows.at(-1)?.id ?? null,
    isFull: rows.length === CHUNK,
  };
}

async function resend(db: Database, context: ResendContext, selection: SQL) {
  const result: ResendResult = { queued: 0, refused: [] };
  for (let afterId: string | null = null; ; ) {
    const chunk = await db.transaction((tx) => resendChunk(tx, context, selection, afterId));
    result.queued += chunk.queued;
    for (const reason of chunk.refused) {
      const known = result.refused.find((r) => r.reason === reason);
      if (known) known.count += 1;
      else result.refused.push({ reason, count: 1 });
    }
    if (!chunk.isFull) return result;
    afterId = chunk.lastId;
  }
}

/** One dead or unsent message from its page; a second operator's press finds it queued. */
export function resendOutboxMessage(db: Database, context: ResendContext, messageId: string) {
  return resend(db, context, eq(outboxMessages.id, messageId));
}

/** Every dead message the Outbox's filter (its kind) selects. */
export function resendDeadMessages(
  db: Database,
  context: ResendContext,
  filters: Pick<OutboxFilters, "kind">,
) {
  const dead = outboxFilterConditions({ status: "dead", kind: filters.kind });
  return resend(db, context, and(...dead) ?? eq(outboxMessages.status, "dead"));
}

/**
 * Every message a restored backup held (`npm run mail:release-held`): sent on purpose, once the
 * operator knows the live server did not send them already (docs/backups.md).
 */
export function releaseHeldMessages(db: Database, context: ResendContext) {
  return resend(db, context, eq(outboxMessages.status, "held"));
}
