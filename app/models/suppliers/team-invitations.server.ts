/**
 * A company's open invitations (docs/decisions/060): owners invite an address, limited per company
 * and per invited address, and revoke an invitation; each change with its audit entry.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companyInvitations, companyMembers, users } from "~/db/schema";
import type { CompanyRole } from "~/lib/suppliers";
import { isUuid } from "~/lib/uuid";
import type { Outbox } from "~/mail/outbox.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import { inviteToCompany } from "./invitation.server";
import { hitInvitationLimits } from "./invitation-limits.server";
import { TeamError } from "./team.server";

/** Invitations not yet accepted or revoked (expired ones too, marked by expiresAt), newest first. */
export function listOpenInvitations(db: Database, companyId: string) {
  return db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      createdAt: companyInvitations.createdAt,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt), asc(companyInvitations.id));
}

/**
 * Invites an address (the invitation and its e-mail in one transaction). A current member's
 * address is refused: they are on the team already.
 */
export async function inviteMember(
  db: Database,
  outbox: Outbox,
  invitation: {
    companyId: string;
    companyName: string;
    email: string;
    role: CompanyRole;
    invitedBy: string;
  },
): Promise<void> {
  const limited = await hitInvitationLimits(db, invitation.companyId, invitation.email);
  if (limited) throw new TeamError(limited.message, 429, limited.retryAfterSeconds);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ one: sql`1` })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, invitation.companyId),
          sql`lower(${users.email}) = lower(${invitation.email})`,
        ),
      )
      .limit(1);
    if (member) throw new TeamError("This address belongs to someone already on the team.");
    const id = await inviteToCompany(tx, { ...invitation, source: "team" }, outbox);
    await recordAudit(tx, {
      actorId: invitation.invitedBy,
      action: "invitation.created",
      entityType: "company_invitation",
      entityId: id,
      entityLabel: invitation.companyName,
      companyId: invitation.companyId,
      changes: { role: { from: null, to: invitation.role } },
    });
  });
}

/** Revokes an open invitation of this company; false when there is none with this id. */
export async function revokeInvitation(
  db: Database,
  companyId: string,
  invitationId: string,
  actorId: string,
): Promise<boolean> {
  if (!isUuid(invitationId)) return false;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(companyInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(companyInvitations.id, invitationId),
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      )
      .returning({ id: companyInvitations.id, role: companyInvitations.role });
    const [revoked] = rows;
    if (!revoked) return false;
    await recordAudit(tx, {
      actorId,
      action: "invitation.revoked",
      entityType: "company_invitation",
      entityId: revoked.id,
      companyId,
      changes: { role: { from: revoked.role, to: null } },
    });
    return true;
  });
}
