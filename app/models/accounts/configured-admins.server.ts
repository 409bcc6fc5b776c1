/**
 * Operators from the configuration (product decisions, "Admins"): a user whose address is in
 * ADMIN_EMAILS becomes an admin once the address is confirmed. Checked at start-up (for accounts
 * confirmed before the address was listed) and whenever an account is created or changed (a
 * confirmation link, a password reset, Google sign-up). Granting is audited like the grant
 * command's; removing an address from the list later revokes nothing (the console does that).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { recordAudit } from "~/models/operations/audit-log.server";

/** ADMIN_EMAILS as a list: comma-separated, trimmed, lower-cased, empty entries dropped. */
export function parseAdminEmails(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Makes the confirmed users with a listed address admins (only `userId` when given); returns how
 * many became admins now.
 */
export async function grantConfiguredAdmins(
  db: Database,
  adminEmails: readonly string[],
  userId?: string,
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  return db.transaction(async (tx) => {
    const granted = await tx
      .update(users)
      .set({ isAdmin: true })
      .where(
        and(
          eq(users.emailVerified, true),
          eq(users.isAdmin, false),
          inArray(sql`lower(${users.email})`, [...adminEmails]),
          userId ? eq(users.id, userId) : undefined,
        ),
      )
      .returning({ id: users.id, displayName: users.displayName });
    for (const user of granted) {
      await recordAudit(tx, {
        actorId: null,
        action: "user.admin_granted",
        entityType: "user",
        entityId: user.id,
        entityLabel: user.displayName,
        changes: { isAdmin: { from: false, to: true }, source: { from: null, to: "ADMIN_EMAILS" } },
      });
    }
    return granted.length;
  });
}
