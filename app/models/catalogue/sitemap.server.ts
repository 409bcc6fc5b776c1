/**
 * What the sitemap lists: the static pages, every blog post, every published company and each of its
 * available products (its own page, docs/decisions/121), after it. Up to
 * `maxUrls` URLs it is one file (/sitemap.xml); past that /sitemap.xml is a sitemap index and the
 * URLs are split over /sitemaps/1.xml, /sitemaps/2.xml, … (at most `maxUrls` each, companies by
 * name), so no request reads more than one file's worth of rows.
 */
import { asc, count, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { listArticles } from "~/lib/blog/articles.server";
import { companyPath, productPath } from "~/lib/catalogue";
import { absoluteUrl } from "~/lib/seo";
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  STATIC_PUBLIC_PATHS,
} from "~/lib/sitemap";
import { publicCompany, publicProduct } from "./visibility.server";

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

interface CatalogueRow extends Record<string, unknown> {
  company_id: string;
  company_name: string;
  product_id: string | null;
  product_name: string | null;
  updated_at: Date | string;
}

/**
 * The catalogue's pages in sitemap order: each company (by name), then its available products
 * (in the supplier's order). The companies are read as listCompaniesForSitemap reads them.
 */
async function listCatalogueForSitemap(db: Database, offset: number, limit: number) {
  const { rows } = await db.execute<CatalogueRow>(sql`
    SELECT c.id AS company_id, c.name AS company_name, e.product_id, e.product_name, e.updated_at
    FROM (${db.select({ id: companies.id, name: companies.name, updatedAt: companies.updatedAt }).from(companies).where(publicCompany())}) c
    CROSS JOIN LATERAL (
      SELECT NULL::text AS product_id, NULL::text AS product_name, c.updated_at, -1 AS position,
        '' AS name
      UNION ALL
      SELECT p.id, p.name, p.updated_at, p.position, p.name FROM ${products} p
        WHERE p.company_id = c.id AND ${publicProduct("p")}
    ) e
    ORDER BY c.name, c.id, e.position, e.name, e.product_id
    OFFSET ${offset} LIMIT ${limit}`);
  return rows;
}

/** How many catalogue pages the sitemap lists: companies and their available products. */
async function countCataloguePages(db: Database): Promise<number> {
  const [companyRow] = await db.select({ n: count() }).from(companies).where(publicCompany());
  const [productRow] = await db.select({ n: count() }).from(products).where(publicProduct());
  return (companyRow?.n ?? 0) + (productRow?.n ?? 0);
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
  const total = fixed.length + (await countCataloguePages(db));
  const parts = Math.ceil(total / maxUrls);
  if (parts <= 1 && part === null) {
    const rows = await listCatalogueForSitemap(db, 0, maxUrls);
    return buildSitemapXml([...fixed, ...toEntries(siteUrl, rows)]);
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
  const rows = await listCatalogueForSitemap(db, offset, maxUrls - fixedSlice.length);
  return buildSitemapXml([...fixedSlice, ...toEntries(siteUrl, rows)]);
}

function toEntries(siteUrl: string, rows: CatalogueRow[]): SitemapEntry[] {
  return rows.map((row) => ({
    loc: absoluteUrl(
      siteUrl,
      row.product_id && row.product_name
        ? productPath({ companyId: row.company_id, id: row.product_id, name: row.product_name })
        : companyPath({ id: row.company_id, name: row.company_name }),
    ),
    lastmod: new Date(row.updated_at).toISOString(),
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
