import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, products } from "~/db/schema";
import { listArticles } from "~/lib/blog/articles.server";
import { companyPath, productPath } from "~/lib/catalogue";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { sitemapXml } from "~/models/catalogue/sitemap.server";
import { loader as robotsLoader } from "~/routes/resources/robots.txt";
import { loader as sitemapLoader } from "~/routes/resources/sitemap.xml";
import { loader as sitemapPartLoader } from "~/routes/resources/sitemaps.$file";
import { setUpTestDatabase } from "../helpers/db";
import { callLoader, createTestContext, ThrownRoute } from "../helpers/route";

const SITE = "https://sampletray.example";

describe(`sitemap.xml and robots.txt (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  async function sitemapLocs() {
    const { headers, response } = await callLoader(sitemapLoader, {
      request: new Request(`${SITE}/sitemap.xml`),
      context: createTestContext(t.db, { SITE_URL: SITE }),
    });
    expect(headers.get("Content-Type")).toMatch(/application\/xml/);
    const xml = (await response?.text()) ?? "";
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  }

  it("lists every public page, every post, every company and every available product", async () => {
    const rows = await t.db.select({ id: companies.id, name: companies.name }).from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const [hidden] = await t.db
      .update(products)
      .set({ availability: false })
      .where(eq(products.id, "endopath-bioseal-sealer"))
      .returning({ id: products.id });
    const available = await t.db
      .select({ id: products.id, name: products.name, companyId: products.companyId })
      .from(products)
      .where(eq(products.availability, true));
    expect(available.length).toBeGreaterThan(10);
    const expected = [
      ...["/", "/blog", "/for-suppliers", "/pricing", "/claim-request", "/privacy", "/terms"],
      ...listArticles().map((a) => `/blog/${a.slug}`),
      ...rows.map((c) => companyPath(c)),
      ...available.map((p) => productPath(p)),
    ].map((path) => `${SITE}${path}`);
    const locs = await sitemapLocs();
    expect(locs.sort()).toEqual(expected.sort());
    expect(hidden).toBeDefined();
    expect(locs.some((loc) => loc?.includes("/products/endopath-bioseal-sealer/"))).toBe(false);
  });

  it("grows with the catalogue", async () => {
    await t.db.insert(companies).values({ id: "sitemap-new", name: "Sitemap & Sons Dental" });
    expect(await sitemapLocs()).toContain(
      `${SITE}/company/sitemap-new/sitemap-sons-dental-dental-samples`,
    );
  });

  it("leaves login, signup and admin pages out", async () => {
    const locs = await sitemapLocs();
    expect(locs.some((loc) => /\/(login|signup|admin|supplier)/.test(loc ?? ""))).toBe(false);
  });

  it("becomes a sitemap index of files of at most the limit past it, each URL in one file", async () => {
    const single = (await sitemapXml(t.db, SITE, null)) ?? "";
    const everyUrl = [...single.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const limit = 5;
    const index = (await sitemapXml(t.db, SITE, null, limit)) ?? "";
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain("<urlset");
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual(
      Array.from(
        { length: Math.ceil(everyUrl.length / limit) },
        (_, i) => `${SITE}/sitemaps/${i + 1}.xml`,
      ),
    );
    const listed: string[] = [];
    for (let n = 1; n <= parts.length; n++) {
      const xml = (await sitemapXml(t.db, SITE, n, limit)) ?? "";
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(limit);
      listed.push(...locs);
    }
    expect(listed.sort()).toEqual([...everyUrl].sort());
    expect(await sitemapXml(t.db, SITE, parts.length + 1, limit)).toBeNull();
  });

  it("answers 404 for a part of a sitemap that is not split", async () => {
    for (const file of ["1.xml", "2.xml", "x.xml", "0.xml"]) {
      const result = await callLoader(sitemapPartLoader, {
        request: new Request(`${SITE}/sitemaps/${file}`),
        params: { file },
        context: createTestContext(t.db, { SITE_URL: SITE }),
      }).catch((error: unknown) => error);
      expect(result, file).toBeInstanceOf(ThrownRoute);
      expect((result as ThrownRoute).status, file).toBe(404);
    }
  });

  it("robots.txt keeps the console and the workspace out and points to the sitemap", async () => {
    const { response } = await callLoader(robotsLoader, {
      request: new Request(`${SITE}/robots.txt`),
      context: createTestContext(t.db, { SITE_URL: SITE }),
    });
    const text = (await response?.text()) ?? "";
    expect(text).toContain("Disallow: /admin/");
    expect(text).toContain("Disallow: /supplier/");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
