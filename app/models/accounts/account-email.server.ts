/**
 * Account e-mails (docs/decisions/053): the address check after a password sign-up and the
 * password-reset link. Both are written to the outbox; the sign-up's check in the transaction that
 * inserts the user (see `authTransactionOf` in app/auth-transaction.server.ts).
 */
import { createEmailVerificationToken } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from "~/lib/account-rules";
import { maskEmail } from "~/lib/mask-email";
import type { SecretLink } from "~/mail/message";
import { passwordChangedMessage } from "~/mail/messages/account-notices";
import { changeEmailMessage, emailChangeNoticeMessage } from "~/mail/messages/change-email";
import { resetPasswordMessage } from "~/mail/messages/reset-password";
import { verifyEmailMessage } from "~/mail/messages/verify-email";
import type { Outbox } from "~/mail/outbox.server";
import { recordAudit } from "~/models/operations/audit-log.server";

interface AccountUser {
  id: string;
  email: string;
}

/** A link to one of our own pages, which ask for a button press first (link scanners only GET). */
function accountLink(siteUrl: string, page: string, user: AccountUser, token: string): SecretLink {
  const inUrl = encodeURIComponent(token);
  return { url: `${siteUrl}/${page}/${inUrl}`, token: inUrl, for: user.id };
}

/** A signed address-check link (better-auth's token format, so `auth.api.verifyEmail` accepts it). */
async function verifyLink(siteUrl: string, secret: string, user: AccountUser): Promise<SecretLink> {
  const token = await createEmailVerificationToken(
    secret,
    user.email,
    undefined,
    VERIFY_LINK_HOURS * 3600,
    { userId: user.id },
  );
  return accountLink(siteUrl, "verify-email", user, token);
}

/** Writes the address-check message in `tx`. */
export async function enqueueVerificationEmail(
  tx: Database,
  outbox: Outbox,
  secret: string,
  user: AccountUser,
): Promise<void> {
  const link = await verifyLink(outbox.site.url, secret, user);
  await outbox.enqueue(tx, [verifyEmailMessage(outbox.site, user.email, link, VERIFY_LINK_HOURS)]);
}

/**
 * A new address-check link for "Send again" of its e-mail (decision 107), while the account
 * still has the address it went to; null otherwise.
 */
export async function freshVerifyLink(
  tx: Database,
  user: AccountUser,
  siteUrl: string,
  secret: string,
): Promise<SecretLink | null> {
  const [found] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.email, user.email)));
  return found ? verifyLink(siteUrl, secret, found) : null;
}

/** Writes the reset message (better-auth made and stored the token). */
export async function enqueueResetPasswordEmail(
  tx: Database,
  outbox: Outbox,
  user: AccountUser,
  token: string,
): Promise<void> {
  await outbox.enqueue(tx, [
    resetPasswordMessage(
      outbox.site,
      user.email,
      accountLink(outbox.site.url, "reset-password", user, token),
      RESET_LINK_MINUTES,
    ),
  ]);
}

/**
 * A change of address asked for in Settings (docs/decisions/131): better-auth's signed link to the
 * new address (through our confirmation page), a notice to the current one naming the new one
 * masked (decision 149), and the audit entry (ids only: neither address is written to the log).
 */
export async function enqueueChangeEmail(
  tx: Database,
  outbox: Outbox,
  user: AccountUser,
  newEmail: string,
  token: string,
): Promise<void> {
  const link = accountLink(outbox.site.url, "verify-email", user, token);
  await outbox.enqueue(tx, [
    changeEmailMessage(outbox.site, newEmail, link, VERIFY_LINK_HOURS),
    emailChangeNoticeMessage(outbox.site, user.email, maskEmail(newEmail)),
  ]);
  await recordAudit(tx, {
    actorId: user.id,
    action: "user.email_change_requested",
    entityType: "user",
    entityId: user.id,
  });
}

/** A reset link proved the person reads the address: it counts as verified from then on. */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/**
 * The notice of a password change (decision 149), to the account's address: after a change in
 * Settings (with its audit entry, in one transaction) or through a reset link.
 */
export async function notifyPasswordChanged(
  db: Database,
  outbox: Outbox,
  userId: string,
  options: { isAudited: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await outbox.enqueue(tx, [passwordChangedMessage(outbox.site, user.email)]);
    if (options.isAudited) {
      await recordAudit(tx, {
        actorId: userId,
        action: "user.password_changed",
        entityType: "user",
        entityId: userId,
      });
    }
  });
}
