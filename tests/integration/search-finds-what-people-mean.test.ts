/**
 * Issue 23 point 9 (docs/decisions/121): a misspelled query is corrected, the search page filters
 * by category and company, products show their average rating from 3 ratings, and each product
 * has its own page.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productRatings, products } from "~/db/schema";
import { productPath } from "~/lib/catalogue";
import type { SearchSuggestResponse } from "~/lib/search/types";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { searchCatalogue } from "~/models/catalogue/search.server";
import { loader as apiSearchLoader } from "~/routes/resources/api.search";
import { loader as productLoader } from "~/routes/site/company.$companyId.products.$productId/route";
import { loader as searchPageLoader } from "~/routes/site/search/route";
import { setUpTestDatabase } from "../helpers/db";
import { createSampleRequest } from "../helpers/factories";
import { callLoader, catchThrown } from "../helpers/route";

const VARNISH = { id: "guardent-varnish-5-naf", companyId: "guardent" };

async function searchPage(db: Parameters<typeof searchCatalogue>[0], query: string) {
  const { data } = await callLoader(searchPageLoader, { path: `/search?${query}`, db });
  if (data.state !== "done") throw new Error(`the search page is in state ${data.state}`);
  return data;
}

async function rate(db: Parameters<typeof searchCatalogue>[0], values: number[]) {
  for (const rating of values) {
    const request = await createSampleRequest(db, {
      companyId: VARNISH.companyId,
      status: "completed",
    });
    await db.insert(productRatings).values({ requestId: request.id, ...productIdOf(), rating });
  }
}
const productIdOf = () => ({ productId: VARNISH.id, companyId: VARNISH.companyId });

describe(`search finds what people mean (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  it("corrects 'flouride' to 'fluoride' on the page and in the dropdown", async () => {
    expect((await searchCatalogue(t.db, "flouride")).total).toBe(0);
    const page = await searchPage(t.db, "q=flouride");
    expect(page.page).toMatchObject({ query: "fluoride", correctedFrom: "flouride" });
    expect(page.page.results.map((r) => r.id)).toContain(VARNISH.id);
    const { response } = await callLoader(apiSearchLoader, {
      path: "/api/search?q=flouride",
      db: t.db,
    });
    const body = (await response?.json()) as SearchSuggestResponse;
    expect(body.results.map((r) => r.id)).toContain(VARNISH.id);
    // A query that is nobody's misspelling still finds nothing.
    expect((await searchPage(t.db, "q=qqqzzzxx")).page).toMatchObject({ total: 0 });
    expect((await searchPage(t.db, "q=qqqzzzxx")).page.correctedFrom).toBeUndefined();
  });

  it("filters by category and by company, and offers the results' companies", async () => {
    const all = await searchPage(t.db, "q=gel");
    expect(new Set(all.page.results.map((r) => r.companyId)).size).toBeGreaterThan(1);
    expect(all.companies.map((c) => c.id)).toEqual(
      expect.arrayContaining([...new Set(all.page.results.map((r) => r.companyId))]),
    );
    const whitening = await searchPage(t.db, "q=gel&category=Whitening");
    expect(whitening.page.total).toBeGreaterThan(0);
    expect(whitening.page.total).toBeLessThan(all.page.total);
    for (const r of whitening.page.results) expect(r.categories).toContain("Whitening");
    const companyId = whitening.page.results.find((r) => r.type === "product")?.companyId ?? "";
    const one = await searchPage(t.db, `q=gel&company=${companyId}`);
    expect(one.page.total).toBeGreaterThan(0);
    expect(one.page.results.every((r) => r.companyId === companyId)).toBe(true);
    expect(one.facts.companyId).toBe(companyId);
    expect(one.companies.map((c) => c.id)).toContain(companyId);
  });

  it("shows a product's average rating from its third visible rating, on search and its page", async () => {
    const ratingOf = async () =>
      (await searchCatalogue(t.db, "varnish")).results.find((r) => r.id === VARNISH.id)?.rating;
    const path = productPath({ ...VARNISH, name: "Guardent 5% Sodium Fluoride Varnish" });
    await rate(t.db, [5, 4]);
    expect(await ratingOf()).toBeNull();
    expect((await callLoader(productLoader, { path, db: t.db })).data.rating).toBeNull();
    await rate(t.db, [4]);
    expect(await ratingOf()).toEqual({ average: 13 / 3, count: 3 });
    const { data } = await callLoader(productLoader, { path, db: t.db });
    expect(data.rating).toEqual({ average: 13 / 3, count: 3 });
    expect(data.structuredData[0]).toMatchObject({
      aggregateRating: { ratingValue: 4.3, ratingCount: 3 },
    });
  });
});

describe(`a product's own page (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);
  const path = productPath({ ...VARNISH, name: "Guardent 5% Sodium Fluoride Varnish" });

  it("has its facts, documents, canonical URL and Product structured data", async () => {
    expect(path).toBe(
      "/company/guardent/products/guardent-varnish-5-naf/guardent-5-sodium-fluoride-varnish",
    );
    const { data } = await callLoader(productLoader, { path, db: t.db });
    expect(data.product).toMatchObject({
      id: VARNISH.id,
      name: expect.stringContaining("Fluoride"),
    });
    expect(data.company.path).toMatch(/^\/company\/guardent\/.+-dental-samples$/);
    expect(data.canonicalUrl.endsWith(path)).toBe(true);
    expect(data.structuredData[0]).toMatchObject({
      "@type": "Product",
      name: data.product.name,
      brand: { "@type": "Brand", name: data.company.name },
    });
    expect(data.structuredData[0]).not.toHaveProperty("aggregateRating");
  });

  it("redirects a wrong or missing slug to the canonical URL", async () => {
    for (const wrong of [path.replace(/[^/]+$/, "old-name"), path.replace(/\/[^/]+$/, "")]) {
      const thrown = await catchThrown(callLoader(productLoader, { path: wrong, db: t.db }));
      expect(thrown.status).toBe(301);
      expect(thrown.headers.get("Location")).toBe(path);
    }
  });

  it("is not found for an unknown company or product, or one that is not available", async () => {
    for (const missing of [
      "/company/nobody/products/guardent-varnish-5-naf/x",
      "/company/guardent/products/nothing/x",
      // Another company's product under this company's address.
      `/company/endopath/products/${VARNISH.id}/x`,
    ]) {
      const thrown = await catchThrown(callLoader(productLoader, { path: missing, db: t.db }));
      expect(thrown.status, missing).toBe(404);
    }
    await t.db.update(products).set({ availability: false }).where(eq(products.id, VARNISH.id));
    const thrown = await catchThrown(callLoader(productLoader, { path, db: t.db }));
    expect(thrown.status).toBe(404);
  });
});
