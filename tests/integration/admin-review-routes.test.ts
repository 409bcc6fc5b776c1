/**
 * The admin review pages (/admin/claims…, /admin/registrations…), on both backends: admins only
 * (signed out → /login, others → 403, in every loader and action); server-side messages for each
 * field; decisions through the forms; the company page's banner follows its owners.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { claimRequests, supplierRegistrations } from "~/db/schema";
import { ACCESS_DENIED_MESSAGE } from "~/models/accounts/user.server";
import { loader as claimsLoader } from "~/routes/admin/claims";
import { action as claimAction, loader as claimLoader } from "~/routes/admin/claims.$claimId/route";
import { UNKNOWN_DECISION } from "~/routes/admin/parts/review-submission.server";
import { loader as registrationsLoader } from "~/routes/admin/registrations";
import {
  action as registrationAction,
  loader as registrationLoader,
} from "~/routes/admin/registrations.$registrationId/route";
import { loader as companyLoader } from "~/routes/site/company.$companyId/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createUser,
  type SignedInUser,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";

const t = setUpTestDatabase();
let admin: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  admin = await signedInAs(t.db, "admin");
  user = await signedInAs(t.db, "user");
});

async function insertClaim(overrides: Partial<typeof claimRequests.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(claimRequests)
    .values({
      companyName: "Claimed Co",
      contactName: "Casey Claimer",
      email: uniqueEmail("claimant"),
      jobTitle: "Owner",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no claim");
  return row;
}

async function insertRegistration() {
  const [row] = await t.db
    .insert(supplierRegistrations)
    .values({
      companyName: `Registered Co ${crypto.randomUUID().slice(0, 8)}`,
      contactName: "Robin Registrant",
      email: uniqueEmail("registrant"),
      phone: "+1 555 010 3000",
      planType: "basic",
    })
    .returning();
  if (!row) throw new Error("no registration");
  return row;
}

describe(`admin review pages: who may use them (${process.env.TEST_DB})`, () => {
  it("every loader and action sends signed-out visitors to /login and refuses non-admins", async () => {
    const claim = await insertClaim();
    const registration = await insertRegistration();
    const calls = [
      (cookie?: string) =>
        callLoader(claimsLoader, {
          path: "/admin/claims",
          db: t.db,
          ...(cookie ? { cookie } : {}),
        }),
      (cookie?: string) =>
        callLoader(claimLoader, {
          path: `/admin/claims/${claim.id}`,
          params: { claimId: claim.id },
          db: t.db,
          ...(cookie ? { cookie } : {}),
        }),
      ...(["approve", "reject", "more-info", "transfer", "notes"] as const).map(
        (intent) => (cookie?: string) =>
          callAction(claimAction, {
            path: `/admin/claims/${claim.id}`,
            params: { claimId: claim.id },
            form: { intent, reason: "r", question: "q", notes: "n" },
            db: t.db,
            ...(cookie ? { cookie } : {}),
          }),
      ),
      (cookie?: string) =>
        callLoader(registrationsLoader, {
          path: "/admin/registrations",
          db: t.db,
          ...(cookie ? { cookie } : {}),
        }),
      (cookie?: string) =>
        callLoader(registrationLoader, {
          path: `/admin/registrations/${registration.id}`,
          params: { registrationId: registration.id },
          db: t.db,
          ...(cookie ? { cookie } : {}),
        }),
      ...(["approve", "reject", "notes"] as const).map(
        (intent) => (cookie?: string) =>
          callAction(registrationAction, {
            path: `/admin/registrations/${registration.id}`,
            params: { registrationId: registration.id },
            form: { intent, reason: "r", notes: "n" },
            db: t.db,
            ...(cookie ? { cookie } : {}),
          }),
      ),
    ];
    for (const call of calls) {
      const signedOut = await catchThrown(call());
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toMatch(/^\/login/);
      const denied = await catchThrown(call(user.cookie));
      expect(denied.status).toBe(403);
      expect(denied.data).toBe(ACCESS_DENIED_MESSAGE);
    }
    // Nothing changed.
    const [after] = await t.db.select().from(claimRequests).where(eq(claimRequests.id, claim.id));
    expect(after).toMatchObject({ status: "pending", notes: "", reviewedBy: null });
    const [reg] = await t.db
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.id, registration.id));
    expect(reg).toMatchObject({ status: "pending", notes: "", reviewedBy: null });
  });
});

describe(`admin review pages: decisions (${process.env.TEST_DB})`, () => {
  const post = (claimId: string, form: Record<string, string>) =>
    callAction(claimAction, {
      path: `/admin/claims/${claimId}`,
      params: { claimId },
      form,
      cookie: admin.cookie,
      db: t.db,
    });

  it("lists open claims first (pending, more information, disputed), then the rest newest first", async () => {
    const company = await createCompany(t.db);
    const decided = await insertClaim({ companyId: company.id, status: "rejected" });
    const disputed = await insertClaim({ companyId: company.id, status: "disputed" });
    const pending = await insertClaim({ companyId: company.id });
    const asked = await insertClaim({ companyId: company.id, status: "more_info" });
    const result = await callLoader(claimsLoader, {
      path: "/admin/claims",
      cookie: admin.cookie,
      db: t.db,
    });
    const ids = result.data.claims.map((c) => c.id);
    const order = [pending.id, asked.id, disputed.id, decided.id].map((id) => ids.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const filtered = await callLoader(claimsLoader, {
      path: "/admin/claims?status=disputed",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(filtered.data.claims.every((c) => c.status === "disputed")).toBe(true);
    expect(filtered.data.claims.map((c) => c.id)).toContain(disputed.id);
  });

  it("answers 400 with the field's message for an empty reason or question, and an unknown decision", async () => {
    const claim = await insertClaim();
    const reject = await post(claim.id, { intent: "reject", reason: "  " });
    expect(reject.status).toBe(400);
    expect(reject.data).toMatchObject({
      intent: "reject",
      errors: { reason: "Reason is required" },
    });
    const ask = await post(claim.id, { intent: "more-info", question: "" });
    expect(ask.status).toBe(400);
    expect(ask.data).toMatchObject({ errors: { question: "Question is required" } });
    const unknown = await post(claim.id, { intent: "delete" });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({ formError: UNKNOWN_DECISION });
  });

  it("approving a claim for an unlisted company asks for the company and says when none matches", async () => {
    const claim = await insertClaim();
    const none = await post(claim.id, { intent: "approve", company: "No Such Dental Company" });
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({
      errors: { company: expect.stringContaining("No listed company") },
      values: { company: "No Such Dental Company" },
    });
    const company = await createCompany(t.db);
    const approved = await post(claim.id, { intent: "approve", company: company.id });
    expect(approved.data).toMatchObject({ ok: true, intent: "approve" });
    const page = await callLoader(claimLoader, {
      path: `/admin/claims/${claim.id}`,
      params: { claimId: claim.id },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(page.data.claim).toMatchObject({ status: "approved", companyId: company.id });
    expect(page.data.reviewedByEmail).toBe(admin.user.email);
  });

  it("saves notes through the form", async () => {
    const claim = await insertClaim();
    const saved = await post(claim.id, { intent: "notes", notes: "Checked LinkedIn." });
    expect(saved.data).toMatchObject({ ok: true, message: "Notes saved." });
    const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.id, claim.id));
    expect(row?.notes).toBe("Checked LinkedIn.");
  });

  it("answers 404 for a claim or registration that does not exist", async () => {
    const id = crypto.randomUUID();
    const thrown = await catchThrown(
      callLoader(claimLoader, {
        path: `/admin/claims/${id}`,
        params: { claimId: id },
        cookie: admin.cookie,
        db: t.db,
      }),
    );
    expect(thrown.status).toBe(404);
    const missing = await catchThrown(
      callLoader(registrationLoader, {
        path: "/admin/registrations/nope",
        params: { registrationId: "nope" },
        cookie: admin.cookie,
        db: t.db,
      }),
    );
    expect(missing.status).toBe(404);
  });

  it("approves a registration through the form and shows the company and the end of its free month", async () => {
    const registration = await insertRegistration();
    const result = await callAction(registrationAction, {
      path: `/admin/registrations/${registration.id}`,
      params: { registrationId: registration.id },
      form: { intent: "approve" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(result.data).toMatchObject({ ok: true, intent: "approve" });
    const page = await callLoader(registrationLoader, {
      path: `/admin/registrations/${registration.id}`,
      params: { registrationId: registration.id },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(page.data.registration.status).toBe("approved");
    expect(page.data.company?.name).toBe(registration.companyName);
    expect(page.data.company?.trialEndsAt).toBeInstanceOf(Date);
  });
});

describe(`company page banner (${process.env.TEST_DB})`, () => {
  it("says not yet claimed until the company has an owner", async () => {
    const company = await createCompany(t.db);
    const load = async () =>
      (
        await callLoader(companyLoader, {
          path: `/company/${company.id}`,
          params: { companyId: company.id },
          db: t.db,
        })
      ).data.ownership;
    expect(await load()).toBe("unclaimed");
    const member = await createUser(t.db);
    await addCompanyMember(t.db, company.id, member.id, "member");
    expect(await load()).toBe("unclaimed");
    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    expect(await load()).toBe("claimed");
  });
});
