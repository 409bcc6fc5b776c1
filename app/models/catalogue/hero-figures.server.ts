/**
 * The hero figures' counts (app/lib/hero-figures.ts), in one statement of five scalar subqueries:
 * companies and available products are small tables; the weeks' requests are range scans of
 * sample_requests_date_idx. The distinct requesters read every request, so the home page keeps
 * the counts for a minute per database (a figure shown as "200+" need not be fresher).
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products, sampleRequests } from "~/db/schema";
import { type HeroCounts, type HeroFigure, heroFigures } from "~/lib/hero-figures";
import { logFailure } from "~/lib/log.server";
import { ofPublicCompany, publicCompany } from "./public-companies.server";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const HERO_CACHE_MS = 60 * 1000;

/** The counts now, uncached. */
export async function countHeroFigures(db: Database, now = new Date()): Promise<HeroCounts> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const twoWeeksAgo = new Date(now.getTime() - 2 * WEEK_MS);
  const {
    rows: [row],
  } = await db.execute<Record<keyof HeroCounts, number | string>>(sql`SELECT
      (SELECT count(*) FROM ${companies} WHERE ${publicCompany()}) AS "companies",
      (SELECT count(*) FROM ${products} WHERE ${products.availability}
        AND ${ofPublicCompany(products.companyId)}) AS "availableProducts",
      (SELECT count(DISTINCT lower(${sampleRequests.email})) FROM ${sampleRequests}) AS "requesters",
      (SELECT count(*) FROM ${sampleRequests} WHERE ${sampleRequests.requestedAt} > ${weekAgo.toISOString()}::timestamptz
        AND ${sampleRequests.requestedAt} <= ${now.toISOString()}::timestamptz) AS "requestsThisWeek",
      (SELECT count(*) FROM ${sampleRequests} WHERE ${sampleRequests.requestedAt} > ${twoWeeksAgo.toISOString()}::timestamptz
        AND ${sampleRequests.requestedAt} <= ${weekAgo.toISOString()}::timestamptz) AS "requestsLastWeek"`);
  return {
    companies: Number(row?.companies ?? 0),
    availableProducts: Number(row?.availableProducts ?? 0),
    requesters: Number(row?.requesters ?? 0),
    requestsThisWeek: Number(row?.requestsThisWeek ?? 0),
    requestsLastWeek: Number(row?.requestsLastWeek ?? 0),
  };
}

const cache = new WeakMap<Database, { at: number; figures: Promise<readonly HeroFigure[]> }>();

/** The hero figures as shown, at most a minute old. */
export function getHeroFigures(db: Database, now = Date.now()): Promise<readonly HeroFigure[]> {
  const cached = cache.get(db);
  if (cached && now - cached.at < HERO_CACHE_MS) return cached.figures;
  const figures = countHeroFigures(db, new Date(now)).then(heroFigures);
  cache.set(db, { at: now, figures });
  // A failure is not kept: the next page view asks again.
  figures.catch(() => {
    if (cache.get(db)?.figures === figures) cache.delete(db);
  });
  return figures;
}

/**
 * The figures for a page that reads well without them (home, For Suppliers): a failure is logged
 * and answered with null, so the page shows no made-up figures.
 */
export function optionalHeroFigures(db: Database): Promise<readonly HeroFigure[] | null> {
  return getHeroFigures(db).catch((error: unknown) => {
    logFailure("Counting the hero figures failed", error);
    return null;
  });
}
