import { getAppContext } from "~/context.server";
import { notFound } from "~/lib/http-errors";
import { sitemapResponse, sitemapXml } from "~/models/catalogue/sitemap.server";
import type { Route } from "./+types/sitemaps.$file";

/** One part of a split sitemap, /sitemaps/{n}.xml, listed by the index at /sitemap.xml. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  const part = /^([1-9]\d{0,5})\.xml$/.exec(params.file)?.[1];
  const xml = part ? await sitemapXml(db, env.SITE_URL, Number(part)) : null;
  if (xml === null) notFound();
  return sitemapResponse(xml);
}
