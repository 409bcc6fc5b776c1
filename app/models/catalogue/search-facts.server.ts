/**
 * The search's product-fact filters as SQL pieces (docs/decisions/091): each is a where-clause
 * over the `products` table as the candidate queries name it (app/models/catalogue/search-ranking.server.ts),
 * so a filtered search still ranks and counts exactly up to the rank limit.
 */
import { type SQL, sql } from "drizzle-orm";
import { type FactFilters, hasFactFilters } from "~/lib/search/fact-filters";

/** Products with every fact asked for (TRUE when none is). */
export function productFactCondition(filters: FactFilters): SQL {
  const parts: SQL[] = [];
  if (filters.latexFree) parts.push(sql`products.latex_free IS TRUE`);
  if (filters.hasSds) parts.push(sql`${hasDocument(sql`products.id`, "sds")}`);
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/** Companies are listed only without product-fact filters (they have no facts of their own). */
export function companyFactCondition(filters: FactFilters): SQL {
  return hasFactFilters(filters) ? sql`FALSE` : sql`TRUE`;
}

/** Whether the product (an id column) has a document of this kind. */
export function hasDocument(productId: SQL, kind: "sds" | "ifu"): SQL {
  return sql`EXISTS (SELECT 1 FROM product_documents d
    WHERE d.product_id = ${productId} AND d.kind = ${kind})`;
}
