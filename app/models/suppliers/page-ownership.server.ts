/**
 * Who stands behind a public company page (docs/decisions/060, 117): what its banner says, and
 * who may see the page while it is a draft.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companyInvitations, companyMembers } from "~/db/schema";
import type { SessionUser } from "~/models/accounts/user.server";
import { findRole } from "./membership.server";

/**
 * `claimed`: it has an owner; `invited`: no owner yet, but an owner invitation is open (an
 * approved claim or registration), so nobody else is asked to claim it; `unclaimed` otherwise.
 */
export type PageOwnership = "claimed" | "invited" | "unclaimed";

export async function pageOwnership(
  db: Database,
  companyId: string,
  now = new Date(),
): Promise<PageOwnership> {
  const { rows } = await db.execute<{ owned: boolean; invited: boolean }>(sql`SELECT
    EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${and(
      eq(companyMembers.companyId, companyId),
      eq(companyMembers.role, "owner"),
    )}) AS owned,
    EXISTS (SELECT 1 FROM ${companyInvitations} WHERE ${and(
      eq(companyInvitations.companyId, companyId),
      eq(companyInvitations.role, "owner"),
      isNull(companyInvitations.acceptedAt),
      isNull(companyInvitations.revokedAt),
      gt(companyInvitations.expiresAt, now),
    )}) AS invited`);
  const row = rows[0];
  return row?.owned ? "claimed" : row?.invited ? "invited" : "unclaimed";
}

/** Whether the signed-in user may see the company's page while it is a draft: its team, admins. */
export async function mayPreviewDraft(
  db: Database,
  companyId: string,
  user: SessionUser | null,
): Promise<boolean> {
  if (!user) return false;
  return user.isAdmin || (await findRole(db, companyId, user.id)) !== null;
}
