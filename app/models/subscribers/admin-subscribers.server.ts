/**
 * The operators' subscriber list (/admin/subscribers, docs/decisions/072): search by e-mail, filter
 * by status (pending confirmation, active, unsubscribed), newest first, paged by a keyset on
 * (subscribed_at, id); and the same rows as a CSV, streamed in keyset batches.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscribers } from "~/db/schema";
import { isAdminSearch } from "~/lib/admin-search";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/lib/catalogue";
import type { CsvValue } from "~/lib/csv";
import { escapeLike } from "~/lib/like-pattern";
import { type Cursor, cursorFromUrl, defineKeyset } from "~/lib/page-cursor.server";
import { SUBSCRIBER_STATUS_LABELS } from "~/lib/subscriber-status";

export const SUBSCRIBERS_PAGE_SIZE = 50;
const EXPORT_BATCH_SIZE = 1000;

export const SUBSCRIBER_CSV_HEADER = [
  "Email",
  "Status",
  "Subscribed At",
  "Confirmed At",
  "Unsubscribed At",
] as const;

export interface SubscriberFilters {
  q: string;
  status: SubscriberStatus | null;
  after: Cursor | null;
}

/** Subscribers newest first: (subscribed_at, id). */
const subscribersKeyset = defineKeyset({
  at: subscribers.subscribedAt,
  id: subscribers.id,
  idShape: "uuid",
});

export function subscriberFiltersFromUrl(url: URL): SubscriberFilters {
  const status = SUBSCRIBER_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return { q, status, after: cursorFromUrl(url, "after", subscribersKeyset) };
}

async function selectSubscribers(db: Database, filters: SubscriberFilters, limit: number) {
  const conditions: SQL[] = [...subscribersKeyset.after(filters.after)];
  if (filters.status) conditions.push(eq(subscribers.status, filters.status));
  if (isAdminSearch(filters.q)) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    conditions.push(sql`lower(${subscribers.email}) like ${pattern}`);
  }
  return db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      status: subscribers.status,
      subscribedAt: subscribers.subscribedAt,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
      ...subscribersKeyset.columns,
    })
    .from(subscribers)
    .where(and(...conditions))
    .orderBy(...subscribersKeyset.order)
    .limit(limit);
}

/** One page of subscribers, newest first. */
export async function listSubscribers(db: Database, filters: SubscriberFilters) {
  const rows = await selectSubscribers(db, filters, SUBSCRIBERS_PAGE_SIZE + 1);
  const page = subscribersKeyset.page(rows, SUBSCRIBERS_PAGE_SIZE);
  return { subscribers: page.rows, nextAfter: page.next };
}

/** The filtered subscribers as CSV rows, a batch per call, until an empty batch. */
export function subscriberExportBatches(
  db: Database,
  filters: Omit<SubscriberFilters, "after">,
  batchSize = EXPORT_BATCH_SIZE,
) {
  let after: Cursor | null = null;
  let isDone = false;
  return async (): Promise<CsvValue[][]> => {
    if (isDone) return [];
    const rows = await selectSubscribers(db, { ...filters, after }, batchSize);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) isDone = true;
    else after = subscribersKeyset.positionOf(last);
    return rows.map((r) => [
      r.email,
      SUBSCRIBER_STATUS_LABELS[r.status],
      r.subscribedAt,
      r.confirmedAt,
      r.unsubscribedAt,
    ]);
  };
}
