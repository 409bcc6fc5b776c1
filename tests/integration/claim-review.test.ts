/**
 * Claim review (docs/decisions/060-ownership-model.md), on both backends: a claim for an owned
 * company is a dispute; approval invites the claimant as owner and is refused while the company is
 * owned; one approved claim per company under two concurrent approvals; transfer supersedes the
 * old claim and removes the old members; rejections and questions are stored and e-mailed.
 */
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { claimRequests, companyInvitations, companyMembers, outboxMessages } from "~/db/schema";
import type { Outbox } from "~/mail/outbox.server";
import { createClaimRequest } from "~/models/reviews/claim-request.server";
import {
  approveClaim,
  askForMoreInfo,
  NO_MATCHING_COMPANY,
  rejectClaim,
  saveClaimNotes,
  transferOwnership,
} from "~/models/reviews/claim-rules.server";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, createCompany, createUser, uniqueEmail } from "../helpers/factories";

const t = setUpTestDatabase();
let adminId: string;
beforeAll(async () => {
  adminId = (await createUser(t.db, { isAdmin: true })).id;
});

async function submitClaim(companyId: string | null, companyName = "Some Dental Co") {
  const email = uniqueEmail("claimant");
  const row = await createClaimRequest(
    t.db,
    { companyId, companyName, contactName: "Casey Claimer", email, jobTitle: "Owner" },
    t.outbox as Outbox,
  );
  return { ...row, email };
}

async function claimRow(id: string) {
  const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.id, id));
  return row;
}

function mailsTo(db: Database, email: string) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
}

function openInvitations(companyId: string) {
  return t.db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    );
}

describe(`claim submission and review (${process.env.TEST_DB})`, () => {
  it("stores a claim for an unowned company as pending, for an owned one as disputed", async () => {
    const company = await createCompany(t.db);
    const first = await submitClaim(company.id, company.name);
    expect(first.status).toBe("pending");

    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    const second = await submitClaim(company.id, company.name);
    expect((await claimRow(second.id))?.status).toBe("disputed");
    // The operators' e-mail says it is a dispute; the claimant's acknowledgement does not.
    const [operators] = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "claim-received"),
          eq(outboxMessages.subject, `Disputed claim request: ${company.name}`),
        ),
      );
    expect(operators?.textBody).toContain("This is a dispute");
    const [ack] = await mailsTo(t.db, second.email);
    expect(ack?.kind).toBe("claim-acknowledgement");
    expect(ack?.textBody).not.toContain("dispute");
  });

  it("a claim after an approved one (not yet accepted) is also disputed", async () => {
    const company = await createCompany(t.db);
    const first = await submitClaim(company.id, company.name);
    expect(await approveClaim(t.db, t.outbox, { claimId: first.id, adminId })).toMatchObject({
      ok: true,
    });
    const second = await submitClaim(company.id, company.name);
    expect(second.status).toBe("disputed");
  });

  it("approval records the reviewer and invites the claimant as owner, with one e-mail", async () => {
    const company = await createCompany(t.db);
    const claim = await submitClaim(company.id, company.name);
    const result = await approveClaim(t.db, t.outbox, { claimId: claim.id, adminId });
    expect(result.ok).toBe(true);
    expect(await claimRow(claim.id)).toMatchObject({
      status: "approved",
      reviewedBy: adminId,
    });
    expect((await claimRow(claim.id))?.reviewedAt).toBeInstanceOf(Date);
    expect(await openInvitations(company.id)).toMatchObject([
      { email: claim.email, role: "owner", source: "claim", claimRequestId: claim.id },
    ]);
    const mails = await mailsTo(t.db, claim.email);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "claim-acknowledgement",
      "company-invitation",
    ]);
  });

  it("approval of a claim for an unlisted company needs an existing company by id or exact name", async () => {
    const company = await createCompany(t.db);
    const claim = await submitClaim(null, "Not Listed Anywhere");
    expect(await approveClaim(t.db, t.outbox, { claimId: claim.id, adminId })).toMatchObject({
      ok: false,
      status: 400,
      field: "company",
    });
    expect(
      await approveClaim(t.db, t.outbox, {
        claimId: claim.id,
        adminId,
        companyReference: "No Such Company Anywhere",
      }),
    ).toEqual({ ok: false, status: 400, field: "company", message: NO_MATCHING_COMPANY });
    expect((await claimRow(claim.id))?.status).toBe("pending");

    const approved = await approveClaim(t.db, t.outbox, {
      claimId: claim.id,
      adminId,
      companyReference: company.name.toUpperCase(),
    });
    expect(approved.ok).toBe(true);
    expect(await claimRow(claim.id)).toMatchObject({ status: "approved", companyId: company.id });
  });

  it("refuses approval while the company has an owner and marks the claim disputed", async () => {
    const company = await createCompany(t.db);
    const claim = await submitClaim(company.id, company.name);
    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    const result = await approveClaim(t.db, t.outbox, { claimId: claim.id, adminId });
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.message).toContain("already has an owner");
    expect((await claimRow(claim.id))?.status).toBe("disputed");
    expect(await openInvitations(company.id)).toHaveLength(0);
    // A disputed claim is resolved, not approved.
    const again = await approveClaim(t.db, t.outbox, { claimId: claim.id, adminId });
    expect(again).toMatchObject({ ok: false, status: 409 });
  });

  it("two concurrent approvals of two claims for one company approve exactly one", async () => {
    const company = await createCompany(t.db);
    const a = await submitClaim(company.id, company.name);
    const b = await submitClaim(company.id, company.name);
    const results = await Promise.all([
      approveClaim(t.db, t.outbox, { claimId: a.id, adminId }),
      approveClaim(t.db, t.outbox, { claimId: b.id, adminId }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409 });
    const approved = await t.db
      .select()
      .from(claimRequests)
      .where(and(eq(claimRequests.companyId, company.id), eq(claimRequests.status, "approved")));
    expect(approved).toHaveLength(1);
    expect(await openInvitations(company.id)).toHaveLength(1);
  });

  it("two concurrent approvals of the same claim invite once", async () => {
    const company = await createCompany(t.db);
    const claim = await submitClaim(company.id, company.name);
    const results = await Promise.all([
      approveClaim(t.db, t.outbox, { claimId: claim.id, adminId }),
      approveClaim(t.db, t.outbox, { claimId: claim.id, adminId }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const invitations = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, company.id));
    expect(invitations).toHaveLength(1);
  });

  it("transfer supersedes the old claim, removes old members, revokes invitations, invites the new owner", async () => {
    const company = await createCompany(t.db);
    const old = await submitClaim(company.id, company.name);
    await approveClaim(t.db, t.outbox, { claimId: old.id, adminId });
    const oldOwner = await createUser(t.db);
    const colleague = await createUser(t.db);
    await addCompanyMember(t.db, company.id, oldOwner.id, "owner");
    await addCompanyMember(t.db, company.id, colleague.id, "member");
    const dispute = await submitClaim(company.id, company.name);
    expect(dispute.status).toBe("disputed");

    const result = await transferOwnership(t.db, t.outbox, { claimId: dispute.id, adminId });
    expect(result.ok).toBe(true);
    expect((await claimRow(old.id))?.status).toBe("superseded");
    expect(await claimRow(dispute.id)).toMatchObject({ status: "approved", reviewedBy: adminId });
    expect(
      await t.db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)),
    ).toEqual([]);
    // The old claimant's open invitation was revoked; the new claimant's is the only open one.
    expect(await openInvitations(company.id)).toMatchObject([
      { email: dispute.email, role: "owner", claimRequestId: dispute.id },
    ]);
    // A second transfer (another admin, later) is refused.
    expect(await transferOwnership(t.db, t.outbox, { claimId: dispute.id, adminId })).toMatchObject(
      { ok: false, status: 409 },
    );
  });

  it("rejecting a dispute keeps the current owner and e-mails the reason", async () => {
    const company = await createCompany(t.db);
    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    const dispute = await submitClaim(company.id, company.name);
    const reason = "The current owner showed us the company's registration papers.";
    const result = await rejectClaim(t.db, t.outbox, { claimId: dispute.id, adminId, reason });
    expect(result.ok).toBe(true);
    expect(await claimRow(dispute.id)).toMatchObject({
      status: "rejected",
      decisionMessage: reason,
    });
    expect(
      await t.db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)),
    ).toHaveLength(1);
  });

  it("reject stores the reason and writes the claim-decision e-mail with it to the outbox", async () => {
    const claim = await submitClaim(null, "Unlisted Rejects Co");
    const reason = "We could not confirm that you work for this company.";
    const result = await rejectClaim(t.db, t.outbox, { claimId: claim.id, adminId, reason });
    expect(result.ok).toBe(true);
    expect(await claimRow(claim.id)).toMatchObject({
      status: "rejected",
      decisionMessage: reason,
      reviewedBy: adminId,
    });
    const [mail] = (await mailsTo(t.db, claim.email)).filter((m) => m.kind === "claim-decision");
    expect(mail?.textBody).toContain(reason);
    expect(mail?.htmlBody).toContain(reason);
    expect(mail?.headers).toEqual({ "Reply-To": t.outbox.site.contactEmail });
    // Decided: no second decision.
    expect(
      await rejectClaim(t.db, t.outbox, { claimId: claim.id, adminId, reason: "again" }),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it("asking for more information stores the question, sets more_info and e-mails it with Reply-To", async () => {
    const claim = await submitClaim(null, "Unlisted Questions Co");
    const question = "Could you send us a link to your profile on the company's website?";
    const result = await askForMoreInfo(t.db, t.outbox, { claimId: claim.id, adminId, question });
    expect(result.ok).toBe(true);
    expect(await claimRow(claim.id)).toMatchObject({
      status: "more_info",
      decisionMessage: question,
    });
    const [mail] = (await mailsTo(t.db, claim.email)).filter((m) => m.kind === "claim-decision");
    expect(mail?.textBody).toContain(question);
    expect(mail?.textBody).toContain("reply to this e-mail");
    expect(mail?.headers).toEqual({ "Reply-To": t.outbox.site.contactEmail });
  });

  it("notes are saved and never e-mailed", async () => {
    const claim = await submitClaim(null, "Unlisted Notes Co");
    const before = (await mailsTo(t.db, claim.email)).length;
    expect(
      await saveClaimNotes(t.db, { claimId: claim.id, adminId, notes: "Called them: legit." }),
    ).toMatchObject({ ok: true });
    expect((await claimRow(claim.id))?.notes).toBe("Called them: legit.");
    expect(await mailsTo(t.db, claim.email)).toHaveLength(before);
  });

  it("answers 404 for a claim that does not exist", async () => {
    const missing = crypto.randomUUID();
    expect(await approveClaim(t.db, t.outbox, { claimId: missing, adminId })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await approveClaim(t.db, t.outbox, { claimId: "nope", adminId })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
