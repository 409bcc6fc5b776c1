/**
 * Catalogue search in SQL (docs/decisions/010-search-in-sql.md). Matching and relevance follow
 * the reference definition in tests/oracles/search-relevance.ts exactly (scores in tenths).
 * Candidates come from plain LIKE on the stored lower-cased search text (generated columns in
 * app/db/schema/catalogue.ts, one trigram index each; a query without a trigram also passes an indexed
 * prefilter, docs/decisions/083), at most RANK_LIMIT + 1 per type, name matches first; only the
 * candidates are scored.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { CATEGORIES } from "~/lib/catalogue";
import { escapeLike } from "~/lib/like-pattern";
import { productPicture } from "~/lib/product-pictures";
import { MIN_PUBLIC_RATINGS } from "~/lib/ratings";
import { type FactFilters, NO_FACT_FILTERS } from "~/lib/search/fact-filters";
import { parseSearchQuery, type SearchQuery } from "~/lib/search/query";
import type { SearchFilter, SearchPage, SearchResult, SearchResultType } from "~/lib/search/types";
import { visibleRatingsOf } from "~/models/ratings/rating-lists.server";
import { hasDocument } from "./search-facts.server";
import { candidates, order, scoredCandidates } from "./search-ranking.server";
import { correctSpelling, findCloseNames } from "./search-spelling.server";
import { publicProduct } from "./visibility.server";

export type { SearchFilter, SearchPage, SearchResult };

/**
 * Most candidates of each type that are ranked. A query matching at most this many companies (or
 * products) is ranked exactly and counted exactly; beyond it the count is reported as capped.
 */
export const RANK_LIMIT = 500;

const DESCRIPTION_CHARS = 300;

/** A row of the search query: a result's own fields as SearchResult names them, the rest raw. */
interface Row
  extends Record<string, unknown>,
    Pick<SearchResult, "id" | "name" | "description" | "categories" | "logo" | "category"> {
  type: SearchResultType | null;
  company_id: string;
  company_name: string;
  score: number | string;
  company_count: number | string;
  product_count: number | string;
  response_time: string | null;
  available_products: number | string | null;
  latex_free: boolean | null;
  has_sds: boolean | null;
  rating_average: number | string | null;
  rating_count: number | string;
}

/** A product's average rating, only from MIN_PUBLIC_RATINGS visible ratings (docs/decisions/092). */
function publicRating(row: Row): SearchResult["rating"] {
  const count = Number(row.rating_count);
  return count >= MIN_PUBLIC_RATINGS ? { average: Number(row.rating_average), count } : null;
}

function toResult(row: Row & { type: SearchResultType }): SearchResult {
  return {
    type: row.type,
    id: row.id,
    name: row.name,
    description: row.description,
    categories: row.categories ?? [],
    // A product shows its own picture (uploaded, illustrated or its category's), a company its logo.
    logo:
      row.type === "product"
        ? productPicture({
            id: row.id,
            images: row.logo ? [row.logo] : [],
            category: row.category ?? "",
          })
        : row.logo,
    category: row.category,
    companyId: row.company_id,
    companyName: row.company_name,
    relevance: Number(row.score) / 10,
    ...(row.type === "company"
      ? {
          availableProducts: Number(row.available_products ?? 0),
          responseTime: row.response_time,
        }
      : { latexFree: row.latex_free, hasSds: row.has_sds === true, rating: publicRating(row) }),
  };
}

/**
 * A query as routes pass it (parsed once, where it came in), or as text from a script or test,
 * parsed here; null when it is too short to search.
 */
function toQuery(query: SearchQuery | string | null): string | null {
  return typeof query === "string"
    ? (parseSearchQuery(query)?.text ?? null)
    : (query?.text ?? null);
}

/**
 * searchCatalogue, and with `correctSpelling` a search that finds nothing is tried again with
 * its misspelled words corrected (search-spelling.server.ts); the page then names the query
 * typed as `correctedFrom` and the one searched as `query`.
 */
export async function searchCatalogue(
  db: Database,
  searchQuery: SearchQuery | string | null,
  options: SearchOptions & { correctSpelling?: boolean } = {},
): Promise<SearchPage> {
  const { correctSpelling: isCorrecting = false, ...exact } = options;
  const page = await searchExactly(db, searchQuery, exact);
  if (!isCorrecting || page.total > 0 || !page.query) return page;
  const corrected = await correctSpelling(db, page.query);
  if (!corrected) return page;
  const retried = await searchExactly(db, corrected, exact);
  return retried.total > 0 ? { ...retried, correctedFrom: page.query } : page;
}

interface SearchOptions {
  limit?: number;
  filter?: SearchFilter;
  rankLimit?: number;
  limitPerType?: boolean;
  facts?: FactFilters;
}

/**
 * Searches companies and products: every company and product whose searched fields contain the
 * query (case-insensitive), by relevance; products of a missing company are skipped. `limit` caps
 * the rows returned, or with `limitPerType` the rows of each type (the search box groups its
 * dropdown by type, so a type's best results must not be crowded out by the other's). Counts are
 * exact up to `rankLimit` per type; past it a type's count is `rankLimit` and flagged as capped,
 * and only its `rankLimit + 1` strongest candidates (name matches first) are ranked. No query
 * (too short) returns nothing.
 */
async function searchExactly(
  db: Database,
  searchQuery: SearchQuery | string | null,
  {
    limit = 50,
    filter = "all",
    rankLimit = RANK_LIMIT,
    limitPerType = false,
    facts = NO_FACT_FILTERS,
  }: SearchOptions,
): Promise<SearchPage> {
  const query = toQuery(searchQuery);
  if (!query) {
    return {
      query: "",
      results: [],
      total: 0,
      companyCount: 0,
      productCount: 0,
      isCompanyCountCapped: false,
      isProductCountCapped: false,
      isTotalCapped: false,
    };
  }
  const types = { company: filter !== "products", product: filter !== "companies" };
  const scored = scoredCandidates(query, types);
  const page = limitPerType
    ? sql`SELECT * FROM (
        SELECT m.*, row_number() OVER (PARTITION BY m.type ORDER BY ${order("m")}) AS type_rank
        FROM (${scored}) m
      ) g WHERE g.type_rank <= ${limit} ORDER BY ${order("g")}`
    : sql`SELECT * FROM (${scored}) m ORDER BY ${order("m")} LIMIT ${limit}`;
  // One row of counts, joined to the page of results (none when nothing matches the tab).
  const { rows } = await db.execute<Row>(
    sql`WITH ${candidates(query, rankLimit, facts)}
      SELECT r.type, r.id, r.name, r.score,
        left(coalesce(p.description, c.description), ${DESCRIPTION_CHARS}) AS description,
        CASE WHEN r.type = 'product' THEN ARRAY[p.category]::text[] ELSE c.categories END
          AS categories,
        CASE WHEN r.type = 'product' THEN p.images[1] ELSE c.logo END AS logo, p.category,
        c.id AS company_id,
        c.name AS company_name, k.company_count, k.product_count, c.response_time,
        -- A company card's 'N samples', for the page's companies only (products_company_listed_idx).
        CASE WHEN r.type = 'company' THEN (SELECT count(*) FROM products ap
          WHERE ap.company_id = c.id AND ${publicProduct("ap")}) END AS available_products,
        -- A product card's key facts (docs/decisions/091).
        p.latex_free, ${hasDocument(sql`p.id`, "sds")} AS has_sds,
        rt.average AS rating_average, rt.count AS rating_count
      FROM (SELECT (SELECT count(*) FROM cc) AS company_count,
        (SELECT count(*) FROM pc) AS product_count) k
      LEFT JOIN LATERAL (${page}) r ON true
      LEFT JOIN products p ON r.type = 'product' AND p.id = r.id
      LEFT JOIN companies c ON c.id = coalesce(p.company_id, r.id)
      LEFT JOIN LATERAL (${visibleRatingsOf(sql`p.id`)}) rt ON true
      ORDER BY ${order("r")}`,
  );
  const companyMatches = Number(rows[0]?.company_count ?? 0);
  const productMatches = Number(rows[0]?.product_count ?? 0);
  const isCompanyCountCapped = companyMatches > rankLimit;
  const isProductCountCapped = productMatches > rankLimit;
  const companyCount = Math.min(companyMatches, rankLimit);
  const productCount = Math.min(productMatches, rankLimit);
  return {
    query,
    results: rows
      .filter((row): row is Row & { type: SearchResultType } => row.type !== null)
      .map(toResult),
    total: companyCount + productCount,
    companyCount,
    productCount,
    isCompanyCountCapped,
    isProductCountCapped,
    isTotalCapped: isCompanyCountCapped || isProductCountCapped,
  };
}

/**
 * 'No results found' suggestions: public company and product names close in spelling to the query
 * (the same close-word lookup as the spelling correction, search-spelling.server.ts), then the
 * category names.
 */
export async function suggestSearches(db: Database, searchQuery: SearchQuery | string | null) {
  const query = toQuery(searchQuery);
  const spellings = query ? await findCloseNames(db, query) : [];
  return { spellings, categories: [...CATEGORIES] };
}

/**
 * Product row `p` matches the query as the search matches products: one of its own searched
 * fields, or its company's name or brand, contains it (the candidates' three tiers, without their
 * limits). For the alerts, which ask it of a week's new products (docs/decisions/170).
 */
export function productMatches(searchQuery: SearchQuery | string, p: string): SQL {
  const query = toQuery(searchQuery);
  if (!query) return sql`FALSE`;
  const like = sql`lower(${`%${escapeLike(query)}%`}::text)`;
  return sql`(${sql.raw(p)}.search_text LIKE ${like} OR EXISTS (SELECT 1 FROM companies mc
    WHERE mc.id = ${sql.raw(p)}.company_id AND mc.name_search_text LIKE ${like}))`;
}
