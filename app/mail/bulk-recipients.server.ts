/**
 * Who may get the digest and alerts (docs/decisions/169, 170), written once: the digest and alert
 * runs select their recipients by these conditions, and the mail worker asks them again just
 * before it sends such a message (a message waits up to hours at DIGEST_RATE), so an address
 * that unsubscribed, refused mail or whose account was deleted meanwhile gets nothing.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { digestDeliveries, suppressedAddresses } from "~/db/schema";
import { describeSendError } from "./transport.server";

/** The kinds sent in bulk, to recipients the conditions below choose. */
export const BULK_KINDS = ["digest", "alerts"] as const;

export function isBulkKind(kind: string): kind is (typeof BULK_KINDS)[number] {
  return (BULK_KINDS as readonly string[]).includes(kind);
}

/** The address has not refused mail permanently. */
export function notSuppressed(email: SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM suppressed_addresses sup WHERE sup.email = lower(${email}))`;
}

/** The subscriber row `s` gets the digest: confirmed, still on the list, address not refused. */
export function isDigestSubscriber(s: string): SQL {
  return sql`(${sql.raw(s)}.status = 'active' AND ${notSuppressed(sql.raw(`${s}.email`))})`;
}

/** The user row `u` may get alerts: a confirmed address, not disabled, address not refused. */
export function isAlertUser(u: string): SQL {
  const col = (name: string) => sql.raw(`${u}.${name}`);
  return sql`(${col("email_verified")} AND ${col("disabled_at")} IS NULL
    AND ${notSuppressed(col("email"))})`;
}

/**
 * Whether a queued digest or alert message should still go out: its recipient still qualifies,
 * at the address it was written to (an alerts user must also still have an alert).
 */
export async function isBulkMessageWanted(db: Database, messageId: string): Promise<boolean> {
  const [delivery] = await db
    .select({ kind: digestDeliveries.kind, recipientId: digestDeliveries.recipientId })
    .from(digestDeliveries)
    .where(eq(digestDeliveries.messageId, messageId));
  if (!delivery) return false;
  const recipient = sql`(SELECT lower(recipient) FROM outbox_messages WHERE id = ${messageId})`;
  const { rows } =
    delivery.kind === "digest"
      ? await db.execute(sql`SELECT 1 FROM subscribers s WHERE s.id::text = ${delivery.recipientId}
          AND lower(s.email) = ${recipient} AND ${isDigestSubscriber("s")}`)
      : await db.execute(sql`SELECT 1 FROM users u WHERE u.id = ${delivery.recipientId}
          AND lower(u.email) = ${recipient} AND ${isAlertUser("u")}
          AND EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = u.id)`);
  return rows.length > 0;
}

/**
 * A refusal that will not change on a retry: the receiving server answered RCPT TO with a 5xx
 * (no such mailbox, mailbox disabled, policy).
 */
export function isPermanentRefusal(error: unknown): boolean {
  const e = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return (
    typeof e.responseCode === "number" &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    typeof e.command === "string" &&
    e.command.toUpperCase().startsWith("RCPT")
  );
}

/** Records the address as refusing mail (lower-cased; the first refusal's reason is kept). */
export async function suppressAddress(db: Database, email: string, error: unknown) {
  await db
    .insert(suppressedAddresses)
    .values({ email: email.toLowerCase(), reason: describeSendError(error).slice(0, 200) })
    .onConflictDoNothing();
}
