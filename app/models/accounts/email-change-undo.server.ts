/**
 * After an account's address changes (docs/decisions/149): the account's other sessions end, and
 * the old address gets a notice naming the new one (masked) with an undo link. The link works once
 * and for EMAIL_UNDO_DAYS (by the app's clock, app/lib/clock.ts, so tests can move it); only its
 * token's SHA-256 is stored. Undoing puts the old address back
 * (confirmed), ends every session and every pending reset link, and kills every undo link and
 * change-of-address link made before it, so whoever moved the account cannot move it back.
 */
import { and, eq, gt, gte, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailChangeUndos, sessions, users, verifications } from "~/db/schema";
import { EMAIL_UNDO_DAYS } from "~/lib/account-rules";
import { now as clockNow } from "~/lib/clock";
import { maskEmail } from "~/lib/mask-email";
import type { SecretLink } from "~/mail/message";
import { emailChangedMessage } from "~/mail/messages/account-notices";
import type { Outbox } from "~/mail/outbox.server";
import { hashLinkToken, isLinkToken, newLinkToken } from "~/mail/tokens.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import { isEmailTaken } from "./account-settings.server";

const undoLink = (siteUrl: string, undoId: string, token: string): SecretLink => ({
  url: `${siteUrl}/undo-email-change/${token}`,
  token,
  for: undoId,
});

export interface CompletedChange {
  userId: string;
  /** The address the account had before the link to the new one was followed. */
  oldEmail: string;
  /** The session that followed the link, when it is the account's own: it stays signed in. */
  keepSessionId: string | null;
}

/**
 * Called once better-auth has moved the account to its new address: in one transaction, the other
 * sessions end, the undo link is stored (hashed) and e-mailed to the old address, and the audit
 * entry is written (ids only).
 */
export async function completeEmailChange(
  db: Database,
  outbox: Outbox,
  change: CompletedChange,
  now = clockNow(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, change.userId))
      .for("update");
    if (!user || user.email.toLowerCase() === change.oldEmail.toLowerCase()) return;
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, change.userId),
          change.keepSessionId ? ne(sessions.id, change.keepSessionId) : undefined,
        ),
      );
    const { token, hash } = newLinkToken();
    const [row] = await tx
      .insert(emailChangeUndos)
      .values({
        tokenHash: hash,
        userId: change.userId,
        oldEmail: change.oldEmail,
        newEmail: user.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_UNDO_DAYS * 86_400_000),
      })
      .returning({ id: emailChangeUndos.id });
    if (!row) throw new Error("The undo link was not stored");
    await outbox.enqueue(tx, [
      emailChangedMessage(
        outbox.site,
        change.oldEmail,
        maskEmail(user.email),
        undoLink(outbox.site.url, row.id, token),
        EMAIL_UNDO_DAYS,
      ),
    ]);
    await recordAudit(tx, {
      actorId: change.userId,
      action: "user.email_changed",
      entityType: "user",
      entityId: change.userId,
    });
  });
}

export type UndoOutcome =
  | { status: "undone"; email: string }
  | { status: "invalid" }
  /** Another account took the old address in the meantime. */
  | { status: "taken" };

/** The undo link's POST: puts the old address back and signs the account out everywhere. */
export async function undoEmailChange(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<UndoOutcome> {
  if (!isLinkToken(token)) return { status: "invalid" };
  return db.transaction(async (tx) => {
    const [undo] = await tx
      .select()
      .from(emailChangeUndos)
      .where(
        and(
          eq(emailChangeUndos.tokenHash, hashLinkToken(token)),
          isNull(emailChangeUndos.usedAt),
          gt(emailChangeUndos.expiresAt, now),
        ),
      )
      .for("update");
    if (!undo) return { status: "invalid" } as const;
    if (await isEmailTaken(tx, undo.oldEmail, undo.userId)) return { status: "taken" } as const;
    await tx
      .update(users)
      .set({ email: undo.oldEmail, emailVerified: true })
      .where(eq(users.id, undo.userId));
    await tx.delete(sessions).where(eq(sessions.userId, undo.userId));
    // A reset link asked for with the new address would let its holder back in.
    await tx.delete(verifications).where(eq(verifications.value, undo.userId));
    // This link is spent, and every other one of the account dies with it (decision 149).
    await tx
      .update(emailChangeUndos)
      .set({ usedAt: now })
      .where(and(eq(emailChangeUndos.userId, undo.userId), isNull(emailChangeUndos.usedAt)));
    await recordAudit(tx, {
      actorId: undo.userId,
      action: "user.email_change_undone",
      entityType: "user",
      entityId: undo.userId,
    });
    return { status: "undone", email: undo.oldEmail } as const;
  });
}

/**
 * Whether a change-of-address link signed at `issuedAt` was made before the account's address
 * change was undone: such a link moves nothing any more.
 */
export async function isChangeLinkRevoked(
  db: Database,
  userId: string,
  issuedAt: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailChangeUndos.id })
    .from(emailChangeUndos)
    .where(and(eq(emailChangeUndos.userId, userId), gte(emailChangeUndos.usedAt, issuedAt)))
    .limit(1);
  return row !== undefined;
}

/** A new undo link for an operator's "Send again", while the old one could still be used. */
export async function freshUndoLink(
  tx: Database,
  undoId: string,
  siteUrl: string,
  now = clockNow(),
): Promise<SecretLink | null> {
  const { token, hash } = newLinkToken();
  const [row] = await tx
    .update(emailChangeUndos)
    .set({ tokenHash: hash })
    .where(
      and(
        eq(emailChangeUndos.id, undoId),
        isNull(emailChangeUndos.usedAt),
        gt(emailChangeUndos.expiresAt, now),
      ),
    )
    .returning({ id: emailChangeUndos.id });
  return row ? undoLink(siteUrl, row.id, token) : null;
}
