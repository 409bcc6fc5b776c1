/**
 * The digest's recipients, a batch per transaction (docs/decisions/169): every confirmed
 * subscriber whose address does not refuse mail, walked by id, each batch claimed before it is
 * mailed (deliveries.server.ts), so a resumed run (which walks the list from its start again) and
 * two workers on one run never send anyone a second copy.
 */
import { sql } from "drizzle-orm";
import { isDigestSubscriber } from "~/mail/bulk-recipients.server";
import { digestMessages } from "~/mail/messages/digest";
import { unsubscribeLink } from "~/models/subscribers/subscriber.server";
import { claimDeliveries, queueDeliveries } from "./deliveries.server";
import type { RunSending } from "./run-sending";

const BATCH_SIZE = 500;

/** Queues the run's digest for everyone still to get it; answers how many were queued now. */
export async function sendDigests(sending: RunSending): Promise<number> {
  const { db, outbox, run, settings, pace } = sending;
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
    queued += await db.transaction(async (tx) =>
      queueDeliveries(
        tx,
        outbox,
        { runId: run.id, kind: "digest", pace },
        await claimDeliveries(tx, run.id, "digest", rows),
        (r) => render(r.email, unsubscribeLink(outbox.site.url, r.id, settings.linkSecret)),
      ),
    );
  }
}
