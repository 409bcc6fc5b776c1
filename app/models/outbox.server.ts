/**
 * The Outbox page's reads (docs/decisions/050): every e-mail the site sent or would send, newest
 * first, a page at a time (keyset on created_at and id), and one message whole; and an
 * operator's "Send again" for a message that could not go out.
 */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import type { Outbox } from "~/mail/outbox.server";
import { OUTBOX_STATUSES, type OutboxStatus } from "~/mail/outbox-status";
import { recordAudit } from "./audit-log.server";

export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxFilters {
  status: OutboxStatus | null;
  /** The last row of the previous page: its exact created_at (as text) and id. */
  before: { createdAt: string; id: string } | null;
}

export function outboxFiltersFromUrl(url: URL): OutboxFilters {
  const status = OUTBOX_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const [createdAt, id] = (url.searchParams.get("before") ?? "").split("_");
  const before =
    createdAt && id && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(Date.parse(createdAt))
      ? { createdAt, id }
      : null;
  return { status, before };
}

export async function listOutboxMessages(db: Database, filters: OutboxFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(outboxMessages.status, filters.status));
  if (filters.before) {
    conditions.push(
      sql`(${outboxMessages.createdAt}, ${outboxMessages.id}) < (${filters.before.createdAt}::timestamptz, ${filters.before.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      tries: outboxMessages.tries,
      lastError: outboxMessages.lastError,
      createdAt: outboxMessages.createdAt,
      // The exact timestamp (microseconds), so the next page starts right after this row.
      cursorAt: sql<string>`to_char(${outboxMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  const last = page.at(-1);
  return {
    messages: page.map(({ cursorAt: _, ...row }) => row),
    nextBefore: rows.length > OUTBOX_PAGE_SIZE && last ? `${last.cursorAt}_${last.id}` : null,
  };
}

export async function findOutboxMessage(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return message ?? null;
}

/** The messages an operator may send again: given up on, or kept while SMTP was not configured. */
const RESENDABLE_STATUSES = ["dead", "unconfigured"] as const satisfies OutboxStatus[];

export function isResendable(status: OutboxStatus): boolean {
  return (RESENDABLE_STATUSES as readonly OutboxStatus[]).includes(status);
}

/**
 * Sends a dead or unsent message again: its row goes back to queued with no tries and no error,
 * and a new delivery job is queued, in one transaction with the audit entry. The message keeps
 * its Message-ID. False when the message is not (or no longer) one to send again, e.g. a second
 * operator was quicker.
 */
export async function resendOutboxMessage(
  db: Database,
  outbox: Outbox,
  { messageId, actorId }: { messageId: string; actorId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .update(outboxMessages)
      .set({ status: "queued", tries: 0, lastError: null })
      .where(
        and(
          eq(outboxMessages.id, messageId),
          inArray(outboxMessages.status, [...RESENDABLE_STATUSES]),
        ),
      )
      .returning({ id: outboxMessages.id, subject: outboxMessages.subject });
    if (!message) return false;
    await outbox.requeue(tx, [message.id]);
    await recordAudit(tx, {
      actorId,
      action: "outbox.resent",
      entityType: "outbox_message",
      entityId: message.id,
      entityLabel: message.subject,
    });
    return true;
  });
}
