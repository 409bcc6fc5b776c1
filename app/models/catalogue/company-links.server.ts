/** Companies that blog articles link to, looked up for their current names and logos. */
import { and, arrayOverlaps, asc, inArray, not } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { Category } from "~/lib/catalogue";
import { now as clockNow } from "~/lib/clock";
import { featuredPlanCondition } from "~/models/billing/billing-sql.server";
import { publicCompany } from "./visibility.server";

/** The company id in a company page path (`/company/{id}` or `/company/{id}/{slug}`). */
export function companyIdFromPath(path: string): string | null {
  const match = /^\/company\/([^/?#]+)/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

const linkColumns = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  shortDescription: companies.shortDescription,
};

export function listCompaniesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(linkColumns)
    .from(companies)
    .where(and(inArray(companies.id, ids), publicCompany()));
}

/** Featured-plan companies an article adds to its Related Company Pages (at most this many). */
export const FEATURED_ARTICLE_COMPANIES = 3;

/**
 * Companies on the Featured plan (paid or in trial; docs/decisions/134) in one of `categories`,
 * by name, leaving out `except` (those the article links to itself).
 */
export function listFeaturedPlanCompanies(
  db: Database,
  categories: readonly Category[],
  except: string[],
) {
  if (categories.length === 0) return Promise.resolve([]);
  return db
    .select(linkColumns)
    .from(companies)
    .where(
      and(
        featuredPlanCondition(clockNow()),
        publicCompany(),
        arrayOverlaps(companies.categories, [...categories]),
        except.length > 0 ? not(inArray(companies.id, except)) : undefined,
      ),
    )
    .orderBy(asc(companies.name))
    .limit(FEATURED_ARTICLE_COMPANIES);
}
