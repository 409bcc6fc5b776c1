/**
 * Who sees what: the public catalogue's one rule (docs/decisions/146; drafts 117, plan limits 135).
 * A company is public once published. A product is public when it is available, its company is
 * public, and the company's plan lists it (`products.listed`: available and not beyond the plan's
 * limit). Every public reader (company and product pages, search, its dropdown and suggestions,
 * counts and hero figures, sitemap, 'Make Request to All', saved products, the API's `public`
 * flag, and the digest and alerts to come) asks these conditions; none writes its own.
 */
import { type SQL, sql } from "drizzle-orm";
import { companies, products } from "~/db/schema";

/** A table's column: `alias.column` in a hand-written query, else drizzle's own reference. */
function column(alias: string | undefined, name: string, own: SQL): SQL {
  return alias ? sql.raw(`${alias}.${name}`) : own;
}

/**
 * The company row is public. `alias` names the row in a hand-written query (`c`); without it the
 * condition reads the `companies` table as drizzle's queries name it.
 */
export function publicCompany(alias?: string): SQL {
  return sql`(${column(alias, "published_at", sql`${companies.publishedAt}`)} IS NOT NULL)`;
}

/**
 * The product row is public. `alias` names the row in a hand-written query (`p`); without it the
 * condition reads the `products` table as drizzle's queries name it. `isDraftPreview`: the page of
 * a draft company, shown to its team and admins (the caller has checked they may), lists the
 * products the public will see once the company is published, so the company's half is skipped.
 */
export function publicProduct(alias?: string, { isDraftPreview = false } = {}): SQL {
  const listed = column(alias, "listed", sql`${products.listed}`);
  if (isDraftPreview) return sql`(${listed})`;
  const companyId = column(alias, "company_id", sql`${products.companyId}`);
  return sql`(${listed} AND EXISTS (SELECT 1 FROM companies pub
    WHERE pub.id = ${companyId} AND ${publicCompany("pub")}))`;
}
