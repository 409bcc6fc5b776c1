/**
 * "Delete my account" (docs/decisions/131): in one transaction, everything that is the account's
 * goes (the user, and with them their sessions, sign-in methods, practice profile, saved products
 * and team memberships; their reset tokens; the copies of e-mails sent to the address; the
 * address's subscription), one audit entry that holds only the account's id, and the notice of
 * the deletion to the address (decision 149). The sample requests sent with the address stay with
 * the suppliers that received them, as the privacy page says: they are those companies' leads,
 * kept for the retention period, and after this nothing ties them to an account (requests belong
 * to an account only through its address).
 */
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages, subscribers, users, verifications } from "~/db/schema";
import { accountDeletedMessage } from "~/mail/messages/account-notices";
import type { Outbox } from "~/mail/outbox.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import { refuseLastAdminLeaving, USER_NOT_FOUND, UserChangeError } from "./admin-users.server";

export { UserChangeError as AccountDeletionError };

/** Deletes the account `userId`; throws AccountDeletionError (409) for the last admin. */
export async function deleteAccount(db: Database, outbox: Outbox, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await refuseLastAdminLeaving(tx, userId);
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new UserChangeError(USER_NOT_FOUND, 404);
    const address = user.email.trim().toLowerCase();
    // better-auth's tokens: a reset link's row holds the user id; none should hold the address.
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, user.id),
          sql`strpos(lower(${verifications.identifier}), ${address}) > 0`,
          sql`strpos(lower(${verifications.value}), ${address}) > 0`,
        ),
      );
    // Our copies of what we sent to the address (account mails, request confirmations, status
    // news); a message still queued is simply not sent. Mails to suppliers are their leads.
    await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.recipient}) = ${address}`);
    await tx.delete(subscribers).where(sql`lower(${subscribers.email}) = ${address}`);
    // Sessions, sign-in methods, profile, saved products and memberships go with it (cascade);
    // references elsewhere (who changed a status, who uploaded a logo) become empty.
    await tx.delete(users).where(eq(users.id, user.id));
    // The notice to the address (decision 149): the one message to it that stays, as every sent
    // mail does, until the outbox's retention deletes it.
    await outbox.enqueue(tx, [accountDeletedMessage(outbox.site, user.email)]);
    await recordAudit(tx, {
      actorId: user.id,
      action: "user.deleted",
      entityType: "user",
      entityId: user.id,
    });
  });
}
