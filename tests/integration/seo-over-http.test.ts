/**
 * SEO on every public page, as the server sends it (moved from the browser suite by
 * docs/decisions/159: the tags are in the server's HTML): a unique title and description, the
 * canonical URL, Open Graph and Twitter tags, JSON-LD that parses with the expected @type. The
 * whole server over HTTP on the demo catalogue; robots.txt and sitemap.xml are in sitemap.test.ts.
 */
import { describe, expect, it } from "vitest";
import { readArticles } from "../helpers/articles";
import { serveDemoSite } from "../helpers/http-server";

const articles = readArticles();

interface PageCheck {
  path: string;
  types: string[];
  noindex?: boolean;
}

/** Pages built for suppliers and content. */
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

const site = serveDemoSite();

/** The page's head as the server rendered it (parsed, no script run). */
async function readHead(path: string) {
  const response = await fetch(`${site.base}${path}`);
  expect(response.status, path).toBe(200);
  const document = site.parse(await response.text());
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
}

async function checkPage(check: PageCheck) {
  const head = await readHead(check.path);
  const url = new URL(check.path, site.base);
  expect(head.title.length, check.path).toBeGreaterThan(5);
  expect(head.description?.length ?? 0, check.path).toBeGreaterThan(30);
  // The canonical URL drops the query string.
  expect(head.canonical, check.path).toBe(`${url.origin}${url.pathname}`);
  expect(head.ogTitle, check.path).toBe(head.title);
  expect(head.ogUrl, check.path).toBe(head.canonical);
  expect(head.ogImage, check.path).toMatch(/^https?:\/\//);
  expect(head.twitterCard, check.path).toMatch(/^summary/);
  expect(head.robots, check.path).toContain(check.noindex ? "noindex" : "index");
  const types = head.jsonLd.flatMap((text) => {
    const parsed = JSON.parse(text) as { "@type"?: string } | { "@type"?: string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => item["@type"]);
  });
  expect(types, check.path).toEqual(expect.arrayContaining(check.types));
  return head;
}

describe(`SEO tags over HTTP (${process.env.TEST_DB})`, () => {
  it("every supplier and content page has complete SEO tags and valid JSON-LD, with unique titles", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const check of OWN_PAGES) {
      const head = await checkPage(check);
      titles.add(head.title);
      descriptions.add(head.description ?? "");
    }
    expect(titles.size).toBe(OWN_PAGES.length);
    expect(descriptions.size).toBe(OWN_PAGES.length);
  });

  it("a blog post's JSON-LD describes the post and its breadcrumb", async () => {
    const post = articles[0];
    if (!post) throw new Error("no articles");
    const blocks = (await readHead(`/blog/${post.slug}`)).jsonLd.map((t) => JSON.parse(t));
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

  it.each(OTHER_PAGES)("SEO tags and JSON-LD on $path", async (check) => {
    await checkPage(check);
  });
});
