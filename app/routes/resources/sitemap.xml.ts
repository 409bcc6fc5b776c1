import { getAppContext } from "~/context.server";
import { sitemapResponse, sitemapXml } from "~/models/catalogue/sitemap.server";
import type { Route } from "./+types/sitemap.xml";

/**
 * Every public page: the static pages, every blog post and every company (from the database);
 * a sitemap index of /sitemaps/{n}.xml once there are more than 45,000 (app/models/catalogue/sitemap.server.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  return sitemapResponse((await sitemapXml(db, env.SITE_URL, null)) ?? "");
}
