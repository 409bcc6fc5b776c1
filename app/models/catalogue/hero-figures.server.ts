/**
 * The hero figures' counts (app/lib/hero-figures.ts): the companies are the directory's own count
 * (countCompanies, read live, so the hero and "of N companies" agree); the rest in one statement
 * of four scalar subqueries: available products is a small table; the weeks' requests are range
 * scans of sample_requests_date_idx. The distinct requesters read every request, so those four are
 * kept for a minute per database (a figure shown as "200+" need not be fresher).
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, sampleRequests } from "~/db/schema";
import { type HeroCounts, type HeroFigure, heroFigures } from "~/lib/hero-figures";
import { logFailure } from "~/lib/log.server";
import { countCompanies } from "./company.server";
import { publicProduct } from "./visibility.server";

type ActivityCounts = Omit<HeroCounts, "companies">;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const HERO_CACHE_MS = 60 * 1000;

/** The counts now, uncached. */
export async function countHeroFigures(db: Database, now = new Date()): Promise<HeroCounts> {
  const [companies, activity] = await Promise.all([countCompanies(db), countActivity(db, now)]);
  return { companies, ...activity };
}

async function countActivity(db: Database, now: Date): Promise<ActivityCounts> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const twoWeeksAgo = new Date(now.getTime() - 2 * WEEK_MS);
  const {
    rows: [row],
  } = await db.execute<Record<keyof ActivityCounts, number | string>>(sql`SELECT
      (SELECT count(*) FROM ${products} WHERE ${publicProduct()}) AS "availableProducts",
      (SELECT count(DISTINCT lower(${sampleRequests.email})) FROM ${sampleRequests}) AS "requesters",
      (SELECT count(*) FROM ${sampleRequests} WHERE ${sampleRequests.requestedAt} > ${weekAgo.toISOString()}::timestamptz
        AND ${sampleRequests.requestedAt} <= ${now.toISOString()}::timestamptz) AS "requestsThisWeek",
      (SELECT count(*) FROM ${sampleRequests} WHERE ${sampleRequests.requestedAt} > ${twoWeeksAgo.toISOString()}::timestamptz
        AND ${sampleRequests.requestedAt} <= ${weekAgo.toISOString()}::timestamptz) AS "requestsLastWeek"`);
  return {
    availableProducts: Number(row?.availableProducts ?? 0),
    requesters: Number(row?.requesters ?? 0),
    requestsThisWeek: Number(row?.requestsThisWeek ?? 0),
    requestsLastWeek: Number(row?.requestsLastWeek ?? 0),
  };
}

const cache = new WeakMap<Database, { at: number; counts: Promise<ActivityCounts> }>();

/** The activity counts, at most a minute old (a failure is not kept: the next view asks again). */
function recentActivity(db: Database, now: number): Promise<ActivityCounts> {
  const cached = cache.get(db);
  if (cached && now - cached.at < HERO_CACHE_MS) return cached.counts;
  const counts = countActivity(db, new Date(now));
  cache.set(db, { at: now, counts });
  counts.catch(() => {
    if (cache.get(db)?.counts === counts) cache.delete(db);
  });
  return counts;
}

/** The hero figures as shown: the companies counted now, the activity at most a minute old. */
export async function getHeroFigures(
  db: Database,
  now = Date.now(),
): Promise<readonly HeroFigure[]> {
  const [companies, activity] = await Promise.all([countCompanies(db), recentActivity(db, now)]);
  return heroFigures({ companies, ...activity });
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
