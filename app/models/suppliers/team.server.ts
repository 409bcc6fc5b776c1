/**
 * A company's team (/supplier/{companyId}/team, docs/decisions/060-ownership-model.md): its
 * members (invitations: team-invitations.server.ts); owners remove, promote and demote; anyone may
 * leave. A company always keeps at least one owner: every change that could take away an owner
 * locks the company's owner rows first (SELECT … FOR UPDATE), so two owners removing each other
 * at once cannot both succeed. Every change writes its audit entry in its transaction.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { companyMembers, users } from "~/db/schema";
import { RefusalError } from "~/lib/http-errors";
import type { CompanyRole } from "~/lib/suppliers";
import { type AuditEntry, recordAudit } from "~/models/operations/audit-log.server";
import { membershipOf } from "./membership.server";

export const LAST_OWNER = "A company needs at least one owner: make another member an owner first.";
export const NOT_A_MEMBER = "This person is no longer on the team.";
export const NO_LONGER_OWNER = "You are no longer an owner of this company.";

/**
 * Why a team change was refused: a message for the page (409 unless the member is gone; 429 with
 * the seconds to wait when an invitation limit is reached).
 */
export class TeamError extends RefusalError {
  constructor(message: string, status = 409, retryAfterSeconds?: number) {
    super(message, status, retryAfterSeconds);
  }
}

const approver = alias(users, "approver");

/** The members, owners first, then by name; with who approved each and when. */
export function listMembers(db: Database, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      name: users.displayName,
      email: users.email,
      role: companyMembers.role,
      approvedByName: approver.displayName,
      approvedAt: companyMembers.approvedAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(approver, eq(approver.id, companyMembers.approvedBy))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(
      sql`case when ${companyMembers.role} = 'owner' then 0 else 1 end`,
      asc(users.displayName),
      asc(users.id),
    );
}

/** Who asks for a change: a member's id, or an admin (who is not on the team). */
export interface TeamActor {
  userId: string;
  isAdmin: boolean;
}

/**
 * Runs a change to the team under a lock on the company's owner rows: the owners as they are
 * once every other change to them has committed. The actor, unless an admin, must still be an
 * owner when `actorMustOwn`.
 */
async function withOwnersLocked<T>(
  db: Database,
  companyId: string,
  actor: TeamActor,
  actorMustOwn: boolean,
  change: (tx: Database, owners: Set<string>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")))
      .for("update");
    const owners = new Set(rows.map((r) => r.userId));
    if (actorMustOwn && !actor.isAdmin && !owners.has(actor.userId)) {
      throw new TeamError(NO_LONGER_OWNER, 403);
    }
    return change(tx, owners);
  });
}

async function memberRole(tx: Database, companyId: string, userId: string) {
  const [row] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(membershipOf(companyId, userId))
    .for("update");
  if (!row) throw new TeamError(NOT_A_MEMBER, 404);
  return row.role;
}

/** The audit entry of a change to a member (labelled with their name, never their e-mail). */
async function auditMember(
  tx: Database,
  companyId: string,
  userId: string,
  entry: Pick<AuditEntry, "action" | "actorId" | "changes">,
) {
  const [member] = await tx
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    ...entry,
    entityType: "company_member",
    entityId: userId,
    entityLabel: member?.name ?? "",
    companyId,
  });
}

function refuseLastOwner(owners: Set<string>, userId: string) {
  if (owners.has(userId) && owners.size <= 1) throw new TeamError(LAST_OWNER);
}

/** Takes a member off the team, with its audit entry; never the last owner. */
async function deleteMember(
  tx: Database,
  owners: Set<string>,
  companyId: string,
  userId: string,
  entry: Pick<AuditEntry, "action" | "actorId">,
) {
  const role = await memberRole(tx, companyId, userId);
  refuseLastOwner(owners, userId);
  await tx.delete(companyMembers).where(membershipOf(companyId, userId));
  await auditMember(tx, companyId, userId, {
    ...entry,
    changes: { role: { from: role, to: null } },
  });
}

/** An owner (or admin) removes a member; the last owner cannot be removed. */
export async function removeMember(
  db: Database,
  companyId: string,
  userId: string,
  actor: TeamActor,
): Promise<void> {
  await withOwnersLocked(db, companyId, actor, true, (tx, owners) =>
    deleteMember(tx, owners, companyId, userId, {
      action: "member.removed",
      actorId: actor.userId,
    }),
  );
}

/** A member leaves the company; the last owner cannot. */
export async function leaveCompany(db: Database, companyId: string, userId: string) {
  await withOwnersLocked(db, companyId, { userId, isAdmin: false }, false, (tx, owners) =>
    deleteMember(tx, owners, companyId, userId, { action: "member.left", actorId: userId }),
  );
}

/** An owner (or admin) changes a member's role; the last owner cannot be made a member. */
export async function changeRole(
  db: Database,
  companyId: string,
  userId: string,
  role: CompanyRole,
  actor: TeamActor,
): Promise<void> {
  await withOwnersLocked(db, companyId, actor, true, async (tx, owners) => {
    const current = await memberRole(tx, companyId, userId);
    if (current === role) return;
    if (role === "member") refuseLastOwner(owners, userId);
    await tx.update(companyMembers).set({ role }).where(membershipOf(companyId, userId));
    await auditMember(tx, companyId, userId, {
      action: "member.role_changed",
      actorId: actor.userId,
      changes: { role: { from: current, to: role } },
    });
  });
}
