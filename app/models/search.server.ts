/**
 * Catalogue search in SQL (docs/decisions/010-search-in-sql.md). Matching and relevance follow
 * app/lib/search/relevance.ts exactly (scores in tenths); trigram indexes on the lower-cased
 * fields (app/db/schema.ts) find the candidate rows, and each field is then checked exactly.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { CATEGORIES } from "~/lib/catalogue";
import { normalizeQuery } from "~/lib/search/relevance";
import type { SearchFilter, SearchResult, SearchResultType } from "~/lib/search/types";

export type { SearchFilter, SearchResult };

export interface SearchPage {
  query: string;
  results: SearchResult[];
  total: number;
  companyCount: number;
  productCount: number;
}

/** Escapes LIKE's wildcards and its escape character (backslash, the default). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const DESCRIPTION_CHARS = 300;

/** Relevance of one lower-cased field in tenths; `q` is the lower-cased query. NULL scores 0. */
function fieldScore(t: SQL, q: SQL): SQL {
  return sql`(CASE WHEN strpos(${t}, ${q}) > 0 THEN 1000
    + CASE WHEN strpos(${t}, ${q}) = 1 THEN 500 ELSE 0 END
    + 100 * ((length(${t}) - length(replace(${t}, ${q}, ''))) / length(${q}))
    + greatest(0, 1000 - length(${t})) ELSE 0 END)`;
}

function arrayScore(column: SQL, q: SQL): SQL {
  return sql`coalesce((SELECT sum(${fieldScore(sql`lower(e)`, q)}) FROM unnest(${column}) AS e), 0)`;
}

/**
 * Every match, scored, as one SQL relation. The LIKE patterns are written out in each condition
 * (not read from a CTE) so the planner sees constants and can use the trigram indexes.
 */
function scoredMatches(query: string): SQL {
  const q = sql`lower(${query}::text)`;
  const like = sql`lower(${`%${escapeLike(query)}%`}::text)`;
  return sql`
    SELECT 'company'::text AS type, c.id, c.name, left(c.description, ${DESCRIPTION_CHARS}) AS description,
      c.categories, c.logo, NULL::text AS category, c.id AS company_id, c.name AS company_name,
      s.score
    FROM companies c
    CROSS JOIN LATERAL (SELECT lower(c.name) AS n, lower(c.brand_name) AS b,
      lower(c.description) AS d) l
    CROSS JOIN LATERAL (SELECT
      ${fieldScore(sql`l.n`, q)} + ${fieldScore(sql`l.b`, q)} + ${fieldScore(sql`l.d`, q)}
      + ${arrayScore(sql`c.categories`, q)} + ${arrayScore(sql`c.treatment_types`, q)} AS score) s
    WHERE (lower(c.name) LIKE ${like} OR lower(c.brand_name) LIKE ${like}
      OR lower(c.description) LIKE ${like}
      OR catalogue_search_text(c.categories) LIKE ${like}
      OR catalogue_search_text(c.treatment_types) LIKE ${like})
      AND s.score > 0
    UNION ALL
    SELECT 'product'::text, p.id, p.name, left(p.description, ${DESCRIPTION_CHARS}),
      ARRAY[p.category]::text[], coalesce(p.images[1], c.logo), p.category, c.id, c.name,
      ${fieldScore(sql`l.n`, q)} + ${fieldScore(sql`l.d`, q)} + ${fieldScore(sql`l.c`, q)}
      + ${fieldScore(sql`l.t`, q)} + ${fieldScore(sql`l.cn`, q)} + ${fieldScore(sql`l.cb`, q)}
    FROM (
      SELECT id FROM products
      WHERE lower(name) LIKE ${like} OR lower(description) LIKE ${like}
        OR lower(category) LIKE ${like} OR lower(treatment_type) LIKE ${like}
      UNION
      SELECT id FROM products WHERE company_id IN (
        SELECT id FROM companies WHERE lower(name) LIKE ${like} OR lower(brand_name) LIKE ${like})
    ) hits
    JOIN products p ON p.id = hits.id
    JOIN companies c ON c.id = p.company_id
    CROSS JOIN LATERAL (SELECT lower(p.name) AS n, lower(p.description) AS d,
      lower(p.category) AS c, lower(p.treatment_type) AS t, lower(c.name) AS cn,
      lower(c.brand_name) AS cb) l`;
}

/** Relevance descending; ties by name A→Z, then companies first, then id (compareResults). */
const ORDER = sql`score DESC, lower(name) COLLATE "C", name COLLATE "C", type COLLATE "C", id COLLATE "C"`;

interface Row extends Record<string, unknown> {
  type: SearchResultType;
  id: string;
  name: string;
  description: string;
  categories: string[];
  logo: string | null;
  category: string | null;
  company_id: string;
  company_name: string;
  score: number | string;
  company_count: number | string;
  product_count: number | string;
}

function toResult(row: Row): SearchResult {
  return {
    type: row.type,
    id: row.id,
    name: row.name,
    description: row.description,
    categories: row.categories ?? [],
    logo: row.logo,
    category: row.category,
    companyId: row.company_id,
    companyName: row.company_name,
    relevance: Number(row.score) / 10,
  };
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Searches companies and products (spec §5). `limit` caps the rows returned; the counts cover
 * every match. A query under 2 characters returns nothing.
 */
export async function searchCatalogue(
  db: Database,
  rawQuery: string,
  { limit = 50, filter = "all" as SearchFilter } = {},
): Promise<SearchPage> {
  const query = normalizeQuery(rawQuery);
  if (!query) return { query: "", results: [], total: 0, companyCount: 0, productCount: 0 };
  const typeFilter =
    filter === "companies"
      ? sql`WHERE type = 'company'`
      : filter === "products"
        ? sql`WHERE type = 'product'`
        : sql``;
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT * FROM (
        SELECT m.*,
          count(*) FILTER (WHERE type = 'company') OVER () AS company_count,
          count(*) FILTER (WHERE type = 'product') OVER () AS product_count
        FROM (${scoredMatches(query)}) m
      ) r ${typeFilter}
      ORDER BY ${ORDER} LIMIT ${limit}`,
  );
  let companyCount = Number(rows[0]?.company_count ?? 0);
  let productCount = Number(rows[0]?.product_count ?? 0);
  if (rows.length === 0 && filter !== "all") {
    const [counts] = await rowsOf<{ company_count: string; product_count: string }>(
      db,
      sql`SELECT count(*) FILTER (WHERE type = 'company') AS company_count,
          count(*) FILTER (WHERE type = 'product') AS product_count
        FROM (${scoredMatches(query)}) m`,
    );
    companyCount = Number(counts?.company_count ?? 0);
    productCount = Number(counts?.product_count ?? 0);
  }
  return {
    query,
    results: rows.map(toResult),
    total: companyCount + productCount,
    companyCount,
    productCount,
  };
}

/** Ids in ranked order, every match (for the equivalence test with the reference function). */
export async function rankCatalogueInSql(db: Database, rawQuery: string) {
  const query = normalizeQuery(rawQuery);
  if (!query) return [];
  const rows = await rowsOf<{ type: SearchResultType; id: string; score: string | number }>(
    db,
    sql`SELECT type, id, name, score FROM (${scoredMatches(query)}) m ORDER BY ${ORDER}`,
  );
  return rows.map((r) => ({ type: r.type, id: r.id, scoreTenths: Number(r.score) }));
}

/**
 * 'No results found' suggestions: company and product names close in spelling to the query
 * (pg_trgm word similarity, served by the name trigram indexes), then the category names.
 */
export async function suggestSearches(db: Database, rawQuery: string) {
  const query = normalizeQuery(rawQuery);
  const spellings = query
    ? await db.transaction(async (tx) => {
        // The default word-similarity threshold (0.6) misses one-letter typos in short words.
        await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.4`);
        return rowsOf<{ term: string }>(
          tx as unknown as Database,
          sql`SELECT term FROM (
              SELECT name AS term, word_similarity(lower(${query}::text), lower(name)) AS sim
                FROM companies WHERE lower(${query}::text) <% lower(name)
              UNION ALL
              SELECT name, word_similarity(lower(${query}::text), lower(name))
                FROM products WHERE lower(${query}::text) <% lower(name)
            ) s GROUP BY term ORDER BY max(sim) DESC, term COLLATE "C" LIMIT 5`,
        );
      })
    : [];
  return { spellings: spellings.map((r) => r.term), categories: [...CATEGORIES] };
}
