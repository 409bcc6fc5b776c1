/**
 * What the sitemap lists: the static pages, every blog post and every published company. Up to
 * `maxUrls` URLs it is one file (/sitemap.xml); past that /sitemap.xml is a sitemap index and the
 * URLs are split over /sitemaps/1.xml, /sitemaps/2.xml, … (at most `maxUrls` each, companies by
 * name), so no request reads more than one file's worth of rows.
 */
import { asc, count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import { listArticles } from "~/lib/blog/articles.server";
import { companyPath } from "~/lib/catalogue";
import { absoluteUrl } from "~/lib/seo";
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  STATIC_PUBLIC_PATHS,
} from "~/lib/sitemap";
import { publicCompany } from "./public-companies.server";

/** Companies with what their canonical URL and last-modified date need, by name. */
export function listCompaniesForSitemap(
  db: Database,
  { offset = 0, limit = SITEMAP_MAX_URLS } = {},
) {
  return db
    .select({ id: companies.id, name: companies.name, updatedAt: companies.updatedAt })
    .from(companies)
    .where(publicCompany())
    .orderBy(asc(companies.name), asc(companies.id))
    .offset(offset)
    .limit(limit);
}

function fixedEntries(siteUrl: string): SitemapEntry[] {
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ loc: absoluteUrl(siteUrl, path) })),
    ...listArticles().map((article) => ({
      loc: absoluteUrl(siteUrl, `/blog/${article.slug}`),
      lastmod: article.lastModified,
    })),
  ];
}

/** The sitemap's URL of part `n` (from 1) when it is split. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * The XML for /sitemap.xml (`part` null) or for one part of a split sitemap; null when that part
 * does not exist (the sitemap is not split, or has fewer parts).
 */
export async function sitemapXml(
  db: Database,
  siteUrl: string,
  part: number | null,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const fixed = fixedEntries(siteUrl);
  const [row] = await db.select({ n: count() }).from(companies).where(publicCompany());
  const total = fixed.length + (row?.n ?? 0);
  const parts = Math.ceil(total / maxUrls);
  if (parts <= 1 && part === null) {
    return buildSitemapXml([...fixed, ...toEntries(siteUrl, await listCompaniesForSitemap(db))]);
  }
  if (part === null) {
    return buildSitemapIndexXml(
      Array.from({ length: parts }, (_, i) => absoluteUrl(siteUrl, sitemapPartPath(i + 1))),
    );
  }
  if (parts <= 1 || part < 1 || part > parts) return null;
  // The URLs in order: the fixed pages first, then the companies; part n holds a slice of them.
  const start = (part - 1) * maxUrls;
  const fixedSlice = fixed.slice(start, start + maxUrls);
  const offset = Math.max(0, start - fixed.length);
  const rows = await listCompaniesForSitemap(db, { offset, limit: maxUrls - fixedSlice.length });
  return buildSitemapXml([...fixedSlice, ...toEntries(siteUrl, rows)]);
}

function toEntries(
  siteUrl: string,
  rows: { id: string; name: string; updatedAt: Date }[],
): SitemapEntry[] {
  return rows.map((company) => ({
    loc: absoluteUrl(siteUrl, companyPath(company)),
    lastmod: company.updatedAt.toISOString(),
  }));
}

/** The sitemap's HTTP answer: XML, cached for an hour by browsers and shared caches. */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
