/**
 * The SQL that finds and scores search candidates (docs/decisions/010-search-in-sql.md), used by
 * app/models/catalogue/search.server.ts. Scores follow tests/oracles/search-relevance.ts (the reference definition) exactly, in tenths.
 */
import { type SQL, sql } from "drizzle-orm";
import { type FactFilters, NO_FACT_FILTERS } from "~/lib/search/fact-filters";
import { companyFactCondition, productFactCondition } from "./search-facts.server";
import { containsQuery } from "./search-prefilter.server";
import { publicCompany, publicProduct } from "./visibility.server";

/**
 * Relevance of one lower-cased field in tenths; `q` is the lower-cased query. NULL scores 0.
 * Occurrences are counted in bytes (each one removed shortens the text by the query's bytes),
 * which is the same number and avoids counting characters in long texts.
 */
function fieldScore(t: SQL, q: SQL): SQL {
  return sql`(CASE WHEN strpos(${t}, ${q}) > 0 THEN 1000
    + CASE WHEN starts_with(${t}, ${q}) THEN 500 ELSE 0 END
    + 100 * ((octet_length(${t}) - octet_length(replace(${t}, ${q}, ''))) / octet_length(${q}))
    + greatest(0, 1000 - length(${t})) ELSE 0 END)`;
}

/**
 * Relevance of a list: the sum over its elements. `joined` is the list's part of the stored search
 * text (elements lower-cased, joined by a newline, which a query never holds): when it does not
 * contain the query, no element does, and the elements are not unpacked.
 */
function arrayScore(column: SQL, joined: SQL, q: SQL): SQL {
  return sql`(CASE WHEN strpos(${joined}, ${q}) > 0
    THEN coalesce((SELECT sum(${fieldScore(sql`lower(e)`, q)}) FROM unnest(${column}) AS e), 0)
    ELSE 0 END)`;
}

/**
 * Candidate ids per type, as CTEs `cc` (companies) and `pc` (products), each at most
 * `rankLimit + 1` (n) rows, lowest tier first: companies matching by name or brand (`cn`), then
 * by any field (`ct`); products matching by name (`pn`), by any of their own fields (`pt`), then
 * the products of companies matching by name or brand. Every branch has its own LIMIT n, so a
 * broad query stops scanning early, and a tier runs only while the tiers above it found fewer
 * than n (docs/decisions/083): `pn` alone fills the products of a broad query. More than
 * `rankLimit` distinct candidates ⟺ more than `rankLimit` matches (a branch that stops early has
 * already found n); otherwise every branch ran to the end and the candidates are exactly the
 * matches. The match condition (search-prefilter.server.ts) is written out in each branch (not
 * read from a CTE) so the planner sees constants, and every branch can use an index even when the
 * query matches nothing: the joined trigram indexes, or for a query without a trigram the
 * prefilter; a name branch looks up names only.
 * The products of companies matching by name are read company by company (the lateral subquery,
 * kept apart by OFFSET 0, makes the planner walk those companies and the company_id index
 * instead of every product); that branch reads the companies again rather than `cn`, which stops
 * at n companies while their products may be fewer.
 */
export function candidates(
  query: string,
  rankLimit: number,
  facts: FactFilters = NO_FACT_FILTERS,
): SQL {
  const n = rankLimit + 1;
  // The row's search text (or its name part) contains the query (search-prefilter.server.ts).
  const contains = (table: string, column: "search_text" | "name_search_text") =>
    containsQuery(query, table, column);
  // The filters (search-facts.server.ts): TRUE when none is on.
  const pf = productFactCondition(facts);
  const cf = companyFactCondition(facts);
  // A lower tier only runs while the tiers above it have found fewer than n. The test stands
  // outside the branch's LIMIT, where PostgreSQL checks it before starting the branch (inside,
  // a parallel plan launched its workers first, only for them to find the test false).
  const below = (...ctes: string[]) =>
    sql.raw(ctes.map((cte) => `(SELECT count(*) FROM ${cte}) < ${n}`).join(" AND "));
  const tier = (branch: SQL, ...above: string[]) =>
    sql`SELECT * FROM (${branch}) t WHERE ${below(...above)}`;
  // Only what the public sees is found (visibility.server.ts): no draft, no hidden product.
  const company = publicCompany("companies");
  const product = publicProduct("products");
  return sql`
    cn AS MATERIALIZED (SELECT id FROM companies
      WHERE ${contains("companies", "name_search_text")} AND ${cf} AND ${company}
      LIMIT ${n}),
    ct AS MATERIALIZED (${tier(
      sql`SELECT id FROM companies
        WHERE ${contains("companies", "search_text")} AND ${cf} AND ${company} LIMIT ${n}`,
      "cn",
    )}),
    cc AS MATERIALIZED (
      SELECT id, min(tier) AS tier FROM (
        (SELECT id, 0 AS tier FROM cn)
        UNION ALL
        (SELECT id, 1 FROM ct)
      ) b GROUP BY id ORDER BY min(tier) LIMIT ${n}
    ),
    pn AS MATERIALIZED (SELECT id FROM products
      WHERE ${contains("products", "name_search_text")} AND ${pf} AND ${product}
      LIMIT ${n}),
    pt AS MATERIALIZED (${tier(
      sql`SELECT id FROM products
        WHERE ${contains("products", "search_text")} AND ${pf} AND ${product} LIMIT ${n}`,
      "pn",
    )}),
    pc AS MATERIALIZED (
      SELECT id, min(tier) AS tier FROM (
        (SELECT id, 0 AS tier FROM pn)
        UNION ALL
        (SELECT id, 1 FROM pt)
        UNION ALL
        (SELECT id, 2 FROM (${tier(
          sql`SELECT p.id FROM companies c CROSS JOIN LATERAL (
            SELECT id FROM products WHERE company_id = c.id AND ${pf} AND ${product} OFFSET 0) p
            WHERE ${contains("c", "name_search_text")} AND ${publicCompany("c")} LIMIT ${n}`,
          "pn",
          "pt",
        )}) named)
      ) b GROUP BY id ORDER BY min(tier) LIMIT ${n}
    )`;
}

/** Field `k` (1-based) of a stored search text, i.e. that field lower-cased (app/db/schema/catalogue.ts). */
const part = (column: SQL, k: number) => sql`split_part(${column}, chr(1), ${sql.raw(String(k))})`;

/**
 * The candidates scored exactly (tests/oracles/search-relevance.ts): type, id, name and score, one relation; `types`
 * limits which. The text fields are read lower-cased from the stored search text (lower() is the
 * costly part); the columns shown are fetched later, for the returned page only.
 */
export function scoredCandidates(
  query: string,
  types: { company: boolean; product: boolean },
): SQL {
  const q = sql`lower(${query}::text)`;
  const companyRows = sql`
    SELECT 'company'::text AS type, c.id, c.name,
      (strpos(l.n, ${q}) > 0 OR strpos(l.b, ${q}) > 0) AS named,
      ${fieldScore(sql`l.n`, q)} + ${fieldScore(sql`l.b`, q)} + ${fieldScore(sql`l.d`, q)}
      + ${arrayScore(sql`c.categories`, sql`l.cat`, q)}
      + ${arrayScore(sql`c.treatment_types`, sql`l.tt`, q)} AS score
    FROM cc JOIN companies c ON c.id = cc.id
    CROSS JOIN LATERAL (SELECT ${part(sql`c.search_text`, 1)} AS n,
      ${part(sql`c.search_text`, 2)} AS b, ${part(sql`c.search_text`, 3)} AS d,
      ${part(sql`c.search_text`, 4)} AS cat, ${part(sql`c.search_text`, 5)} AS tt) l`;
  const productRows = sql`
    SELECT 'product'::text AS type, p.id, p.name, false AS named,
      ${fieldScore(sql`l.n`, q)} + ${fieldScore(sql`l.d`, q)} + ${fieldScore(sql`l.c`, q)}
      + ${fieldScore(sql`l.t`, q)} + ${fieldScore(sql`l.cn`, q)} + ${fieldScore(sql`l.cb`, q)} AS score
    FROM pc JOIN products p ON p.id = pc.id
    JOIN companies c ON c.id = p.company_id
    CROSS JOIN LATERAL (SELECT ${part(sql`p.search_text`, 1)} AS n,
      ${part(sql`p.search_text`, 2)} AS d, ${part(sql`p.search_text`, 3)} AS c,
      ${part(sql`p.search_text`, 4)} AS t, ${part(sql`c.name_search_text`, 1)} AS cn,
      ${part(sql`c.name_search_text`, 2)} AS cb) l`;
  const parts = [types.company ? companyRows : null, types.product ? productRows : null];
  return sql.join(
    parts.filter((rows): rows is SQL => rows !== null),
    sql` UNION ALL `,
  );
}

/**
 * Companies named like the query first (docs/decisions/121), then relevance descending; ties by
 * name A→Z, then companies first, then id (compareResults).
 */
export function order(r: string): SQL {
  const col = (name: string) => sql.raw(`${r}.${name}`);
  return sql`${col("named")} DESC, ${col("score")} DESC, lower(${col("name")}) COLLATE "C", ${col("name")} COLLATE "C",
    ${col("type")} COLLATE "C", ${col("id")} COLLATE "C"`;
}
