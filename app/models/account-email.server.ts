/**
 * Account e-mails (docs/decisions/053): the address check after a password sign-up and the
 * password-reset link. Both are written to the outbox; the sign-up's check in the transaction that
 * inserts the user (see `authTransactionOf` in app/auth.server.ts).
 */
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { resetPasswordMessage } from "~/mail/messages/reset-password";
import { verifyEmailMessage } from "~/mail/messages/verify-email";
import type { Outbox } from "~/mail/outbox.server";

/** How long an address-check link works. */
export const VERIFY_LINK_HOURS = 24;
/** How long a password-reset link works (it also works only once). */
export const RESET_LINK_MINUTES = 60;

/** Our own page that asks for a button press before verifying (link scanners only GET). */
export function verifyEmailUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/verify-email/${encodeURIComponent(token)}`;
}

export function resetPasswordUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/reset-password/${encodeURIComponent(token)}`;
}

/**
 * Signs an address-check token (better-auth's own format, so `auth.api.verifyEmail` accepts it)
 * and writes the message in `tx`.
 */
export async function enqueueVerificationEmail(
  tx: Database,
  outbox: Outbox,
  secret: string,
  user: { id: string; email: string },
): Promise<void> {
  const token = await createEmailVerificationToken(
    secret,
    user.email,
    undefined,
    VERIFY_LINK_HOURS * 3600,
    { userId: user.id },
  );
  await outbox.enqueue(tx, [
    verifyEmailMessage(
      outbox.site,
      user.email,
      verifyEmailUrl(outbox.site.url, token),
      VERIFY_LINK_HOURS,
    ),
  ]);
}

/** Writes the reset message (better-auth made and stored the token). */
export async function enqueueResetPasswordEmail(
  tx: Database,
  outbox: Outbox,
  to: string,
  token: string,
): Promise<void> {
  await outbox.enqueue(tx, [
    resetPasswordMessage(
      outbox.site,
      to,
      resetPasswordUrl(outbox.site.url, token),
      RESET_LINK_MINUTES,
    ),
  ]);
}

/** A reset link proved the person reads the address: it counts as verified from then on. */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
