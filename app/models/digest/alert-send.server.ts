/**
 * The alerts of a run (docs/decisions/170): the window's new products (the digest's rule), matched
 * to each professional's alerts by category and by the search's own matching, each product named
 * once per person however many alerts match it, and never again in a later run (alert_notices).
 * Written a batch of people per transaction, keyed like the digest, so a resumed run skips those
 * already mailed.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { alertNotices } from "~/db/schema";
import type { DigestProduct } from "~/lib/digest";
import { isAlertUser } from "~/mail/bulk-recipients.server";
import { alertsMessage } from "~/mail/messages/alerts";
import { productMatches } from "~/models/catalogue/search.server";
import { alertsUnsubscribeLink } from "./alerts.server";
import { claimDeliveries, queueDeliveries } from "./deliveries.server";
import { findNewProducts } from "./digest-content.server";
import type { RunSending } from "./run-sending";

const BATCH_SIZE = 200;

type AlertRow = {
  user_id: string;
  category: string | null;
  words: string | null;
};

/** The new products each alert's words match, asked once per distinct words. */
function wordMatcher(db: Database, productIds: string[]) {
  const cache = new Map<string, Promise<Set<string>>>();
  return (words: string) => {
    const key = words.toLowerCase();
    let found = cache.get(key);
    if (!found) {
      const ids = sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      );
      found = db
        .execute<{ id: string }>(
          sql`SELECT p.id FROM products p WHERE p.id IN (${ids}) AND ${productMatches(words, "p")}`,
        )
        .then(({ rows }) => new Set(rows.map((r) => r.id)));
      cache.set(key, found);
    }
    return found;
  };
}

/** Queues the run's alert e-mails; answers how many were queued now. */
export async function sendAlerts(sending: RunSending): Promise<number> {
  const { db, outbox, run, settings, pace } = sending;
  const products = await findNewProducts(db, run.since, run.until);
  if (products.length === 0) return 0;
  const byId = new Map(products.map((p) => [p.id, p]));
  const matching = wordMatcher(db, [...byId.keys()]);
  let after = "";
  let queued = 0;
  for (;;) {
    const { rows: people } = await db.execute<{ id: string; email: string }>(
      sql`SELECT u.id, u.email FROM users u
        WHERE u.id COLLATE "C" > ${after} AND ${isAlertUser("u")}
          AND EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = u.id)
        ORDER BY u.id COLLATE "C" LIMIT ${settings.batchSize ?? BATCH_SIZE}`,
    );
    const last = people.at(-1);
    if (!last) return queued;
    after = last.id;
    const ids = sql.join(
      people.map((p) => sql`${p.id}`),
      sql`, `,
    );
    const { rows: alertRows } = await db.execute<AlertRow>(
      sql`SELECT user_id, category, words FROM alerts WHERE user_id IN (${ids})
        ORDER BY created_at, id`,
    );
    const wanted = new Map<string, { matched: AlertRow[]; productIds: Set<string> }>();
    for (const alert of alertRows) {
      const words = alert.words ? await matching(alert.words) : null;
      const hits = products.filter(
        (p) =>
          (alert.category === null || p.category === alert.category) &&
          (words === null || words.has(p.id)),
      );
      if (hits.length === 0) continue;
      const entry = wanted.get(alert.user_id) ?? { matched: [], productIds: new Set<string>() };
      entry.matched.push(alert);
      for (const hit of hits) entry.productIds.add(hit.id);
      wanted.set(alert.user_id, entry);
    }
    queued += await db.transaction(async (tx) => {
      const recipients = await claimDeliveries(
        tx,
        run.id,
        "alerts",
        people.filter((p) => wanted.has(p.id)),
      );
      // Each product once per person, ever: those named in an earlier run are left out.
      const notices = recipients.flatMap((r) =>
        [...(wanted.get(r.id)?.productIds ?? [])].map((productId) => ({ userId: r.id, productId })),
      );
      const fresh =
        notices.length === 0
          ? []
          : await tx
              .insert(alertNotices)
              .values(notices)
              .onConflictDoNothing()
              .returning({ userId: alertNotices.userId, productId: alertNotices.productId });
      const newFor = new Map<string, DigestProduct[]>();
      for (const notice of fresh) {
        const product = byId.get(notice.productId);
        if (product) newFor.set(notice.userId, [...(newFor.get(notice.userId) ?? []), product]);
      }
      return queueDeliveries(
        tx,
        outbox,
        { runId: run.id, kind: "alerts", pace },
        recipients.filter((r) => newFor.has(r.id)),
        (r) =>
          alertsMessage(
            outbox.site,
            r.email,
            { matched: wanted.get(r.id)?.matched ?? [], products: newFor.get(r.id) ?? [] },
            alertsUnsubscribeLink(outbox.site.url, r.id, settings.linkSecret),
            settings.mailto,
          ),
      );
    });
  }
}
