/**
 * The search's product-fact filters as SQL pieces (docs/decisions/091): each is a where-clause
 * over the `products` table as the candidate queries name it (app/models/catalogue/search-ranking.server.ts),
 * so a filtered search still ranks and counts exactly up to the rank limit.
 */
import { type SQL, sql } from "drizzle-orm";
import { type FactFilters, hasFactFilters } from "~/lib/search/fact-filters";

const allOf = (parts: SQL[]) => (parts.length > 0 ? sql.join(parts, sql` AND `) : sql`TRUE`);

/** Products with every fact asked for, in the category and of the company asked for (TRUE when none is). */
export function productFactCondition(filters: FactFilters): SQL {
  const parts: SQL[] = [];
  if (filters.latexFree) parts.push(sql`products.latex_free IS TRUE`);
  if (filters.hasSds) parts.push(sql`${hasDocument(sql`products.id`, "sds")}`);
  if (filters.category) parts.push(sql`products.category = ${filters.category}`);
  if (filters.companyId) parts.push(sql`products.company_id = ${filters.companyId}`);
  return allOf(parts);
}

/**
 * Over the `companies` table: listed only without product-fact filters (they have no facts of
 * their own), when they list the category and are the company asked for.
 */
export function companyFactCondition(filters: FactFilters): SQL {
  if (hasFactFilters(filters)) return sql`FALSE`;
  const parts: SQL[] = [];
  if (filters.category) parts.push(sql`companies.categories @> ARRAY[${filters.category}]::text[]`);
  if (filters.companyId) parts.push(sql`companies.id = ${filters.companyId}`);
  return allOf(parts);
}

/** Whether the product (an id column) has a document of this kind. */
export function hasDocument(productId: SQL, kind: "sds" | "ifu"): SQL {
  return sql`EXISTS (SELECT 1 FROM product_documents d
    WHERE d.product_id = ${productId} AND d.kind = ${kind})`;
}
