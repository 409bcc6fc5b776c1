import { getAppContext } from "~/context.server";
import { listArticles } from "~/lib/blog/articles.server";
import { companyPath } from "~/lib/catalogue";
import { absoluteUrl } from "~/lib/seo";
import { buildSitemapXml, type SitemapEntry, STATIC_PUBLIC_PATHS } from "~/lib/sitemap";
import { listCompaniesForSitemap } from "~/models/sitemap.server";
import type { Route } from "./+types/sitemap[.]xml";

/** Every public page: the static pages, every blog post and every company (from the database). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  const companies = await listCompaniesForSitemap(db);
  const entries: SitemapEntry[] = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ loc: absoluteUrl(env.SITE_URL, path) })),
    ...listArticles().map((article) => ({
      loc: absoluteUrl(env.SITE_URL, `/blog/${article.slug}`),
      lastmod: article.lastModified,
    })),
    ...companies.map((company) => ({
      loc: absoluteUrl(env.SITE_URL, companyPath(company)),
      lastmod: company.updatedAt.toISOString(),
    })),
  ];
  return new Response(buildSitemapXml(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
