/**
 * The operator console's companies and products, on both backends: a company created with its
 * logo shows in the directory, search and sitemap; edits and switches write audit entries with
 * before → after; delete is refused while sample requests reference the company and otherwise
 * removes it with its products; products are created, edited and deleted through the supplier's
 * editor with their audit entries; lists search and page in SQL; featured companies come first
 * in Top Free Samples.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, products, uploads } from "~/db/schema";
import { EXTERNAL_KEY_TAKEN } from "~/models/catalogue/admin-companies.server";
import { listCompanies } from "~/models/catalogue/company.server";
import { searchCatalogue } from "~/models/catalogue/search.server";
import { listCompaniesForSitemap } from "~/models/catalogue/sitemap.server";
import {
  action as companiesAction,
  loader as companiesLoader,
} from "~/routes/admin/companies/route";
import { action as companyAction } from "~/routes/admin/companies.$companyId";
import { action as deleteCompanyAction } from "~/routes/admin/companies.$companyId.delete";
import { action as newCompanyAction } from "~/routes/admin/companies.new";
import { loader as productsLoader } from "~/routes/admin/products";
import { action as productAction } from "~/routes/admin/products.$productId";
import { action as deleteProductAction } from "~/routes/admin/products.$productId.delete";
import { action as newProductAction } from "~/routes/admin/products.new/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  createCompany,
  createProduct,
  createSampleRequest,
  signedInAs,
  uniqueTag,
} from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";
import { file, multipartRequest, PNG_BYTES } from "../helpers/uploads";

const t = setUpTestDatabase();

function companyFields(overrides: Record<string, string | string[]> = {}) {
  return {
    intent: "save",
    name: `Harbor Dental ${uniqueTag()}`,
    brandName: "HarborBond",
    description: "Bonding agents for every restoration.",
    shortDescription: "Adhesives that hold.",
    website: "harbor.example",
    responseTime: "Same day",
    categories: ["Adhesives"],
    treatmentTypes: "Bonding, Veneers",
    samplesAvailable: "on",
    leadEmail: "Leads@Harbor.example",
    externalKey: "",
    ...overrides,
  };
}

const productFields = (overrides: Record<string, string> = {}) => ({
  name: `Harbor Bond ${uniqueTag()}`,
  description: "A universal adhesive.",
  category: "Adhesives",
  treatmentType: "Bonding",
  sampleType: "Trial kit",
  quantity: "2 x 5 ml",
  availability: "on",
  ...overrides,
});

async function admin() {
  return signedInAs(t.db, "admin");
}

async function auditOf(entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.id));
}

async function createThroughConsole(cookie: string, fields = companyFields()) {
  const result = await callAction(newCompanyAction, {
    request: multipartRequest(
      "/admin/companies/new",
      fields,
      {
        logo: file(PNG_BYTES, "logo.png", "image/png"),
      },
      { Cookie: cookie },
    ),
    db: t.db,
  });
  expect(result.status).toBe(302);
  const id = decodeURIComponent(
    (result.headers.get("location") ?? "").match(
      /^\/admin\/companies\/([^?]+)\?saved=created$/,
    )?.[1] ?? "",
  );
  expect(id).not.toBe("");
  return id;
}

describe(`operator console: companies (${process.env.TEST_DB})`, () => {
  it("creates a company with every field and its logo; the directory, search and sitemap show it; the audit log has it", async () => {
    const { user, cookie } = await admin();
    const fields = companyFields({ featured: "on", externalKey: `harbor-${uniqueTag()}` });
    const id = await createThroughConsole(cookie, fields);

    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({
      name: fields.name,
      brandName: "HarborBond",
      website: "https://harbor.example",
      categories: ["Adhesives"],
      treatmentTypes: ["Bonding", "Veneers"],
      leadEmail: "leads@harbor.example",
      featured: true,
      sponsored: false,
      verified: false,
      samplesAvailable: true,
      externalKey: fields.externalKey,
    });
    expect(row?.logo).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const [logo] = await t.db.select().from(uploads).where(eq(uploads.companyId, id));
    expect(logo?.contentType).toBe("image/png");

    expect((await listCompanies(t.db)).map((c) => c.id)).toContain(id);
    const found = await searchCatalogue(t.db, fields.name);
    expect(found.results.map((r) => r.id)).toContain(id);
    expect((await listCompaniesForSitemap(t.db)).map((c) => c.id)).toContain(id);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "company.created", actorId: user.id, companyId: id });
    expect(entry?.changes.name).toEqual({ from: null, to: fields.name });
    expect(entry?.changes.featured).toEqual({ from: null, to: true });
  });

  it("a bad submission answers 400 with each message and keeps what was typed", async () => {
    const { cookie } = await admin();
    const result = await callAction(newCompanyAction, {
      request: multipartRequest(
        "/admin/companies/new",
        companyFields({ name: "  ", leadEmail: "not-an-address", website: "nope" }),
        {},
        { Cookie: cookie },
      ),
      db: t.db,
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      errors: {
        name: "Name is required",
        leadEmail: "Please enter a valid email address",
        website: expect.stringContaining("valid URL"),
      },
      values: { brandName: "HarborBond", leadEmail: "not-an-address" },
      categories: ["Adhesives"],
    });
  });

  it("edits write one audit entry with each changed field before → after; a taken external key is a field message", async () => {
    const { user, cookie } = await admin();
    const key = `taken-${uniqueTag()}`;
    await createCompany(t.db, { externalKey: key });
    const id = await createThroughConsole(cookie);
    const path = `/admin/companies/${id}`;
    const edit = (fields: Record<string, string | string[]>) =>
      callAction(companyAction, {
        request: multipartRequest(path, fields, {}, { Cookie: cookie }),
        params: { companyId: id },
        db: t.db,
      });

    const base = companyFields();
    const [before] = await t.db.select().from(companies).where(eq(companies.id, id));
    const saved = await edit({
      ...base,
      name: before?.name ?? "",
      responseTime: "2-3 business days",
      sponsored: "on",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path}?saved=saved`);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "company.updated", actorId: user.id });
    expect(entry?.changes).toEqual({
      responseTime: { from: "Same day", to: "2-3 business days" },
      sponsored: { from: false, to: true },
      // The form sent no new logo and did not remove it: only these fields changed.
    });

    const refused = await edit({ ...base, externalKey: key });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { externalKey: EXTERNAL_KEY_TAKEN } });
  });

  it("a list switch flips the flag and writes its audit entry", async () => {
    const { user, cookie } = await admin();
    const company = await createCompany(t.db, { verified: false });
    const result = await callAction(companiesAction, {
      path: "/admin/companies",
      form: { companyId: company.id, flag: "verified", value: "on" },
      cookie,
      db: t.db,
    });
    expect(result.data).toEqual({
      ok: true,
      message: `${company.name}: Verified is on.`,
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.verified).toBe(true);
    const [entry] = await auditOf(company.id);
    expect(entry).toMatchObject({
      action: "company.updated",
      actorId: user.id,
      changes: { verified: { from: false, to: true } },
    });
  });

  it("delete is refused while sample requests reference the company, with the count and what to do instead", async () => {
    const { cookie } = await admin();
    const company = await createCompany(t.db);
    await createSampleRequest(t.db, { companyId: company.id });
    await createSampleRequest(t.db, { companyId: company.id });
    const result = await callAction(deleteCompanyAction, {
      path: `/admin/companies/${company.id}/delete`,
      params: { companyId: company.id },
      form: {},
      cookie,
      db: t.db,
    });
    expect(result.status).toBe(409);
    expect(result.data).toEqual({
      message: `${company.name} cannot be deleted: 2 sample requests reference it, and they stay for the requesters and the lead records. To stop new requests, turn "Samples available" off instead.`,
    });
    const stored = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored).toHaveLength(1);
    expect(await auditOf(company.id)).toHaveLength(0);
  });

  it("delete removes the company with its products and uploads, and logs it", async () => {
    const { user, cookie } = await admin();
    const id = await createThroughConsole(cookie);
    await createProduct(t.db, id);
    const result = await callAction(deleteCompanyAction, {
      path: `/admin/companies/${id}/delete`,
      params: { companyId: id },
      form: {},
      cookie,
      db: t.db,
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/companies?deleted=1");
    expect(await t.db.select().from(companies).where(eq(companies.id, id))).toHaveLength(0);
    expect(await t.db.select().from(products).where(eq(products.companyId, id))).toHaveLength(0);
    expect(await t.db.select().from(uploads).where(eq(uploads.companyId, id))).toHaveLength(0);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "company.deleted", actorId: user.id });
  });

  it("the list searches name and brand and pages in SQL", async () => {
    const { cookie } = await admin();
    const tag = uniqueTag();
    for (let i = 0; i < 51; i++) {
      await createCompany(t.db, { name: `Paged ${tag} ${String(i).padStart(2, "0")}` });
    }
    await createCompany(t.db, { name: `Plain ${tag}`, brandName: `Brand-${tag}` });
    const list = (query: string) =>
      callLoader(companiesLoader, { path: `/admin/companies?${query}`, cookie, db: t.db });

    const first = await list(`q=paged ${tag}`);
    expect(first.data.rows).toHaveLength(50);
    expect(first.data.hasNext).toBe(true);
    const second = await list(`q=paged ${tag}&page=2`);
    expect(second.data.rows.map((r) => r.name)).toEqual([`Paged ${tag} 50`]);
    expect(second.data.hasNext).toBe(false);
    const byBrand = await list(`q=brand-${tag}`);
    expect(byBrand.data.rows.map((r) => r.name)).toEqual([`Plain ${tag}`]);
  });

  it("featured companies come first in Top Free Samples, each group by name", async () => {
    const featured = await createCompany(t.db, {
      name: "Zz Featured Last By Name",
      featured: true,
    });
    const plain = await createCompany(t.db, { name: "Aa Plain First By Name" });
    const ids = (await listCompanies(t.db)).map((c) => c.id);
    expect(ids.indexOf(featured.id)).toBeLessThan(ids.indexOf(plain.id));
  });
});

describe(`operator console: products (${process.env.TEST_DB})`, () => {
  it("creates, edits and deletes a product through the product editor, each with its audit entry", async () => {
    const { user, cookie } = await admin();
    const company = await createCompany(t.db);
    const created = await callAction(newProductAction, {
      request: multipartRequest(
        `/admin/products/new?companyId=${company.id}`,
        productFields({ name: "Harbor Bond Universal" }),
        { images: file(PNG_BYTES, "bond.png", "image/png") },
        { Cookie: cookie },
      ),
      db: t.db,
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(
      `/admin/products?companyId=${company.id}&done=saved`,
    );
    const [product] = await t.db.select().from(products).where(eq(products.companyId, company.id));
    expect(product).toMatchObject({ name: "Harbor Bond Universal", category: "Adhesives" });
    expect(product?.images).toHaveLength(1);
    const [createdEntry] = await auditOf(product?.id ?? "");
    expect(createdEntry).toMatchObject({
      action: "product.created",
      actorId: user.id,
      companyId: company.id,
    });

    const id = product?.id ?? "";
    const edited = await callAction(productAction, {
      request: multipartRequest(
        `/admin/products/${id}`,
        productFields({ name: "Harbor Bond Universal", quantity: "1 x 5 ml" }),
        {},
        { Cookie: cookie },
      ),
      params: { productId: id },
      db: t.db,
    });
    expect(edited.status).toBe(302);
    const [editedEntry] = await auditOf(id);
    expect(editedEntry).toMatchObject({
      action: "product.updated",
      changes: { quantity: { from: "2 x 5 ml", to: "1 x 5 ml" } },
    });
    expect(Object.keys(editedEntry?.changes ?? {})).toEqual(["quantity"]);

    const listed = await callLoader(productsLoader, {
      path: `/admin/products?companyId=${company.id}&done=saved`,
      cookie,
      db: t.db,
    });
    expect(listed.data.rows.map((r) => r.name)).toEqual(["Harbor Bond Universal"]);
    expect(listed.data.message).toBe("Product saved. The company page shows it now.");

    const deleted = await callAction(deleteProductAction, {
      path: `/admin/products/${id}/delete`,
      params: { productId: id },
      form: {},
      cookie,
      db: t.db,
    });
    expect(deleted.status).toBe(302);
    expect(await t.db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.companyId, company.id))),
    ).toHaveLength(0);
    const [deletedEntry] = await auditOf(id);
    expect(deletedEntry).toMatchObject({
      action: "product.deleted",
      entityLabel: "Harbor Bond Universal",
    });
  });

  it("a product of a missing company, or a missing product, is not found", async () => {
    const { cookie } = await admin();
    const missing = await catchThrown(
      callAction(deleteProductAction, {
        path: "/admin/products/nope/delete",
        params: { productId: "nope" },
        form: {},
        cookie,
        db: t.db,
      }),
    );
    expect(missing.status).toBe(404);
    const noCompany = await catchThrown(
      callAction(newProductAction, {
        path: "/admin/products/new?companyId=nope",
        form: productFields(),
        cookie,
        db: t.db,
      }),
    );
    expect(noCompany.status).toBe(404);
  });
});
