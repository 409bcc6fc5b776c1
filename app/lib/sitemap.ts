/** sitemap.xml (sitemaps.org protocol 0.9) from a list of absolute URLs. */

/**
 * Most URLs in one sitemap file (the protocol allows 50,000): past this, /sitemap.xml becomes a
 * sitemap index of /sitemaps/{n}.xml files of at most this many each.
 */
export const SITEMAP_MAX_URLS = 45_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** Date (YYYY-MM-DD) or full ISO timestamp. */
  lastmod?: string | undefined;
}

/** The public pages that are not built from data (login and signup are noindex, so not listed). */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/blog",
  "/for-suppliers",
  "/pricing",
  "/claim-request",
  "/privacy",
  "/terms",
] as const;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A sitemap index: the absolute URLs of the sitemap files. */
export function buildSitemapIndexXml(sitemaps: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** robots.txt: everything public is crawlable except the console, the workspace and the API. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "Disallow: /supplier/",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
