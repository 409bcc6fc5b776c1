/**
 * The Outbox page's reads (docs/decisions/050): every e-mail the site sent or would send, newest
 * first, a page at a time (keyset on created_at and id), filtered by status and kind, and one
 * message whole, each with its tries from the queue (106) and its secret links redacted (107).
 */
import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { type Delivery, findDeliveries } from "~/jobs/mail-deliveries.server";
import { OUTBOX_STATUSES, type OutboxStatus } from "~/lib/outbox-status";
import { type Cursor, cursorFromUrl, defineKeyset } from "~/lib/page-cursor.server";
import { MESSAGE_KINDS, type MessageKind } from "~/mail/message";

export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxFilters {
  status: OutboxStatus | null;
  kind: MessageKind | null;
  /** The last row of the previous page. */
  before: Cursor | null;
}

/** Messages newest first, the order of outbox_messages_created_idx. */
const outboxKeyset = defineKeyset({
  at: outboxMessages.createdAt,
  id: outboxMessages.id,
  idShape: "uuid",
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function outboxFiltersFromUrl(url: URL): OutboxFilters {
  const status = OUTBOX_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const kind = MESSAGE_KINDS.find((k) => k === url.searchParams.get("kind")) ?? null;
  return { status, kind, before: cursorFromUrl(url, "before", outboxKeyset) };
}

/** The rows the filters' status and kind select (the page cursor aside). */
export function outboxFilterConditions(filters: Pick<OutboxFilters, "status" | "kind">): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(outboxMessages.status, filters.status));
  if (filters.kind) conditions.push(eq(outboxMessages.kind, filters.kind));
  return conditions;
}

/** What the page shows of a message's sending: its tries, unknown once the queue forgot it. */
function withDelivery<T extends { id: string; status: OutboxStatus }>(
  message: T,
  deliveries: Map<string, Delivery>,
): T & { tries: number | null; nextTryAt: Date | null } {
  const delivery = deliveries.get(message.id);
  // Without SMTP nothing was tried; the job only recorded that.
  if (message.status === "unconfigured") return { ...message, tries: 0, nextTryAt: null };
  return { ...message, tries: delivery?.tries ?? null, nextTryAt: delivery?.nextTryAt ?? null };
}

export async function listOutboxMessages(db: Database, filters: OutboxFilters) {
  const conditions = [...outboxFilterConditions(filters), ...outboxKeyset.after(filters.before)];
  const rows = await db
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      lastError: outboxMessages.lastError,
      createdAt: outboxMessages.createdAt,
      ...outboxKeyset.columns,
    })
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(...outboxKeyset.order)
    .limit(OUTBOX_PAGE_SIZE + 1);
  const page = outboxKeyset.page(rows, OUTBOX_PAGE_SIZE);
  const deliveries = await findDeliveries(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    messages: page.rows.map((row) => withDelivery(row, deliveries)),
    nextBefore: page.next,
  };
}

/** Every column but the secret tokens, which never leave the server (decision 107). */
const { secrets: _secrets, ...shownColumns } = getTableColumns(outboxMessages);

/** One message as the page shows it: its secret links redacted, its tries from the queue. */
export async function findOutboxMessage(db: Database, id: string) {
  if (!UUID.test(id)) return null;
  const [message] = await db
    .select(shownColumns)
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  if (!message) return null;
  return withDelivery(message, await findDeliveries(db, [id]));
}

/** How many dead messages the filters' kind selects (Send again for all of them). */
export async function countDeadMessages(db: Database, filters: Pick<OutboxFilters, "kind">) {
  return db.$count(
    outboxMessages,
    and(...outboxFilterConditions({ status: "dead", kind: filters.kind })),
  );
}
