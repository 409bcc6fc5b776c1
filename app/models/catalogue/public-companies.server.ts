/**
 * Which companies the public sees (docs/decisions/117): the published ones. A draft (an approved
 * registration until its owner or an admin publishes it) is seen by its team and admins only.
 * Every public query (home, search, sitemap, 'Make Request to All', the company page, the hero
 * figures) asks this one condition, so a new query cannot forget a draft in its own way.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { companies } from "~/db/schema";

/**
 * The company row is public. `alias` names the row in a hand-written query (`c`); without it the
 * condition reads the `companies` table as drizzle's queries name it.
 */
export function publicCompany(alias?: string): SQL {
  const column = alias ? sql.raw(`${alias}.published_at`) : sql`${companies.publishedAt}`;
  return sql`(${column} IS NOT NULL)`;
}

/** A row whose company (`companyId`, a column or an expression) is public: its products. */
export function ofPublicCompany(companyId: SQLWrapper): SQL {
  return sql`EXISTS (SELECT 1 FROM companies pub
    WHERE pub.id = ${companyId} AND ${publicCompany("pub")})`;
}
