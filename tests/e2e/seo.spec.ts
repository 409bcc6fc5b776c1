/**
 * SEO on every public page: a unique title and description, the canonical URL, Open Graph and
 * Twitter tags, JSON-LD that parses with the expected @type, robots.txt and sitemap.xml.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { companies, products } from "~/db/schema";
import { companyPath, productPath } from "~/lib/catalogue";
import { readArticles } from "../helpers/articles";
import { expect, test } from "./fixtures";

const articles = readArticles();

interface PageCheck {
  path: string;
  types: string[];
  noindex?: boolean;
}

/** Pages built in this issue (suppliers and content). */
const OWN_PAGES: PageCheck[] = [
  { path: "/blog", types: ["Blog"] },
  ...articles.map((a) => ({ path: `/blog/${a.slug}`, types: ["BlogPosting", "BreadcrumbList"] })),
  { path: "/for-suppliers", types: [] },
  { path: "/pricing", types: ["FAQPage"] },
  { path: "/claim-request", types: [] },
  { path: "/privacy", types: [] },
  { path: "/terms", types: [] },
];

/** Pages of the directory and the accounts. */
const OTHER_PAGES: PageCheck[] = [
  { path: "/", types: ["Organization"] },
  {
    path: "/company/lumina-dental/lumina-dental-materials-dental-samples",
    types: ["Organization"],
  },
  { path: "/search?q=composite", types: ["ItemList"], noindex: true },
  { path: "/login", types: [], noindex: true },
  { path: "/signup", types: [], noindex: true },
];

async function readHead(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogImage: content('meta[property="og:image"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      robots: content('meta[name="robots"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? "",
      ),
    };
  });
}

async function checkPage(page: import("@playwright/test").Page, check: PageCheck, baseURL: string) {
  const response = await page.goto(check.path);
  expect(response?.status()).toBe(200);
  const head = await readHead(page);
  const url = new URL(check.path, baseURL);
  expect(head.title.length).toBeGreaterThan(5);
  expect(head.description?.length ?? 0).toBeGreaterThan(30);
  // The canonical URL drops the query string.
  expect(head.canonical).toBe(`${url.origin}${url.pathname}`);
  expect(head.ogTitle).toBe(head.title);
  expect(head.ogUrl).toBe(head.canonical);
  expect(head.ogImage).toMatch(/^https?:\/\//);
  expect(head.twitterCard).toMatch(/^summary/);
  expect(head.robots).toContain(check.noindex ? "noindex" : "index");
  const types = head.jsonLd.flatMap((text) => {
    const parsed = JSON.parse(text) as { "@type"?: string } | { "@type"?: string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => item["@type"]);
  });
  expect(types).toEqual(expect.arrayContaining(check.types));
  return head;
}

test("every page of this issue has complete SEO tags and valid JSON-LD, with unique titles", async ({
  page,
  baseURL,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const check of OWN_PAGES) {
    const head = await checkPage(page, check, baseURL ?? "");
    titles.add(head.title);
    descriptions.add(head.description ?? "");
  }
  expect(titles.size).toBe(OWN_PAGES.length);
  expect(descriptions.size).toBe(OWN_PAGES.length);
});

test("a blog post's JSON-LD describes the post and its breadcrumb", async ({ page }) => {
  const post = articles[0];
  if (!post) throw new Error("no articles");
  await page.goto(`/blog/${post.slug}`);
  const blocks = (await readHead(page)).jsonLd.map((t) => JSON.parse(t));
  const posting = blocks.find((b) => b["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: post.title,
    datePublished: post.publishDate,
    dateModified: post.lastModified,
  });
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    "Home",
    "Blog",
    post.title,
  ]);
});

for (const check of OTHER_PAGES) {
  test(`SEO tags and JSON-LD on ${check.path}`, async ({ page, baseURL }) => {
    await checkPage(page, check, baseURL ?? "");
  });
}

test("sitemap.xml lists every public page, post and company in the database", async ({
  request,
  db,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Published companies and each one's available products (their own pages, issue 23 point 9).
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(isNotNull(companies.publishedAt));
  const productRows = await db
    .select({ id: products.id, name: products.name, companyId: products.companyId })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(products.availability, true), isNotNull(companies.publishedAt)));
  const origin = new URL(baseURL ?? "").origin;
  const expected = [
    ...["/", "/blog", "/for-suppliers", "/pricing", "/claim-request", "/privacy", "/terms"],
    ...articles.map((a) => `/blog/${a.slug}`),
    ...rows.map((c) => companyPath(c)),
    ...productRows.map((p) => productPath(p)),
  ].map((p) => `${origin}${p}`);
  expect(locs.sort()).toEqual(expected.sort());
});

test("robots.txt keeps admin and analytics routes out and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin/");
  expect(text).toContain("Disallow: /supplier/");
  expect(text).toContain(`Sitemap: ${new URL(baseURL ?? "").origin}/sitemap.xml`);
});
