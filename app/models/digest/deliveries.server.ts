/**
 * A run's deliveries, the one key of its idempotency (docs/decisions/169): a recipient is claimed
 * by inserting (run, kind, recipient) first; only the rows that were new get a message, queued in
 * the same transaction and paced, and each delivery then names its outbox message. A resumed run
 * or a second worker on the same run claims nobody twice.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { digestDeliveries } from "~/db/schema";
import type { MailMessage } from "~/mail/message";
import type { Outbox } from "~/mail/outbox.server";

type DeliveryKind = "digest" | "alerts";

/** The recipients not yet claimed for this run and kind, now claimed. */
export async function claimDeliveries<R extends { id: string }>(
  tx: Database,
  runId: string,
  kind: DeliveryKind,
  recipients: readonly R[],
): Promise<R[]> {
  if (recipients.length === 0) return [];
  const claimed = await tx
    .insert(digestDeliveries)
    .values(recipients.map((r) => ({ runId, kind, recipientId: r.id })))
    .onConflictDoNothing()
    .returning({ recipientId: digestDeliveries.recipientId });
  const mine = new Set(claimed.map((c) => c.recipientId));
  return recipients.filter((r) => mine.has(r.id));
}

/** Queues one message per claimed recipient, each at its paced time; answers how many. */
export async function queueDeliveries<R extends { id: string }>(
  tx: Database,
  outbox: Outbox,
  delivery: { runId: string; kind: DeliveryKind; pace: () => Date | undefined },
  recipients: readonly R[],
  message: (recipient: R) => MailMessage,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const messageIds = await outbox.enqueue(
    tx,
    recipients.map((r) => ({ ...message(r), sendAfter: delivery.pace() })),
  );
  const pairs = sql.join(
    recipients.map((r, i) => sql`(${r.id}, ${messageIds[i] ?? null}::uuid)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE digest_deliveries d SET message_id = v.message_id
      FROM (VALUES ${pairs}) AS v(recipient_id, message_id)
      WHERE d.run_id = ${delivery.runId} AND d.kind = ${delivery.kind}
        AND d.recipient_id = v.recipient_id`,
  );
  return recipients.length;
}
