/**
 * How many outbox messages stand at each status, database-wide (every instance shares the table):
 * the metrics' outbox gauges (docs/decisions/125). A status without messages counts 0.
 */
import { count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { OUTBOX_STATUSES, type OutboxStatus } from "~/lib/outbox-status";

export async function countOutboxMessagesByStatus(
  db: Database,
): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: outboxMessages.status, count: count() })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
