/**
 * A restored copy of the database holds the mail its backup had queued (docs/decisions/163): the
 * live server may have sent those messages after the backup was taken, so the copy's workers must
 * not send them again at its first start. Their pg-boss jobs stay; a worker that takes one finds
 * the message no longer pending and completes the job without sending. `npm run
 * mail:release-held` (or the Outbox's "Send again") sends them on purpose.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import type { OutboxStatus } from "~/lib/outbox-status";

/** What a backup may hold that a worker would still send. */
const PENDING_STATUSES = ["queued", "retrying"] as const satisfies OutboxStatus[];

/** Marks every pending message `held`; answers how many. */
export async function holdQueuedMessages(db: Database): Promise<number> {
  const held = await db
    .update(outboxMessages)
    .set({ status: "held" })
    .where(inArray(outboxMessages.status, PENDING_STATUSES))
    .returning({ id: outboxMessages.id });
  return held.length;
}
