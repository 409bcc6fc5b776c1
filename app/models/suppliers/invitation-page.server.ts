/**
 * The invitation page's facts (/invitations/{id}, docs/decisions/118): which company, who invited,
 * which address. The id is a random UUID the e-mail carries; it grants nothing by itself (an
 * invitation is taken only by a session with that address, confirmed: decision 060).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, companyInvitations, users } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import { acceptInvitations } from "./invitation.server";
import { isCompanyMember } from "./membership.server";

export interface OpenInvitation {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  role: "owner" | "member";
  source: "claim" | "registration" | "team";
  /** The inviter's name as their account shows it; null when unknown (deleted, or no name). */
  inviterName: string | null;
  /** Whether the invitation was already taken (by this or another session of the address). */
  isAccepted: boolean;
}

/** An invitation as its page shows it: the company, the role, who sent it. */
const invitationColumns = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  companyName: companies.name,
  email: companyInvitations.email,
  role: companyInvitations.role,
  source: companyInvitations.source,
  inviterName: users.displayName,
  acceptedAt: companyInvitations.acceptedAt,
  expiresAt: companyInvitations.expiresAt,
};

/** The invitation when it is still open or was accepted, else null (unknown, revoked, expired). */
export async function findInvitation(
  db: Database,
  id: string,
  now = new Date(),
): Promise<OpenInvitation | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(invitationColumns)
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.id, id), isNull(companyInvitations.revokedAt)))
    .limit(1);
  if (!row) return null;
  const isAccepted = row.acceptedAt !== null;
  if (!isAccepted && row.expiresAt <= now) return null;
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    email: row.email,
    role: row.role,
    source: row.source,
    inviterName: row.inviterName?.trim() || null,
    isAccepted,
  };
}

/** Whether the signed-in address is the invited one (addresses compare without case). */
export function isInvitedAddress(invitation: { email: string }, email: string): boolean {
  return invitation.email.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * After an address is confirmed (the address-check page): the user's open invitations are taken
 * at once, and the answer is whether they now have a workspace to go to.
 */
export async function workspaceAfterConfirming(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id, email: users.email, isEmailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.isEmailVerified) return false;
  await acceptInvitations(db, user);
  return isCompanyMember(db, user.id);
}
