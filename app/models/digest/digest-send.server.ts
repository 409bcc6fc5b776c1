/**
 * The digest's recipients, a batch per transaction (docs/decisions/169): every confirmed
 * subscriber whose address does not refuse mail, walked by id. A batch's deliveries are inserted
 * first; only the rows that were new get a message, so a resumed run (which walks the list from
 * its start again) and two workers on one run never send anyone a second copy.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { digestDeliveries } from "~/db/schema";
import { isDigestSubscriber } from "~/mail/bulk-recipients.server";
import { digestMessages } from "~/mail/messages/digest";
import type { Outbox } from "~/mail/outbox.server";
import { unsubscribeLink } from "~/models/subscribers/subscriber.server";
import type { DigestRun, DigestSettings } from "./digest-run.server";

const BATCH_SIZE = 500;

/** Queues the run's digest for everyone still to get it; answers how many were queued now. */
export async function sendDigests(
  db: Database,
  outbox: Outbox,
  run: DigestRun,
  settings: DigestSettings,
  pace: () => Date | undefined,
): Promise<number> {
  const render = digestMessages(outbox.site, run.content, settings.mailto);
  const batchSize = settings.batchSize ?? BATCH_SIZE;
  let after = "00000000-0000-0000-0000-000000000000";
  let queued = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string; email: string }>(
      sql`SELECT s.id::text AS id, s.email FROM subscribers s
        WHERE s.id > ${after}::uuid AND ${isDigestSubscriber("s")}
        ORDER BY s.id LIMIT ${batchSize}`,
    );
    const last = rows.at(-1);
    if (!last) return queued;
    after = last.id;
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(digestDeliveries)
        .values(rows.map((r) => ({ runId: run.id, kind: "digest", recipientId: r.id })))
        .onConflictDoNothing()
        .returning({ recipientId: digestDeliveries.recipientId });
      const mine = new Set(claimed.map((c) => c.recipientId));
      const recipients = rows.filter((r) => mine.has(r.id));
      const messages = recipients.map((r) => ({
        ...render(r.email, unsubscribeLink(outbox.site.url, r.id, settings.linkSecret)),
        sendAfter: pace(),
      }));
      const ids = await outbox.enqueue(tx, messages);
      await linkMessages(
        tx,
        run.id,
        "digest",
        recipients.map((r) => r.id),
        ids,
      );
      return recipients.length;
    });
  }
}

/** Writes each delivery's message id (recipients and ids in the same order). */
export async function linkMessages(
  tx: Database,
  runId: string,
  kind: "digest" | "alerts",
  recipientIds: string[],
  messageIds: string[],
) {
  if (recipientIds.length === 0) return;
  const pairs = sql.join(
    recipientIds.map((id, i) => sql`(${id}, ${messageIds[i] ?? null}::uuid)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE digest_deliveries d SET message_id = v.message_id
      FROM (VALUES ${pairs}) AS v(recipient_id, message_id)
      WHERE d.run_id = ${runId} AND d.kind = ${kind} AND d.recipient_id = v.recipient_id`,
  );
}
