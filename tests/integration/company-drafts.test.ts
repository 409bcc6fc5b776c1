/**
 * Drafts (docs/decisions/117, issue 23 point 3), on both backends: an approved registration's
 * company is a draft, absent from home, search, sitemap, the hero figures and 'Make Request to
 * All', its page a 404 to the public and a preview for its team; Publish is refused without a
 * description and an available product, and once published the company is everywhere.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, supplierRegistrations } from "~/db/schema";
import { productPath, productSlug } from "~/lib/catalogue";
import { countCompanies, listCompanies } from "~/models/catalogue/company.server";
import { countHeroFigures } from "~/models/catalogue/hero-figures.server";
import { searchCatalogue, suggestSearches } from "~/models/catalogue/search.server";
import { sitemapXml } from "~/models/catalogue/sitemap.server";
import { createSampleRequests } from "~/models/leads/sample-request.server";
import { approveRegistration } from "~/models/reviews/registration-rules.server";
import { createSupplierRegistration } from "~/models/reviews/supplier-registration.server";
import { action as adminPublish } from "~/routes/admin/companies.$companyId.publish";
import { loader as companyLoader } from "~/routes/site/company.$companyId/route";
import { loader as productLoader } from "~/routes/site/company.$companyId.products.$productId/route";
import {
  action as workspacePublish,
  loader as workspacePublishLoader,
} from "~/routes/supplier/$companyId.publish";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  buildSampleRequest,
  createCompany,
  createProduct,
  createUser,
  signedInAs,
  uniqueEmail,
  uniqueTag,
} from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";

const t = setUpTestDatabase();
let adminId: string;
beforeAll(async () => {
  adminId = (await createUser(t.db, { isAdmin: true })).id;
  // A published company with a sample, so that 'Make Request to All' always has somewhere to go.
  await createProduct(t.db, (await createCompany(t.db)).id);
});

/** A registration approved: its company (a draft) and the registrant's address. */
async function approvedDraft() {
  const tag = uniqueTag();
  const name = `Draftwood Dental ${tag}`;
  const registration = await createSupplierRegistration(
    t.db,
    {
      companyName: name,
      contactName: "Robin Registrant",
      email: uniqueEmail("registrant"),
      phone: "+1 555 010 3000",
      website: "https://draftwood.example",
      planType: "basic",
    },
    t.outbox,
  );
  const outcome = await approveRegistration(t.db, t.outbox, {
    registrationId: registration.id,
    adminId,
  });
  expect(outcome.ok).toBe(true);
  const [row] = await t.db
    .select({ companyId: supplierRegistrations.companyId })
    .from(supplierRegistrations)
    .where(eq(supplierRegistrations.id, registration.id));
  const [company] = await t.db
    .select()
    .from(companies)
    .where(eq(companies.id, row?.companyId ?? ""));
  if (!company) throw new Error("no company");
  return { company, tag };
}

/** Where the public sees the company, each place as a yes/no. */
async function publicPlaces(company: { id: string; name: string }, tag: string) {
  const home = await listCompanies(t.db);
  const search = await searchCatalogue(t.db, tag);
  const suggestions = await suggestSearches(t.db, `Draftwod Dental ${tag}`);
  const sitemap = (await sitemapXml(t.db, "https://site.example", null)) ?? "";
  return {
    home: home.some((c) => c.id === company.id),
    search: search.results.some((r) => r.companyId === company.id),
    suggestions: suggestions.spellings.includes(company.name),
    sitemap: sitemap.includes(`/company/${company.id}/`),
  };
}

async function requestToAllReaches(companyId: string): Promise<boolean> {
  const created = await createSampleRequests(
    t.db,
    { ...buildSampleRequest(), email: uniqueEmail("dentist") },
    { all: true },
    t.outbox,
  );
  return created.some((r) => r.companyId === companyId);
}

describe(`company drafts (${process.env.TEST_DB})`, () => {
  it("keeps an approved registration's company out of every public list until it is published", async () => {
    const { company, tag } = await approvedDraft();
    expect(company.publishedAt).toBeNull();
    const product = await createProduct(t.db, company.id, { name: `Draftwood Bond ${tag}` });
    const productPage = () =>
      callLoader(productLoader, {
        path: productPath(product),
        params: { companyId: company.id, productId: product.id, slug: productSlug(product.name) },
        db: t.db,
      });
    expect((await catchThrown(productPage())).status).toBe(404);
    const before = await countHeroFigures(t.db);
    const allBefore = await countCompanies(t.db);
    expect(await publicPlaces(company, tag)).toEqual({
      home: false,
      search: false,
      suggestions: false,
      sitemap: false,
    });
    expect(await requestToAllReaches(company.id)).toBe(false);

    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    const path = `/supplier/${company.id}/publish`;
    const refused = await callAction(workspacePublish, { path, cookie: owner.cookie, db: t.db });
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({
      ok: false,
      message:
        "Not published yet: the page needs a description (About, on the Listing page) first.",
    });
    await t.db
      .update(companies)
      .set({ description: "Bonding agents made in Ohio." })
      .where(eq(companies.id, company.id));
    const published = await callAction(workspacePublish, { path, cookie: owner.cookie, db: t.db });
    expect(published.data).toMatchObject({ ok: true });

    expect(await publicPlaces(company, tag)).toEqual({
      home: true,
      search: true,
      suggestions: true,
      sitemap: true,
    });
    expect((await productPage()).data.product.id).toBe(product.id);
    expect(await countCompanies(t.db)).toBe(allBefore + 1);
    const after = await countHeroFigures(t.db);
    expect(after.companies).toBe(before.companies + 1);
    expect(after.availableProducts).toBe(before.availableProducts + 1);
    expect(await requestToAllReaches(company.id)).toBe(true);
  });

  it("answers a draft's page 404 to the public and shows its team and admins a preview", async () => {
    const { company } = await approvedDraft();
    const path = `/company/${company.id}`;
    const params = { companyId: company.id };
    expect((await catchThrown(callLoader(companyLoader, { path, params, db: t.db }))).status).toBe(
      404,
    );
    const stranger = await signedInAs(t.db, "user");
    const strangerView = callLoader(companyLoader, {
      path,
      params,
      cookie: stranger.cookie,
      db: t.db,
    });
    expect((await catchThrown(strangerView)).status).toBe(404);
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    const preview = await callLoader(companyLoader, {
      path,
      params,
      cookie: member.cookie,
      db: t.db,
    });
    // The owner was invited by the approval: nobody else is asked to claim the page.
    expect(preview.data).toMatchObject({ isDraft: true, ownership: "invited" });
    const admin = await signedInAs(t.db, "admin");
    const adminView = await callLoader(companyLoader, {
      path,
      params,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(adminView.data.isDraft).toBe(true);
  });

  it("lets a member read the checklist but only an owner or an admin publish", async () => {
    const { company, tag } = await approvedDraft();
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    const path = `/supplier/${company.id}/publish`;
    const page = await callLoader(workspacePublishLoader, {
      path,
      cookie: member.cookie,
      db: t.db,
    });
    expect(page.data).toMatchObject({
      isDraft: true,
      mayPublish: false,
      checklist: [
        { label: "A description", isMet: false },
        { label: "At least one available product", isMet: false },
      ],
    });
    const denied = callAction(workspacePublish, { path, cookie: member.cookie, db: t.db });
    expect((await catchThrown(denied)).status).toBe(403);

    const admin = await signedInAs(t.db, "admin");
    const adminPath = `/admin/companies/${company.id}/publish`;
    const refused = await callAction(adminPublish, {
      path: adminPath,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(refused.data).toEqual({
      ok: false,
      message:
        "Not published yet: the page needs a description (About, on the Listing page) and at least one available product first.",
    });
    await createProduct(t.db, company.id, { name: `Hidden ${tag}`, availability: false });
    await t.db
      .update(companies)
      .set({ description: "Described." })
      .where(eq(companies.id, company.id));
    const stillRefused = await callAction(adminPublish, {
      path: adminPath,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(stillRefused.status).toBe(409);
    await createProduct(t.db, company.id, { name: `Shown ${tag}` });
    const published = await callAction(adminPublish, {
      path: adminPath,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(published.data).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });
});
