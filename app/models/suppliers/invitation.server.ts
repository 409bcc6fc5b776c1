/**
 * Invitations to a company (docs/decisions/060-ownership-model.md): an approved claim or
 * registration, or an owner, invites an address; the first session with that address, confirmed,
 * turns the invitation into a membership.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companyInvitations, companyMembers, users } from "~/db/schema";
import { type CompanyRole, INVITATION_DAYS, type InvitationSource } from "~/lib/suppliers";
import { companyInvitationMessage } from "~/mail/messages/company-invitation";
import type { Outbox } from "~/mail/outbox.server";

export interface NewInvitation {
  companyId: string;
  companyName: string;
  email: string;
  role: CompanyRole;
  source: InvitationSource;
  invitedBy: string | null;
  claimRequestId?: string | null;
  registrationId?: string | null;
}

/**
 * Invites an address to a company and, in the same transaction (call it inside one), e-mails the
 * invitation. An open invitation for the same company and address is replaced (the newer role and
 * validity win), so inviting twice never leaves two.
 */
export async function inviteToCompany(
  tx: Database,
  invitation: NewInvitation,
  outbox: Outbox,
  now = new Date(),
): Promise<string> {
  const email = invitation.email.trim();
  await tx
    .update(companyInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(companyInvitations.companyId, invitation.companyId),
        sql`lower(${companyInvitations.email}) = lower(${email})`,
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    );
  const [row] = await tx
    .insert(companyInvitations)
    .values({
      companyId: invitation.companyId,
      email,
      role: invitation.role,
      source: invitation.source,
      invitedBy: invitation.invitedBy,
      claimRequestId: invitation.claimRequestId ?? null,
      registrationId: invitation.registrationId ?? null,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    })
    .returning({ id: companyInvitations.id });
  if (!row) throw new Error("Invitation was not stored");
  const [inviter] = invitation.invitedBy
    ? await tx
        .select({ name: users.displayName })
        .from(users)
        .where(eq(users.id, invitation.invitedBy))
    : [];
  await outbox.enqueue(tx, [
    companyInvitationMessage(outbox.site, email, {
      invitationId: row.id,
      inviterName: inviter?.name.trim() || null,
      companyName: invitation.companyName,
      role: invitation.role,
      source: invitation.source,
      validDays: INVITATION_DAYS,
    }),
  ]);
  return row.id;
}

/**
 * Turns the open, unexpired invitations for a confirmed address into memberships (an owner
 * invitation makes an existing member an owner; nothing ever demotes). Called when a session
 * starts and when the workspace opens. Returns how many invitations it accepted.
 */
export async function acceptInvitations(
  db: Database,
  user: { id: string; email: string; isEmailVerified: boolean },
  now = new Date(),
): Promise<number> {
  if (!user.isEmailVerified) return 0;
  return db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(companyInvitations)
      .where(
        and(
          sql`lower(${companyInvitations.email}) = lower(${user.email})`,
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
          gt(companyInvitations.expiresAt, now),
        ),
      )
      .for("update");
    for (const invitation of open) {
      await tx
        .insert(companyMembers)
        .values({
          companyId: invitation.companyId,
          userId: user.id,
          role: invitation.role,
          approvedBy: invitation.invitedBy,
          approvedAt: now,
        })
        .onConflictDoUpdate({
          target: [companyMembers.companyId, companyMembers.userId],
          set: {
            role: sql`case when excluded.role = 'owner' then 'owner'::company_role else ${companyMembers.role} end`,
          },
        });
      await tx
        .update(companyInvitations)
        .set({ acceptedAt: now, acceptedBy: user.id })
        .where(eq(companyInvitations.id, invitation.id));
    }
    return open.length;
  });
}
