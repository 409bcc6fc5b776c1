import type { Database } from "~/db/client.server";
import { companyMembers } from "~/db/schema";
import { recordAudit } from "~/models/operations/audit-log.server";
import { membershipOf } from "~/models/suppliers/membership.server";
import { wantsLeads } from "./lead-recipients.server";

/** The member's choice now (their role's default until they chose); null for a non-member. */
export async function findReceivesLeads(
  db: Database,
  companyId: string,
  userId: string,
): Promise<boolean | null> {
  const [row] = await db
    .select({ role: companyMembers.role, receivesLeads: companyMembers.receivesLeads })
    .from(companyMembers)
    .where(membershipOf(companyId, userId));
  return row ? wantsLeads(row) : null;
}

/** Sets the member's choice; false when they are not on the company's team. */
export async function setReceivesLeads(
  db: Database,
  member: { companyId: string; companyName: string; userId: string },
  receivesLeads: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: companyMembers.role, receivesLeads: companyMembers.receivesLeads })
      .from(companyMembers)
      .where(membershipOf(member.companyId, member.userId))
      .for("update");
    if (!before) return false;
    await tx
      .update(companyMembers)
      .set({ receivesLeads })
      .where(membershipOf(member.companyId, member.userId));
    if (wantsLeads(before) !== receivesLeads) {
      await recordAudit(tx, {
        actorId: member.userId,
        action: "member.lead_email_changed",
        entityType: "company_member",
        entityId: member.userId,
        entityLabel: member.companyName,
        companyId: member.companyId,
        changes: { receivesLeads: { from: wantsLeads(before), to: receivesLeads } },
      });
    }
    return true;
  });
}
