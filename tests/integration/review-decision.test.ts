/**
 * The one review flow (docs/decisions/105), on both backends: two admins deciding the same claim
 * or registration at once make exactly one decision, with one audit entry and one e-mail (the
 * invitation of an approval, or the reason of a rejection); the other admin is refused with 409
 * and writes nothing. A decision refused part-way leaves nothing behind.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  claimRequests,
  companies,
  companyInvitations,
  outboxMessages,
  supplierRegistrations,
} from "~/db/schema";
import {
  approveClaim,
  askForMoreInfo,
  rejectClaim,
  transferOwnership,
} from "~/models/reviews/claim-rules.server";
import {
  approveRegistration,
  rejectRegistration,
} from "~/models/reviews/registration-rules.server";
import type { ReviewOutcome } from "~/models/reviews/review-outcome.server";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createUser,
  uniqueEmail,
  uniqueTag,
} from "../helpers/factories";

const t = setUpTestDatabase();
let first: string;
let second: string;
beforeAll(async () => {
  first = (await createUser(t.db, { isAdmin: true })).id;
  second = (await createUser(t.db, { isAdmin: true })).id;
});

async function insertClaim(companyId: string | null, status: "pending" | "disputed" = "pending") {
  const [row] = await t.db
    .insert(claimRequests)
    .values({
      companyId,
      companyName: "Raced Co",
      contactName: "Casey Claimer",
      email: uniqueEmail("claimant"),
      jobTitle: "Owner",
      status,
    })
    .returning();
  if (!row) throw new Error("no claim");
  return row;
}

async function insertRegistration() {
  const [row] = await t.db
    .insert(supplierRegistrations)
    .values({
      companyName: `Raced Dental ${uniqueTag()}`,
      contactName: "Robin Registrant",
      email: uniqueEmail("registrant"),
      phone: "+1 555 010 3000",
      planType: "basic",
    })
    .returning();
  if (!row) throw new Error("no registration");
  return row;
}

/** What one row's decisions left: its audit entries and the e-mails to its sender. */
async function traces(id: string, email: string) {
  const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
  const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
  return { audits, mails };
}

/** Exactly one of the two won; the other was told another admin decided first. */
function oneWon(results: ReviewOutcome[]) {
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  const lost = results.find((r) => !r.ok);
  expect(lost).toMatchObject({ ok: false, status: 409 });
  return results.findIndex((r) => r.ok);
}

describe(`one review flow: two admins at once (${process.env.TEST_DB})`, () => {
  it("approve and approve the same claim: one approval, one audit entry, one invitation", async () => {
    const company = await createCompany(t.db);
    const claim = await insertClaim(company.id);
    const results = await Promise.all([
      approveClaim(t.db, t.outbox, { claimId: claim.id, adminId: first }),
      approveClaim(t.db, t.outbox, { claimId: claim.id, adminId: second }),
    ]);
    const winner = [first, second][oneWon(results)];
    const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.id, claim.id));
    expect(row).toMatchObject({ status: "approved", reviewedBy: winner });
    const { audits, mails } = await traces(claim.id, claim.email);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([["claim.approved", winner]]);
    expect(mails.map((m) => m.kind)).toEqual(["company-invitation"]);
  });

  it("approve and reject the same claim: one decision, its audit entry and its e-mail only", async () => {
    const company = await createCompany(t.db);
    const claim = await insertClaim(company.id);
    const results = await Promise.all([
      approveClaim(t.db, t.outbox, { claimId: claim.id, adminId: first }),
      rejectClaim(t.db, t.outbox, { claimId: claim.id, adminId: second, reason: "Not them." }),
    ]);
    const approved = oneWon(results) === 0;
    const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.id, claim.id));
    expect(row?.status).toBe(approved ? "approved" : "rejected");
    const { audits, mails } = await traces(claim.id, claim.email);
    expect(audits.map((a) => a.action)).toEqual([approved ? "claim.approved" : "claim.rejected"]);
    expect(mails.map((m) => m.kind)).toEqual([approved ? "company-invitation" : "claim-decision"]);
    const invitations = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.claimRequestId, claim.id));
    expect(invitations).toHaveLength(approved ? 1 : 0);
  });

  it("reject and reject the same claim: one rejection, one audit entry, one e-mail", async () => {
    const claim = await insertClaim(null);
    const results = await Promise.all([
      rejectClaim(t.db, t.outbox, { claimId: claim.id, adminId: first, reason: "No." }),
      rejectClaim(t.db, t.outbox, { claimId: claim.id, adminId: second, reason: "No!" }),
    ]);
    oneWon(results);
    const { audits, mails } = await traces(claim.id, claim.email);
    expect(audits.map((a) => a.action)).toEqual(["claim.rejected"]);
    expect(mails.map((m) => m.kind)).toEqual(["claim-decision"]);
    // A question after the decision is refused and writes nothing.
    const asked = await askForMoreInfo(t.db, t.outbox, {
      claimId: claim.id,
      adminId: first,
      question: "Still there?",
    });
    expect(asked).toMatchObject({ ok: false, status: 409 });
    expect((await traces(claim.id, claim.email)).mails).toHaveLength(1);
  });

  it("transfer and transfer the same dispute: one transfer, one audit entry, one invitation", async () => {
    const company = await createCompany(t.db);
    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    const dispute = await insertClaim(company.id, "disputed");
    const results = await Promise.all([
      transferOwnership(t.db, t.outbox, { claimId: dispute.id, adminId: first }),
      transferOwnership(t.db, t.outbox, { claimId: dispute.id, adminId: second }),
    ]);
    oneWon(results);
    const { audits, mails } = await traces(dispute.id, dispute.email);
    expect(audits.map((a) => a.action)).toEqual(["claim.ownership_transferred"]);
    expect(mails.map((m) => m.kind)).toEqual(["company-invitation"]);
  });

  it("approve and approve the same registration: one company, one audit entry, one invitation", async () => {
    const registration = await insertRegistration();
    const results = await Promise.all([
      approveRegistration(t.db, t.outbox, { registrationId: registration.id, adminId: first }),
      approveRegistration(t.db, t.outbox, { registrationId: registration.id, adminId: second }),
    ]);
    const winner = [first, second][oneWon(results)];
    const [row] = await t.db
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.id, registration.id));
    expect(row).toMatchObject({ status: "approved", reviewedBy: winner });
    const created = await t.db
      .select()
      .from(companies)
      .where(eq(companies.name, registration.companyName));
    expect(created).toHaveLength(1);
    const { audits, mails } = await traces(registration.id, registration.email);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([["registration.approved", winner]]);
    expect(mails.map((m) => m.kind)).toEqual(["company-invitation"]);
  });

  it("approve and reject the same registration: one decision, its audit entry and its e-mail only", async () => {
    const registration = await insertRegistration();
    const results = await Promise.all([
      approveRegistration(t.db, t.outbox, { registrationId: registration.id, adminId: first }),
      rejectRegistration(t.db, t.outbox, {
        registrationId: registration.id,
        adminId: second,
        reason: "Not a dental supplier.",
      }),
    ]);
    const approved = oneWon(results) === 0;
    const { audits, mails } = await traces(registration.id, registration.email);
    expect(audits.map((a) => a.action)).toEqual([
      approved ? "registration.approved" : "registration.rejected",
    ]);
    expect(mails.map((m) => m.kind)).toEqual([
      approved ? "company-invitation" : "registration-decision",
    ]);
    const created = await t.db
      .select()
      .from(companies)
      .where(eq(companies.name, registration.companyName));
    expect(created).toHaveLength(approved ? 1 : 0);
  });
});

describe(`one review flow: a refusal leaves nothing (${process.env.TEST_DB})`, () => {
  it("an approval refused after the company is found writes no status, audit, invitation or e-mail", async () => {
    const company = await createCompany(t.db);
    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    const registration = await insertRegistration();
    await t.db
      .update(supplierRegistrations)
      .set({ companyName: company.name })
      .where(eq(supplierRegistrations.id, registration.id));
    const result = await approveRegistration(t.db, t.outbox, {
      registrationId: registration.id,
      adminId: first,
    });
    expect(result).toMatchObject({ ok: false, status: 409 });
    const [row] = await t.db
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.id, registration.id));
    expect(row).toMatchObject({ status: "pending", reviewedBy: null, reviewedAt: null });
    const { audits, mails } = await traces(registration.id, registration.email);
    expect(audits).toEqual([]);
    expect(mails).toEqual([]);
    const [plan] = await t.db
      .select({ trialEndsAt: companies.trialEndsAt })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(plan?.trialEndsAt).toBeNull();
  });

  it("an approval that finds the company taken marks the claim disputed, audited, without an e-mail", async () => {
    const company = await createCompany(t.db);
    const claim = await insertClaim(company.id);
    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    const result = await approveClaim(t.db, t.outbox, { claimId: claim.id, adminId: first });
    expect(result).toMatchObject({ ok: false, status: 409 });
    const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.id, claim.id));
    expect(row).toMatchObject({ status: "disputed", reviewedBy: null });
    const { audits, mails } = await traces(claim.id, claim.email);
    expect(audits.map((a) => [a.action, a.changes])).toEqual([
      ["claim.disputed", { status: { from: "pending", to: "disputed" } }],
    ]);
    expect(mails).toEqual([]);
    const invitations = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, company.id));
    expect(invitations).toEqual([]);
  });
});
