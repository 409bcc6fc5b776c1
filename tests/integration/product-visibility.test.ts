/**
 * Issue 34 point 2 (docs/decisions/146): one rule says which products the public sees (available,
 * its company published, within its plan's limit), and every reader asks it. The catalogue below
 * hides a product each way (by its owner, by the API's `available: false`, by a Basic plan's
 * limit, on a draft company); one test per reader shows none of them and every public one.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { productPath } from "~/lib/catalogue";
import type { SearchSuggestResponse } from "~/lib/search/types";
import { startTrial } from "~/models/billing/trial.server";
import {
  countRequestAllCompanies,
  findAvailableProducts,
  requestAllCompanies,
} from "~/models/catalogue/company.server";
import { countHeroFigures } from "~/models/catalogue/hero-figures.server";
import { suggestSearches } from "~/models/catalogue/search.server";
import { sitemapXml } from "~/models/catalogue/sitemap.server";
import { loader as apiSearchLoader } from "~/routes/resources/api.search";
import { loader as companyLoader } from "~/routes/site/company.$companyId/route";
import { loader as productLoader } from "~/routes/site/company.$companyId.products.$productId/route";
import { loader as searchPageLoader } from "~/routes/site/search/route";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct } from "../helpers/factories";
import { callApi, companyWithKey } from "../helpers/rest-api";
import { callLoader, catchThrown, TEST_SITE_URL } from "../helpers/route";

/** The word every product of this catalogue is named with, so one search finds them all. */
const WORD = "quasarite";

interface Catalogue {
  supplierId: string;
  basicId: string;
  draftId: string;
  emptyId: string;
  key: string;
  shown: string[];
  hidden: { owner: string; api: string; plan: string[]; draft: string; empty: string };
}

async function seedCatalogue(db: Database): Promise<Catalogue> {
  // A published company whose owner hid one product and whose integration hid another.
  const { company: supplier, key } = await companyWithKey(db, "write");
  const shownOne = await createProduct(db, supplier.id, { name: "Quasarite Shown Gel" });
  const owner = await createProduct(db, supplier.id, {
    name: "Quasarite Owner Hidden Gel",
    availability: false,
  });
  const api = await createProduct(db, supplier.id, { name: "Quasarite Api Hidden Gel" });
  const patched = await callApi(db, "PATCH", `/api/v1/products/${api.id}`, {
    key,
    body: { available: false },
  });
  expect(patched.status).toBe(200);
  // A Basic company with 12 available products: the plan lists the first 10.
  const basic = await createCompany(db, { name: "Quasarite Basic Dental" });
  const basicProducts = [];
  for (let i = 1; i <= 12; i++) {
    basicProducts.push(
      await createProduct(db, basic.id, { name: `Quasarite Basic Liner ${i}`, position: i }),
    );
  }
  await startTrial(db, basic.id, "basic", new Date(), null);
  // A draft company with an available product, and a company whose one product is hidden.
  const draft = await createCompany(db, { name: "Draft Dental Co", publishedAt: null });
  const draftProduct = await createProduct(db, draft.id, { name: "Quasarite Draft Gel" });
  const empty = await createCompany(db, { name: "Empty Shelf Dental" });
  const emptyProduct = await createProduct(db, empty.id, {
    name: "Quasarite Shelf Gel",
    availability: false,
  });
  return {
    supplierId: supplier.id,
    basicId: basic.id,
    draftId: draft.id,
    emptyId: empty.id,
    key,
    shown: [shownOne.id, ...basicProducts.slice(0, 10).map((p) => p.id)],
    hidden: {
      owner: owner.id,
      api: api.id,
      plan: basicProducts.slice(10).map((p) => p.id),
      draft: draftProduct.id,
      empty: emptyProduct.id,
    },
  };
}

const hiddenIds = (c: Catalogue) => [
  c.hidden.owner,
  c.hidden.api,
  ...c.hidden.plan,
  c.hidden.draft,
  c.hidden.empty,
];

async function productRow(db: Database, id: string) {
  const [row] = await db
    .select({ id: products.id, companyId: products.companyId, name: products.name })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

describe(`product visibility: one rule, every reader (${process.env.TEST_DB})`, () => {
  let c: Catalogue;
  const t = setUpTestDatabase(async (db) => {
    c = await seedCatalogue(db);
  });

  it("/search lists only public products, counts them so, and a Basic company shows 10", async () => {
    const { data } = await callLoader(searchPageLoader, { path: `/search?q=${WORD}`, db: t.db });
    if (data.state !== "done") throw new Error(`search is ${data.state}`);
    const found = data.page.results.filter((r) => r.type === "product").map((r) => r.id);
    expect(found.sort()).toEqual([...c.shown].sort());
    expect(data.page.productCount).toBe(11);
    expect(
      data.page.results.filter((r) => r.companyId === c.basicId && r.type === "product"),
    ).toHaveLength(10);
    // The Products tab shows them all, and says the same count.
    const { data: tab } = await callLoader(searchPageLoader, {
      path: `/search?q=${WORD}&type=products`,
      db: t.db,
    });
    if (tab.state !== "done") throw new Error(`search is ${tab.state}`);
    expect(tab.page.results.map((r) => r.id).sort()).toEqual([...c.shown].sort());
    expect(tab.page.productCount).toBe(11);
  });

  it("the search dropdown counts and lists only public products", async () => {
    const { response } = await callLoader(apiSearchLoader, {
      path: `/api/search?q=${WORD}`,
      db: t.db,
    });
    const body = (await response?.json()) as SearchSuggestResponse;
    expect(body.total).toBe(12); // the Basic company and its 10 listed products, and Shown Gel
    for (const id of hiddenIds(c)) expect(body.results.map((r) => r.id)).not.toContain(id);
    const hiddenName = await callLoader(apiSearchLoader, {
      path: "/api/search?q=owner%20hidden",
      db: t.db,
    });
    const hiddenBody = (await hiddenName.response?.json()) as SearchSuggestResponse | undefined;
    expect(hiddenBody?.total).toBe(0);
  });

  it("'No results found' never suggests a hidden product's name", async () => {
    const { spellings } = await suggestSearches(t.db, "qasarite shelf");
    expect(spellings.length).toBeGreaterThan(0);
    expect(spellings).not.toContain("Quasarite Shelf Gel");
    expect(spellings).not.toContain("Quasarite Owner Hidden Gel");
    expect(spellings).not.toContain("Quasarite Draft Gel");
  });

  it("the company page lists its public products only; a draft's page is a 404", async () => {
    const { data } = await callLoader(companyLoader, {
      path: `/company/${c.supplierId}`,
      params: { companyId: c.supplierId },
      db: t.db,
    });
    expect(data.products.map((p) => p.id)).toEqual([c.shown[0]]);
    const basicPage = await callLoader(companyLoader, {
      path: `/company/${c.basicId}`,
      params: { companyId: c.basicId },
      db: t.db,
    });
    expect(basicPage.data.products.map((p) => p.id)).toEqual(c.shown.slice(1));
    const draft = await catchThrown(
      callLoader(companyLoader, {
        path: `/company/${c.draftId}`,
        params: { companyId: c.draftId },
        db: t.db,
      }),
    );
    expect(draft.status).toBe(404);
  });

  it("a hidden product's own page is a 404, a public one's is not", async () => {
    const open = async (id: string) => {
      const row = await productRow(t.db, id);
      const path = productPath(row);
      const slug = path.split("/").at(-1) ?? "";
      return callLoader(productLoader, {
        path,
        params: { companyId: row.companyId, productId: row.id, slug },
        db: t.db,
      });
    };
    expect((await open(c.shown[0] ?? "")).data.product.id).toBe(c.shown[0]);
    for (const id of hiddenIds(c)) expect((await catchThrown(open(id))).status).toBe(404);
  });

  it("the hero figures count public products", async () => {
    expect((await countHeroFigures(t.db)).availableProducts).toBe(11);
  });

  it("the sitemap links public products only", async () => {
    const xml = (await sitemapXml(t.db, TEST_SITE_URL, null)) ?? "";
    for (const id of c.shown) expect(xml).toContain(`/products/${id}/`);
    for (const id of hiddenIds(c)) expect(xml).not.toContain(`/products/${id}/`);
    expect(xml).not.toContain(`/company/${c.draftId}`);
  });

  it("'Make Request to All' addresses companies with a public product; a request names public products only", async () => {
    const addressed = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(requestAllCompanies());
    expect(addressed.map((r) => r.id).sort()).toEqual([c.basicId, c.supplierId].sort());
    expect(await countRequestAllCompanies(t.db)).toBe(2);
    const named = await findAvailableProducts(t.db, c.basicId, [...c.shown, ...c.hidden.plan]);
    expect(named.map((p) => p.id).sort()).toEqual(c.shown.slice(1).sort());
  });

  it("the API reads a company's own products, hidden ones too, each saying whether the public sees it", async () => {
    const { status, body } = await callApi(t.db, "GET", "/api/v1/products", { key: c.key });
    expect(status).toBe(200);
    const byId = new Map(
      (body.data as { id: string; available: boolean; public: boolean }[]).map((p) => [p.id, p]),
    );
    expect(byId.get(c.shown[0] ?? "")).toMatchObject({ available: true, public: true });
    expect(byId.get(c.hidden.owner)).toMatchObject({ available: false, public: false });
    expect(byId.get(c.hidden.api)).toMatchObject({ available: false, public: false });
    // A change answers with the product as it now is (an empty one changes nothing).
    const shown = await callApi(t.db, "PATCH", `/api/v1/products/${c.hidden.api}`, {
      key: c.key,
      body: { available: true },
    });
    expect(shown.body).toMatchObject({ id: c.hidden.api, available: true, public: true });
  });
});
