/**
 * The console's Digest page (docs/decisions/169): the next digest as it will be sent, "Send
 * digest now" (queued with its audit entry, in one transaction), the log of runs and each
 * recipient's last digest.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isDigestEmpty } from "~/lib/digest";
import { escapeLike } from "~/lib/like-pattern";
import { digestMessages } from "~/mail/messages/digest";
import type { Outbox } from "~/mail/outbox.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import { findDigestContent, nextWindow } from "./digest-content.server";

const PREVIEW_ADDRESS = "subscriber@example.com";

/** This week's digest as the next run would send it now; null when nothing is new. */
export async function previewDigest(db: Database, outbox: Outbox, now = new Date()) {
  const { since, until } = await nextWindow(db, now);
  const content = await findDigestContent(db, since, until);
  if (isDigestEmpty(content)) return { since, message: null };
  const link = { url: `${outbox.site.url}/unsubscribe/preview`, token: "preview", for: "" };
  const message = digestMessages(outbox.site, content, undefined)(PREVIEW_ADDRESS, link);
  return { since, message: { subject: message.subject, html: message.html, text: message.text } };
}

/** Queues a run of the digest and the alerts now, with its audit entry. */
export async function startDigestNow(db: Database, outbox: Outbox, actorId: string) {
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId,
      action: "digest.sent_now",
      entityType: "digest",
      entityId: "weekly",
      entityLabel: "Weekly digest and alerts",
    });
    await outbox.queueDigest(tx, actorId);
  });
}

export interface RunLine extends Record<string, unknown> {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  startedBy: string | null;
  digests: number;
  alerts: number;
  sent: number;
  failed: number;
  waiting: number;
}

/** The latest runs, newest first, each with its recipients and how their messages stand. */
export async function listRuns(db: Database, limit = 20): Promise<RunLine[]> {
  const { rows } = await db.execute<RunLine>(
    sql`SELECT r.id, r.started_at AS "startedAt", r.finished_at AS "finishedAt",
        coalesce(nullif(u.display_name, ''), u.email) AS "startedBy",
        count(d.*) FILTER (WHERE d.kind = 'digest')::int AS digests,
        count(d.*) FILTER (WHERE d.kind = 'alerts')::int AS alerts,
        count(m.id) FILTER (WHERE m.status = 'sent')::int AS sent,
        count(m.id) FILTER (WHERE m.status = 'dead')::int AS failed,
        count(m.id) FILTER (WHERE m.status IN ('queued', 'retrying'))::int AS waiting
      FROM (SELECT * FROM digest_runs ORDER BY started_at DESC LIMIT ${limit}) r
      LEFT JOIN users u ON u.id = r.started_by
      LEFT JOIN digest_deliveries d ON d.run_id = r.id
      LEFT JOIN outbox_messages m ON m.id = d.message_id
      GROUP BY r.id, r.started_at, r.finished_at, u.display_name, u.email
      ORDER BY r.started_at DESC`,
  );
  return rows;
}

export interface RecipientLine extends Record<string, unknown> {
  id: string;
  email: string;
  lastDigestAt: string | null;
  status: string | null;
}

/** Confirmed subscribers (those whose address contains `q`), each with their last digest. */
export async function listRecipients(db: Database, q: string, limit = 50) {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const { rows } = await db.execute<RecipientLine>(
    sql`SELECT s.id::text AS id, s.email, last.created_at AS "lastDigestAt", m.status::text AS status
      FROM subscribers s
      LEFT JOIN LATERAL (SELECT d.created_at, d.message_id FROM digest_deliveries d
        WHERE d.kind = 'digest' AND d.recipient_id = s.id::text
        ORDER BY d.created_at DESC LIMIT 1) last ON true
      LEFT JOIN outbox_messages m ON m.id = last.message_id
      WHERE s.status = 'active' AND lower(s.email) LIKE ${pattern}
      ORDER BY last.created_at DESC NULLS LAST, s.email LIMIT ${limit}`,
  );
  return rows;
}
