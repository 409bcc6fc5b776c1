/**
 * What each decision does to a claim (docs/decisions/060-ownership-model.md), run by the one
 * review flow (review-decision.server.ts): approve (the claimant is invited as owner), reject with
 * a reason, ask for more information, resolve a dispute (reject it, or transfer the ownership),
 * and internal notes. An approval that finds the company taken marks the claim disputed instead;
 * the unique index allows one approved claim per company, so the second of two admins gets a
 * clear refusal instead of a second owner.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { claimRequests, companies, companyInvitations, companyMembers } from "~/db/schema";
import { type ClaimStatus, REVIEW_STATUS_LABELS } from "~/lib/suppliers";
import { startTrial } from "~/models/billing/trial.server";
import { findClaimableCompany, isCompanyTaken } from "./claim-request.server";
import { decisionsOf, type ReviewKind, rejection, saveNotes } from "./review-decision.server";
import { type ReviewOutcome, ReviewRefusal } from "./review-outcome.server";

/** Claims still waiting for a decision. */
const OPEN_CLAIM_STATUSES = ["pending", "more_info", "disputed"] as const;
/** The statuses a claim can be approved from (a disputed claim is resolved, not approved). */
const APPROVABLE: ClaimStatus[] = ["pending", "more_info"];

const CLAIM_DECIDED_MEANWHILE =
  "Another admin decided this claim a moment ago. Reload the page to see its status.";
const COMPANY_APPROVED_MEANWHILE =
  "Another claim for this company was approved a moment ago. This claim is now a dispute: reload the page and resolve it.";
export const NO_MATCHING_COMPANY =
  "No listed company has this id or exact name. Check the spelling, or add the company first.";
const COMPANY_REQUIRED =
  "This claim names no listed company: enter the listed company's id or exact name.";
const COMPANY_GONE = "The claimed company no longer exists.";

const CLAIMS: ReviewKind<typeof claimRequests> = {
  entity: "claim",
  table: claimRequests,
  missing: "This claim does not exist.",
  decidedMeanwhile: CLAIM_DECIDED_MEANWHILE,
};

type Claim = typeof claimRequests.$inferSelect;

const claimDecision = decisionsOf(
  CLAIMS,
  (input: { claimId: string; adminId: string }) => input.claimId,
);

function isOpen(status: ClaimStatus): boolean {
  return (OPEN_CLAIM_STATUSES as readonly ClaimStatus[]).includes(status);
}

function notOpen(status: ClaimStatus): ReviewRefusal {
  return new ReviewRefusal(
    409,
    `This claim is already ${REVIEW_STATUS_LABELS[status].toLowerCase()}: it can no longer be changed.`,
  );
}

/** Any open claim may be rejected or asked about; a decided one is refused. */
function open(claim: Claim): readonly ClaimStatus[] {
  if (!isOpen(claim.status)) throw notOpen(claim.status);
  return OPEN_CLAIM_STATUSES;
}

/** The claimed company, locked (two approvals for one company queue up here). */
async function lockClaimedCompany(tx: Database, claim: Claim, reference?: string | null) {
  let companyId = claim.companyId;
  if (!companyId) {
    const typed = reference?.trim() ?? "";
    if (!typed) throw new ReviewRefusal(400, COMPANY_REQUIRED, "company");
    const found = await findClaimableCompany(tx, typed);
    if (!found) throw new ReviewRefusal(400, NO_MATCHING_COMPANY, "company");
    companyId = found.id;
  }
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  if (!company) throw new ReviewRefusal(409, COMPANY_GONE);
  return company;
}

/**
 * Approves a pending claim (or one awaiting more information) and invites its e-mail as the
 * company's owner; the invitation is the approval e-mail. A claim that names no listed company
 * needs `companyReference` (an id or exact name). Refused while the company has an owner or an
 * approved claim: the claim then becomes a dispute, to be resolved as one.
 */
export const approveClaim = claimDecision<{ companyReference?: string | null }>(
  ({ companyReference, adminId }, now) => ({
    action: "claim.approved",
    conflict: COMPANY_APPROVED_MEANWHILE,
    from(claim) {
      if (claim.status === "disputed") {
        throw new ReviewRefusal(
          409,
          "This claim is disputed: resolve it as a dispute (reject it, or transfer the ownership).",
        );
      }
      if (!APPROVABLE.includes(claim.status)) throw notOpen(claim.status);
      return APPROVABLE;
    },
    async change(tx, claim, mark) {
      const company = await lockClaimedCompany(tx, claim, companyReference);
      if (await isCompanyTaken(tx, company.id)) {
        // Not an approval, but the claim is now known to be a dispute: say so and keep it.
        await mark(APPROVABLE, { status: "disputed", companyId: company.id }, "claim.disputed");
        return {
          ok: false,
          status: 409,
          message: `${company.name} already has an owner or an approved claim, so this claim cannot be approved. It is now marked Disputed: resolve it as a dispute.`,
        };
      }
      // The free month starts now (Basic unless the company already has a plan).
      await startTrial(tx, company.id, null, now, adminId);
      return {
        set: { status: "approved", companyId: company.id, decisionMessage: null },
        owner: company,
        message: `Claim approved: ${claim.email} is invited as the owner of ${company.name}.`,
      };
    },
  }),
);

/**
 * Rejects an open claim (pending, awaiting more information, or disputed: the current owner
 * stays) with a reason the claimant reads in the e-mail.
 */
export const rejectClaim = claimDecision<{ reason: string }>(({ reason }) => ({
  action: "claim.rejected",
  from: open,
  change: async (_tx, claim) =>
    rejection(
      reason,
      claim.status === "disputed"
        ? "Dispute rejected: the current owner stays. The claimant was e-mailed the reason."
        : "Claim rejected. The claimant was e-mailed the reason.",
    ),
}));

/**
 * Asks the claimant a question (status more_info); they answer by replying to the e-mail. A
 * disputed claim stays disputed (it is still a dispute once answered).
 */
export const askForMoreInfo = claimDecision<{ question: string }>(({ question }) => ({
  action: "claim.more_info_requested",
  from: open,
  change: async (_tx, claim) => ({
    set: {
      status: claim.status === "disputed" ? "disputed" : "more_info",
      decisionMessage: question,
    },
    notice: { kind: "more_info", question },
    message: "Question sent. The claimant answers by replying to the e-mail.",
  }),
}));

/**
 * Resolves a dispute for the new claimant: the earlier approved claim becomes superseded, the
 * company's members are removed and its open invitations revoked, and the disputed claim is
 * approved with its e-mail invited as owner.
 */
export const transferOwnership = claimDecision(({ adminId }, now) => ({
  action: "claim.ownership_transferred",
  conflict: COMPANY_APPROVED_MEANWHILE,
  from(claim) {
    if (claim.status !== "disputed") {
      throw new ReviewRefusal(
        409,
        isOpen(claim.status)
          ? "Only a disputed claim can take over a company: approve this claim instead."
          : CLAIM_DECIDED_MEANWHILE,
      );
    }
    return ["disputed"];
  },
  async change(tx, claim) {
    const companyId = claim.companyId;
    if (!companyId) throw new ReviewRefusal(409, COMPANY_GONE);
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw new ReviewRefusal(409, COMPANY_GONE);
    await tx
      .update(claimRequests)
      .set({ status: "superseded", reviewedAt: now, reviewedBy: adminId })
      .where(
        and(
          eq(claimRequests.companyId, companyId),
          eq(claimRequests.status, "approved"),
          ne(claimRequests.id, claim.id),
        ),
      );
    await tx.delete(companyMembers).where(eq(companyMembers.companyId, companyId));
    await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
    return {
      set: { status: "approved", decisionMessage: null },
      owner: company,
      message: `Ownership transferred: the earlier owners were removed and ${claim.email} is invited as the owner of ${company.name}.`,
    };
  },
}));

/** The operators' internal notes on a claim (never sent to anyone). */
export function saveClaimNotes(
  db: Database,
  input: { claimId: string; adminId: string; notes: string },
): Promise<ReviewOutcome> {
  return saveNotes(db, CLAIMS, { id: input.claimId, adminId: input.adminId, notes: input.notes });
}
