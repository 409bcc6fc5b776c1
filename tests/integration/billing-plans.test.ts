/**
 * Plans hold (issue 26 points 1, 2, 5, 7) on each backend: Basic lists at most 10 visible products,
 * refused each way in (the workspace's new product, Show, the admin's editor, the catalogue import)
 * with the plan's message; Featured and companies without a plan are not limited; approvals start
 * the trial; the admin's billing form is validated and audit-logged; /admin/billing's figures and CSV.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, products } from "~/db/schema";
import { LAPSED_PRODUCT_LIMIT_MESSAGE, PRODUCT_LIMIT_MESSAGE } from "~/lib/billing";
import { csvRow } from "~/lib/csv";
import type { Outbox } from "~/mail/outbox.server";
import { startTrial } from "~/models/billing/trial.server";
import {
  applyCatalogueImport,
  checkCatalogueFile,
} from "~/models/catalogue/catalogue-import.server";
import { createClaimRequest } from "~/models/reviews/claim-request.server";
import { approveClaim } from "~/models/reviews/claim-rules.server";
import { loader as billingLoader } from "~/routes/admin/billing";
import { loader as billingCsvLoader } from "~/routes/admin/billing.csv";
import { action as billingAction } from "~/routes/admin/companies.$companyId.billing/route";
import { action as adminNewProductAction } from "~/routes/admin/products.new/route";
import {
  action as listingAction,
  loader as listingLoader,
} from "~/routes/supplier/$companyId.listing/route";
import { action as newProductAction } from "~/routes/supplier/$companyId.listing.products.new";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createUser,
  signedInAs,
  uniqueEmail,
  uniqueTag,
} from "../helpers/factories";
import { callAction, callLoader } from "../helpers/route";
import { multipartRequest } from "../helpers/uploads";

const DAY = 86_400_000;

describe(`plans and billing (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function companyOn(plan: "basic" | "featured" | null, visible: number) {
    const company = await createCompany(t.db, { externalKey: `co-${uniqueTag()}` });
    for (let i = 0; i < visible; i++) await createProduct(t.db, company.id, { position: i });
    if (plan) await startTrial(t.db, company.id, plan, new Date(), null);
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    return { company, owner };
  }

  const visibleCount = async (companyId: string) =>
    (
      await t.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.companyId, companyId), eq(products.availability, true)))
    ).length;

  function addInWorkspace(companyId: string, cookie: string, name: string) {
    const path = `/supplier/${companyId}/listing/products/new`;
    return callAction(newProductAction, {
      request: multipartRequest(
        path,
        { name, category: "Restorative", availability: "on" },
        {},
        { Cookie: cookie },
      ),
      params: { companyId },
      db: t.db,
    });
  }

  it("Basic: the 10th product is added, the 11th refused with the plan's message, the typed values kept", async () => {
    const { company, owner } = await companyOn("basic", 9);
    expect((await addInWorkspace(company.id, owner.cookie, "Tenth")).status).toBe(302);
    const refused = await addInWorkspace(company.id, owner.cookie, "Eleventh");
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      formError: PRODUCT_LIMIT_MESSAGE,
      values: { name: "Eleventh" },
    });
    expect(await visibleCount(company.id)).toBe(10);
    // A hidden 11th may be added, but not shown.
    const hidden = await createProduct(t.db, company.id, { availability: false });
    const shown = await callAction(listingAction, {
      request: multipartRequest(
        `/supplier/${company.id}/listing`,
        { intent: "show", productId: hidden.id },
        {},
        { Cookie: owner.cookie },
      ),
      params: { companyId: company.id },
      db: t.db,
    });
    expect(shown.status).toBe(400);
    expect(shown.data).toMatchObject({ formError: PRODUCT_LIMIT_MESSAGE });
    expect(await visibleCount(company.id)).toBe(10);
  });

  it("Basic: the admin's editor and the catalogue import are refused too", async () => {
    const { company } = await companyOn("basic", 10);
    const admin = await signedInAs(t.db, "admin");
    const path = `/admin/products/new?companyId=${encodeURIComponent(company.id)}`;
    const reply = await callAction(adminNewProductAction, {
      request: multipartRequest(
        path,
        { name: "Admin 11", category: "Adhesives", availability: "on" },
        {},
        { Cookie: admin.cookie },
      ),
      db: t.db,
    });
    expect(reply.status).toBe(400);
    expect(reply.data).toMatchObject({ formError: PRODUCT_LIMIT_MESSAGE });
    const header = ["external_key", "company_key", "name", "category", "availability"];
    const bytes = new TextEncoder().encode(
      [header, [`p-${uniqueTag()}`, company.externalKey ?? "", "Imported 11", "Adhesives", "yes"]]
        .map((r) => csvRow(r))
        .join(""),
    );
    const check = await checkCatalogueFile(t.db, {
      kind: "products",
      fileName: "p.csv",
      bytes,
      uploadedBy: admin.user.id,
    });
    if (!check.ok || !check.importId) throw new Error("the file should be importable");
    const applied = await applyCatalogueImport(t.db, check.importId, admin.user.id);
    expect(applied).toEqual({
      ok: false,
      message: `Too many products for ${company.name}. ${PRODUCT_LIMIT_MESSAGE}`,
    });
    expect(await visibleCount(company.id)).toBe(10);
  });

  async function importProducts(rows: string[][]) {
    const admin = await signedInAs(t.db, "admin");
    const header = ["external_key", "company_key", "name", "category", "availability"];
    const bytes = new TextEncoder().encode([header, ...rows].map((r) => csvRow(r)).join(""));
    const check = await checkCatalogueFile(t.db, {
      kind: "products",
      fileName: "p.csv",
      bytes,
      uploadedBy: admin.user.id,
    });
    if (!check.ok || !check.importId) throw new Error("the file should be importable");
    return applyCatalogueImport(t.db, check.importId, admin.user.id);
  }

  it("Basic: an import that shows a hidden product is refused, one that swaps a shown for a hidden one applies", async () => {
    const { company } = await companyOn("basic", 9);
    const key = company.externalKey ?? "";
    const [shownKey, hiddenKey, otherKey] = [
      `p1-${uniqueTag()}`,
      `p2-${uniqueTag()}`,
      `p3-${uniqueTag()}`,
    ];
    const shown = await createProduct(t.db, company.id, { externalKey: shownKey });
    await createProduct(t.db, company.id, { externalKey: hiddenKey, availability: false });
    await createProduct(t.db, company.id, { externalKey: otherKey, availability: false });
    expect(await visibleCount(company.id)).toBe(10);
    const refused = await importProducts([[hiddenKey, key, "Shown again", "Adhesives", "yes"]]);
    expect(refused).toEqual({
      ok: false,
      message: `Too many products for ${company.name}. ${PRODUCT_LIMIT_MESSAGE}`,
    });
    expect(await visibleCount(company.id)).toBe(10);
    const swapped = await importProducts([
      [shownKey, key, shown.name, "Adhesives", "no"],
      [hiddenKey, key, "Shown instead", "Adhesives", "yes"],
    ]);
    expect(swapped.ok).toBe(true);
    const visible = await t.db
      .select({ externalKey: products.externalKey })
      .from(products)
      .where(and(eq(products.companyId, company.id), eq(products.availability, true)));
    expect(visible.map((p) => p.externalKey)).toContain(hiddenKey);
    expect(visible.map((p) => p.externalKey)).not.toContain(shownKey);
    expect(visible).toHaveLength(10);
  });

  it("a lapsed Featured plan is refused an 11th product in its own words, with Renew", async () => {
    const { company, owner } = await companyOn("featured", 10);
    await t.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(companies.id, company.id));
    const refused = await addInWorkspace(company.id, owner.cookie, "Eleventh");
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ formError: LAPSED_PRODUCT_LIMIT_MESSAGE });
    expect(await visibleCount(company.id)).toBe(10);
    // The listing's note beside Add product speaks of renewing, not upgrading.
    const listing = await callLoader(listingLoader, {
      path: `/supplier/${company.id}/listing`,
      params: { companyId: company.id },
      cookie: owner.cookie,
      db: t.db,
    });
    expect(listing.data).toMatchObject({ productLimit: 10, isLapsed: true });
  });

  it("Featured, and a company without a plan, add an 11th product", async () => {
    for (const plan of ["featured", null] as const) {
      const { company, owner } = await companyOn(plan, 10);
      expect((await addInWorkspace(company.id, owner.cookie, "Eleventh")).status).toBe(302);
      expect(await visibleCount(company.id)).toBe(11);
    }
  });

  it("a claim's approval starts a 30-day Basic trial, audit-logged", async () => {
    const company = await createCompany(t.db);
    const adminId = (await createUser(t.db, { isAdmin: true })).id;
    const claim = await createClaimRequest(
      t.db,
      {
        companyId: company.id,
        companyName: company.name,
        contactName: "Casey Claimer",
        email: uniqueEmail("claimant"),
        jobTitle: "Owner",
      },
      t.outbox as Outbox,
    );
    const now = new Date("2026-05-01T10:00:00Z");
    expect((await approveClaim(t.db, t.outbox, { claimId: claim.id, adminId }, now)).ok).toBe(true);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      plan: "basic",
      billingStatus: "trial",
      trialEndsAt: new Date(now.getTime() + 30 * DAY),
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, company.id), eq(auditLog.action, "company.billing_changed")),
      );
    expect(entry).toMatchObject({
      actorId: adminId,
      changes: { billingStatus: { from: null, to: "trial" } },
    });
  });

  it("the admin's billing form refuses bad input with its message and saves a good one, audit-logged", async () => {
    const { company } = await companyOn("featured", 0);
    const admin = await signedInAs(t.db, "admin");
    const post = (form: Record<string, string>) =>
      callAction(billingAction, {
        path: `/admin/companies/${company.id}/billing`,
        form,
        cookie: admin.cookie,
        params: { companyId: company.id },
        db: t.db,
      });
    const good = {
      plan: "featured",
      status: "active",
      interval: "year",
      trialEndsAt: "",
      paidUntil: "2027-01-31",
    };
    const badDate = await post({ ...good, paidUntil: "2027-02-30" });
    expect(badDate.status).toBe(400);
    expect(badDate.data).toMatchObject({
      errors: { paidUntil: "Paid until must be a date like 2026-12-31, or empty" },
      values: { paidUntil: "2027-02-30" },
    });
    const noStatus = await post({ ...good, status: "" });
    expect(noStatus.status).toBe(400);
    expect((await post({ ...good, status: "gold" })).status).toBe(400);
    const saved = await post(good);
    expect(saved.data).toEqual({ ok: true, message: "Billing saved." });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      billingStatus: "active",
      billingInterval: "year",
      paidUntil: new Date("2027-01-31T00:00:00Z"),
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, company.id))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: "company.billing_changed",
      actorId: admin.user.id,
      changes: {
        billingStatus: { from: "trial", to: "active" },
        billingInterval: { from: "month", to: "year" },
      },
    });
  });

  it("/admin/billing counts MRR (annual /12), trials ending within 7 days and past due; the CSV lists every plan", async () => {
    // This file's own database: earlier tests' plans count too, so compare before and after.
    const admin = await signedInAs(t.db, "admin");
    const figures = async () =>
      (await callLoader(billingLoader, { path: "/admin/billing", cookie: admin.cookie, db: t.db }))
        .data as {
        mrr: string;
        trialsEndingSoon: unknown[];
        pastDue: unknown[];
        rows: { id: string; status: string }[];
      };
    const before = await figures();
    const now = Date.now();
    const yearly = await createCompany(t.db, {
      plan: "featured",
      billingStatus: "active",
      billingInterval: "year",
      paidUntil: new Date(now + 200 * DAY),
    });
    await createCompany(t.db, {
      plan: "basic",
      billingStatus: "past_due",
      pastDueSince: new Date(now - 2 * DAY),
    });
    await createCompany(t.db, {
      plan: "basic",
      billingStatus: "trial",
      trialEndsAt: new Date(now + 3 * DAY),
    });
    await createCompany(t.db, {
      plan: "featured",
      billingStatus: "trial",
      trialEndsAt: new Date(now + 20 * DAY),
    });
    const after = await figures();
    const dollars = (s: string) => Number(s.replace(/[$,]/g, ""));
    // 1188 / 12 + 49 = 148.
    expect(dollars(after.mrr) - dollars(before.mrr)).toBe(148);
    expect(after.trialsEndingSoon.length - before.trialsEndingSoon.length).toBe(1);
    expect(after.pastDue.length - before.pastDue.length).toBe(1);
    expect(after.rows.find((r) => r.id === yearly.id)?.status).toBe("Active");
    const csv = await callLoader(billingCsvLoader, {
      path: "/admin/billing.csv",
      cookie: admin.cookie,
      db: t.db,
    });
    const text = (await csv.response?.text()) ?? "";
    expect(text.split("\r\n")[0]).toBe(
      "Company ID,Company Name,Plan,Status,Interval,Trial Ends,Paid Until,Past Due Since,Monthly Revenue (USD)",
    );
    expect(text).toContain(
      `${yearly.id},${yearly.name},featured,active,year,,${new Date(now + 200 * DAY).toISOString().slice(0, 10)},,99.00`,
    );
  });
});
