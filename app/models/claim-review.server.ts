/**
 * The operators' review of claims (docs/decisions/060-ownership-model.md): approve (the claimant is
 * invited as owner), reject with a reason, ask for more information, resolve a dispute (reject it,
 * or transfer the ownership), and internal notes. Each decision is one transaction that records
 * who decided and when and writes its e-mail. Two admins deciding at once: every status change is
 * conditional on the status it starts from, and the unique index allows one approved claim per
 * company, so the second admin gets a clear refusal instead of a second owner.
 */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { claimRequests, companies, companyInvitations, companyMembers } from "~/db/schema";
import { CLAIM_STATUS_LABELS, type ClaimStatus } from "~/lib/suppliers";
import { isUuid } from "~/lib/uuid";
import { type ClaimDecision, claimDecisionMessage } from "~/mail/messages/claim-decision";
import type { Outbox } from "~/mail/outbox.server";
import { changedFields, recordAudit } from "./audit-log.server";
import { findClaimableCompany, isCompanyTaken } from "./claim-request.server";
import { inviteToCompany } from "./invitation.server";
import { type ReviewOutcome, ReviewRefusal, runDecision } from "./review-outcome.server";

/** Claims still waiting for a decision. */
export const OPEN_CLAIM_STATUSES = ["pending", "more_info", "disputed"] as const;
/** The statuses a claim can be approved from (a disputed claim is resolved, not approved). */
const APPROVABLE: ClaimStatus[] = ["pending", "more_info"];

export const CLAIM_DECIDED_MEANWHILE =
  "Another admin decided this claim a moment ago. Reload the page to see its status.";
export const COMPANY_APPROVED_MEANWHILE =
  "Another claim for this company was approved a moment ago. This claim is now a dispute: reload the page and resolve it.";
export const NO_MATCHING_COMPANY =
  "No listed company has this id or exact name. Check the spelling, or add the company first.";
export const COMPANY_REQUIRED =
  "This claim names no listed company: enter the listed company's id or exact name.";

interface Reviewer {
  claimId: string;
  adminId: string;
}

type Tx = Database;

/** The claim, locked for this transaction, or a 404 refusal. */
async function lockClaim(tx: Tx, claimId: string) {
  if (!isUuid(claimId)) throw new ReviewRefusal(404, "This claim does not exist.");
  const [claim] = await tx
    .select()
    .from(claimRequests)
    .where(eq(claimRequests.id, claimId))
    .for("update");
  if (!claim) throw new ReviewRefusal(404, "This claim does not exist.");
  return claim;
}

function notOpen(status: ClaimStatus): ReviewRefusal {
  return new ReviewRefusal(
    409,
    `This claim is already ${CLAIM_STATUS_LABELS[status].toLowerCase()}: it can no longer be changed.`,
  );
}

/**
 * Sets the claim's status from one of `from` (a conditional update: the race guard), recording the
 * reviewer and the time; refuses when another admin changed it first.
 */
async function moveClaim(
  tx: Tx,
  claim: Claim,
  from: readonly ClaimStatus[],
  set: Partial<typeof claimRequests.$inferInsert> & { status: ClaimStatus },
  adminId: string,
  now: Date,
  action: string,
) {
  const moved = await tx
    .update(claimRequests)
    .set({ ...set, reviewedAt: now, reviewedBy: adminId })
    .where(and(eq(claimRequests.id, claim.id), inArray(claimRequests.status, [...from])))
    .returning({ id: claimRequests.id });
  if (moved.length === 0) throw new ReviewRefusal(409, CLAIM_DECIDED_MEANWHILE);
  await auditClaim(tx, claim, action, adminId, set);
}

type Claim = typeof claimRequests.$inferSelect;

/** The audit entry of a decision on a claim: its status, company and message, before → after. */
function auditClaim(
  tx: Tx,
  claim: Claim,
  action: string,
  adminId: string,
  after: Partial<typeof claimRequests.$inferInsert>,
) {
  return recordAudit(tx, {
    actorId: adminId,
    action,
    entityType: "claim",
    entityId: claim.id,
    entityLabel: claim.companyName,
    companyId: after.companyId ?? claim.companyId,
    changes: changedFields(claim, after, ["status", "companyId", "decisionMessage", "notes"]),
  });
}

async function companyName(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new ReviewRefusal(409, "The claimed company no longer exists.");
  return row.name;
}

/**
 * Approves a pending claim (or one awaiting more information) and invites its e-mail as the
 * company's owner; the invitation is the approval e-mail. A claim that names no listed company
 * needs `companyReference` (an id or exact name). Refused while the company has an owner or an
 * approved claim: the claim then becomes a dispute, to be resolved as one.
 */
export async function approveClaim(
  db: Database,
  outbox: Outbox,
  input: Reviewer & { companyReference?: string | null },
  now = new Date(),
): Promise<ReviewOutcome> {
  return runDecision(
    () =>
      db.transaction(async (tx) => {
        const claim = await lockClaim(tx, input.claimId);
        if (claim.status === "disputed") {
          throw new ReviewRefusal(
            409,
            "This claim is disputed: resolve it as a dispute (reject it, or transfer the ownership).",
          );
        }
        if (!APPROVABLE.includes(claim.status)) throw notOpen(claim.status);
        let companyId = claim.companyId;
        if (!companyId) {
          const reference = input.companyReference?.trim() ?? "";
          if (!reference) throw new ReviewRefusal(400, COMPANY_REQUIRED, "company");
          const company = await findClaimableCompany(tx, reference);
          if (!company) throw new ReviewRefusal(400, NO_MATCHING_COMPANY, "company");
          companyId = company.id;
        }
        // Lock the company row: two approvals for the same company queue up here.
        const [company] = await tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, companyId))
          .for("update");
        if (!company) throw new ReviewRefusal(409, "The claimed company no longer exists.");
        if (await isCompanyTaken(tx, company.id)) {
          // Not an approval, but the claim is now known to be a dispute: say so and keep it.
          await tx
            .update(claimRequests)
            .set({ status: "disputed", companyId: company.id })
            .where(and(eq(claimRequests.id, claim.id), inArray(claimRequests.status, APPROVABLE)));
          await auditClaim(tx, claim, "claim.disputed", input.adminId, {
            status: "disputed",
            companyId: company.id,
          });
          return {
            ok: false,
            status: 409,
            message: `${company.name} already has an owner or an approved claim, so this claim cannot be approved. It is now marked Disputed: resolve it as a dispute.`,
          } satisfies ReviewOutcome;
        }
        await moveClaim(
          tx,
          claim,
          APPROVABLE,
          { status: "approved", companyId: company.id, decisionMessage: null },
          input.adminId,
          now,
          "claim.approved",
        );
        await inviteToCompany(
          tx,
          {
            companyId: company.id,
            companyName: company.name,
            email: claim.email,
            role: "owner",
            source: "claim",
            invitedBy: input.adminId,
            claimRequestId: claim.id,
          },
          outbox,
          now,
        );
        return {
          ok: true,
          message: `Claim approved: ${claim.email} is invited as the owner of ${company.name}.`,
        } satisfies ReviewOutcome;
      }),
    () => ({ ok: false, status: 409, message: COMPANY_APPROVED_MEANWHILE }),
  );
}

/** Writes the decision e-mail for a rejection or a question (Reply-To: the operators). */
async function tellClaimant(
  tx: Tx,
  outbox: Outbox,
  claim: typeof claimRequests.$inferSelect,
  decision: ClaimDecision,
) {
  await outbox.enqueue(tx, [
    claimDecisionMessage(
      outbox.site,
      claim.email,
      { contactName: claim.contactName, companyName: claim.companyName },
      decision,
    ),
  ]);
}

/**
 * Rejects an open claim (pending, awaiting more information, or disputed: the current owner
 * stays) with a reason the claimant reads in the e-mail.
 */
export async function rejectClaim(
  db: Database,
  outbox: Outbox,
  input: Reviewer & { reason: string },
  now = new Date(),
): Promise<ReviewOutcome> {
  return runDecision(
    () =>
      db.transaction(async (tx) => {
        const claim = await lockClaim(tx, input.claimId);
        if (!isOpen(claim.status)) throw notOpen(claim.status);
        await moveClaim(
          tx,
          claim,
          OPEN_CLAIM_STATUSES,
          { status: "rejected", decisionMessage: input.reason },
          input.adminId,
          now,
          "claim.rejected",
        );
        await tellClaimant(tx, outbox, claim, { kind: "rejected", reason: input.reason });
        return {
          ok: true,
          message:
            claim.status === "disputed"
              ? "Dispute rejected: the current owner stays. The claimant was e-mailed the reason."
              : "Claim rejected. The claimant was e-mailed the reason.",
        } satisfies ReviewOutcome;
      }),
    () => ({ ok: false, status: 409, message: CLAIM_DECIDED_MEANWHILE }),
  );
}

/**
 * Asks the claimant a question (status more_info); they answer by replying to the e-mail. A
 * disputed claim stays disputed (it is still a dispute once answered).
 */
export async function askForMoreInfo(
  db: Database,
  outbox: Outbox,
  input: Reviewer & { question: string },
  now = new Date(),
): Promise<ReviewOutcome> {
  return runDecision(
    () =>
      db.transaction(async (tx) => {
        const claim = await lockClaim(tx, input.claimId);
        if (!isOpen(claim.status)) throw notOpen(claim.status);
        const status = claim.status === "disputed" ? "disputed" : "more_info";
        await moveClaim(
          tx,
          claim,
          [claim.status],
          { status, decisionMessage: input.question },
          input.adminId,
          now,
          "claim.more_info_requested",
        );
        await tellClaimant(tx, outbox, claim, { kind: "more_info", question: input.question });
        return {
          ok: true,
          message: "Question sent. The claimant answers by replying to the e-mail.",
        } satisfies ReviewOutcome;
      }),
    () => ({ ok: false, status: 409, message: CLAIM_DECIDED_MEANWHILE }),
  );
}

/**
 * Resolves a dispute for the new claimant: the earlier approved claim becomes superseded, the
 * company's members are removed and its open invitations revoked, and the disputed claim is
 * approved with its e-mail invited as owner.
 */
export async function transferOwnership(
  db: Database,
  outbox: Outbox,
  input: Reviewer,
  now = new Date(),
): Promise<ReviewOutcome> {
  return runDecision(
    () =>
      db.transaction(async (tx) => {
        const claim = await lockClaim(tx, input.claimId);
        if (claim.status !== "disputed") {
          throw new ReviewRefusal(
            409,
            isOpen(claim.status)
              ? "Only a disputed claim can take over a company: approve this claim instead."
              : CLAIM_DECIDED_MEANWHILE,
          );
        }
        if (!claim.companyId) {
          throw new ReviewRefusal(409, "The claimed company no longer exists.");
        }
        const companyId = claim.companyId;
        const name = await companyName(tx, companyId);
        await tx
          .update(claimRequests)
          .set({ status: "superseded", reviewedAt: now, reviewedBy: input.adminId })
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
        await moveClaim(
          tx,
          claim,
          ["disputed"],
          { status: "approved", decisionMessage: null },
          input.adminId,
          now,
          "claim.ownership_transferred",
        );
        await inviteToCompany(
          tx,
          {
            companyId,
            companyName: name,
            email: claim.email,
            role: "owner",
            source: "claim",
            invitedBy: input.adminId,
            claimRequestId: claim.id,
          },
          outbox,
          now,
        );
        return {
          ok: true,
          message: `Ownership transferred: the earlier owners were removed and ${claim.email} is invited as the owner of ${name}.`,
        } satisfies ReviewOutcome;
      }),
    () => ({ ok: false, status: 409, message: COMPANY_APPROVED_MEANWHILE }),
  );
}

/** The operators' internal notes on a claim (never sent to anyone). */
export async function saveClaimNotes(
  db: Database,
  input: Reviewer & { notes: string },
): Promise<ReviewOutcome> {
  if (!isUuid(input.claimId))
    return { ok: false, status: 404, message: "This claim does not exist." };
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(claimRequests)
      .where(eq(claimRequests.id, input.claimId))
      .for("update");
    if (!claim) return { ok: false, status: 404, message: "This claim does not exist." };
    await tx
      .update(claimRequests)
      .set({ notes: input.notes })
      .where(eq(claimRequests.id, input.claimId));
    await auditClaim(tx, claim, "claim.notes_saved", input.adminId, { notes: input.notes });
    return { ok: true, message: "Notes saved." };
  });
}

export function isOpen(status: ClaimStatus): boolean {
  return (OPEN_CLAIM_STATUSES as readonly ClaimStatus[]).includes(status);
}
