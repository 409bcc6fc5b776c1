/**
 * The audit log on both backends (docs/decisions/072): every wired change writes its entry in its
 * own transaction (claim and registration decisions, team changes, request status changes), a
 * refused change writes none, and /admin/audit reads them newest first with filters and paging.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, claimRequests, supplierRegistrations } from "~/db/schema";
import { changeRequestStatus } from "~/models/leads/request-status.server";
import { AUDIT_PAGE_SIZE } from "~/models/operations/audit-log-query.server";
import { approveClaim, rejectClaim, saveClaimNotes } from "~/models/reviews/claim-rules.server";
import {
  approveRegistration,
  rejectRegistration,
} from "~/models/reviews/registration-rules.server";
import { changeRole, leaveCompany, removeMember } from "~/models/suppliers/team.server";
import { inviteMember, revokeInvitation } from "~/models/suppliers/team-invitations.server";
import { loader } from "~/routes/admin/audit/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createSampleRequest,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { callLoader, catchThrown } from "../helpers/route";

describe(`audit log (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  const entriesFor = (entityId: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

  it("records claim decisions and notes with before → after", async () => {
    const admin = await signedInAs(t.db, "admin");
    const company = await createCompany(t.db);
    const [claim] = await t.db
      .insert(claimRequests)
      .values({
        companyId: company.id,
        companyName: company.name,
        contactName: "Casey Claimer",
        email: uniqueEmail("claimant"),
        jobTitle: "Owner",
      })
      .returning();
    if (!claim) throw new Error("no claim");
    await saveClaimNotes(t.db, { claimId: claim.id, adminId: admin.user.id, notes: "Called them" });
    await approveClaim(t.db, t.outbox, { claimId: claim.id, adminId: admin.user.id });
    // Refused (already approved): no entry.
    await rejectClaim(t.db, t.outbox, { claimId: claim.id, adminId: admin.user.id, reason: "x" });
    const entries = await entriesFor(claim.id);
    expect(entries.map((e) => [e.action, e.entityType, e.actorId, e.companyId])).toEqual([
      ["claim.notes_saved", "claim", admin.user.id, company.id],
      ["claim.approved", "claim", admin.user.id, company.id],
    ]);
    expect(entries[0]?.changes).toEqual({ notes: { from: "", to: "Called them" } });
    expect(entries[1]?.changes).toEqual({ status: { from: "pending", to: "approved" } });
    expect(entries[1]?.entityLabel).toBe(company.name);
  });

  it("records registration decisions", async () => {
    const admin = await signedInAs(t.db, "admin");
    const insert = async () => {
      const [row] = await t.db
        .insert(supplierRegistrations)
        .values({
          companyName: `Audited Co ${crypto.randomUUID().slice(0, 8)}`,
          contactName: "Robin Registrant",
          email: uniqueEmail("registrant"),
          phone: "+1 555 010 3000",
          planType: "basic",
        })
        .returning();
      if (!row) throw new Error("no registration");
      return row;
    };
    const approved = await insert();
    await approveRegistration(t.db, t.outbox, {
      registrationId: approved.id,
      adminId: admin.user.id,
    });
    const rejected = await insert();
    await rejectRegistration(t.db, t.outbox, {
      registrationId: rejected.id,
      adminId: admin.user.id,
      reason: "Not a dental supplier",
    });
    const [a] = await entriesFor(approved.id);
    expect(a).toMatchObject({ action: "registration.approved", actorId: admin.user.id });
    expect(a?.changes.status).toEqual({ from: "pending", to: "approved" });
    expect(a?.companyId).toBeTruthy();
    const [r] = await entriesFor(rejected.id);
    expect(r).toMatchObject({ action: "registration.rejected" });
    expect(r?.changes).toEqual({
      status: { from: "pending", to: "rejected" },
      decisionMessage: { from: null, to: "Not a dental supplier" },
    });
  });

  it("records team changes: invitations, role changes, removals and leaving", async () => {
    const company = await createCompany(t.db);
    const owner = await signedInAs(t.db, "user");
    const member = await signedInAs(t.db, "user", { user: { displayName: "Morgan Member" } });
    const leaver = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    await addCompanyMember(t.db, company.id, leaver.user.id, "member");
    const actor = { userId: owner.user.id, isAdmin: false };
    await inviteMember(t.db, t.outbox, {
      companyId: company.id,
      companyName: company.name,
      email: uniqueEmail("invitee"),
      role: "member",
      invitedBy: owner.user.id,
    });
    const [invited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, "invitation.created")));
    expect(invited).toMatchObject({ actorId: owner.user.id, entityType: "company_invitation" });
    expect(await revokeInvitation(t.db, company.id, invited?.entityId ?? "", owner.user.id)).toBe(
      true,
    );
    await changeRole(t.db, company.id, member.user.id, "owner", actor);
    await removeMember(t.db, company.id, member.user.id, actor);
    await leaveCompany(t.db, company.id, leaver.user.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, company.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId, e.changes])).toEqual([
      ["invitation.created", owner.user.id, { role: { from: null, to: "member" } }],
      ["invitation.revoked", owner.user.id, { role: { from: "member", to: null } }],
      ["member.role_changed", owner.user.id, { role: { from: "member", to: "owner" } }],
      ["member.removed", owner.user.id, { role: { from: "owner", to: null } }],
      ["member.left", leaver.user.id, { role: { from: "member", to: null } }],
    ]);
    expect(entries[2]?.entityLabel).toBe("Morgan Member");
    // No e-mail address in any entry.
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com/);
  });

  it("records request status changes with the shipment details, none for a refused change", async () => {
    const admin = await signedInAs(t.db, "admin");
    const company = await createCompany(t.db);
    const request = await createSampleRequest(t.db, { companyId: company.id });
    await changeRequestStatus(t.db, request.id, "approved", admin.user.id, t.outbox);
    await changeRequestStatus(t.db, request.id, "shipped", admin.user.id, t.outbox, {
      carrier: "UPS",
      trackingNumber: "1Z999",
    });
    expect(
      await changeRequestStatus(t.db, request.id, "approved", admin.user.id, t.outbox),
    ).toEqual({ ok: false, reason: "not-allowed" });
    const entries = await entriesFor(request.id);
    expect(entries.map((e) => [e.action, e.companyId, e.changes])).toEqual([
      ["request.status_changed", company.id, { status: { from: "pending", to: "approved" } }],
      [
        "request.status_changed",
        company.id,
        {
          status: { from: "approved", to: "shipped" },
          carrier: { from: null, to: "UPS" },
          trackingNumber: { from: null, to: "1Z999" },
        },
      ],
    ]);
    // The requester's personal details stay out of the log.
    expect(JSON.stringify(entries)).not.toContain(request.email);
    expect(JSON.stringify(entries)).not.toContain(request.lastName);
  });

  it("the page shows entries newest first, filters them and pages by keyset; admins only", async () => {
    const admin = await signedInAs(t.db, "admin");
    const company = await createCompany(t.db);
    const requests = [];
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) {
      requests.push(await createSampleRequest(t.db, { companyId: company.id }));
    }
    for (const r of requests) {
      await changeRequestStatus(t.db, r.id, "approved", admin.user.id, t.outbox);
    }
    const path = `/admin/audit?company=${encodeURIComponent(company.name.toUpperCase())}&action=request.status_changed&actor=${encodeURIComponent(admin.user.email)}`;
    const first = await callLoader(loader, { path, cookie: admin.cookie, db: t.db });
    expect(first.data.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.data.entries[0]?.entityId).toBe(requests.at(-1)?.id);
    expect(first.data.entries[0]).toMatchObject({
      actorEmail: admin.user.email,
      companyName: company.name,
    });
    expect(first.data.choices.actions).toContain("request.status_changed");
    expect(first.data.nextBefore).toBeTruthy();
    const second = await callLoader(loader, {
      path: `${path}&before=${encodeURIComponent(first.data.nextBefore ?? "")}`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(second.data.entries.map((e) => e.entityId)).toEqual([requests[1]?.id, requests[0]?.id]);
    expect(second.data.nextBefore).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const dated = await callLoader(loader, {
      path: `/admin/audit?company=${company.id}&from=2000-01-01&to=2000-12-31`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(dated.data.entries).toHaveLength(0);
    const todays = await callLoader(loader, {
      path: `/admin/audit?company=${company.id}&from=${today}&to=${today}&entityType=sample_request`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(todays.data.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const bad = await callLoader(loader, {
      path: `/admin/audit?company=${company.id}&from=yesterday&to=${today}`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(bad.data.errors).toEqual({ from: "Enter a date as YYYY-MM-DD." });
    const reversed = await callLoader(loader, {
      path: `/admin/audit?from=${today}&to=2000-01-01`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(reversed.data.errors).toEqual({ to: "The end date is before the start date." });

    const user = await signedInAs(t.db, "user");
    expect(
      (await catchThrown(callLoader(loader, { path, cookie: user.cookie, db: t.db }))).status,
    ).toBe(403);
    const signedOut = await catchThrown(callLoader(loader, { path, db: t.db }));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
  });
});
