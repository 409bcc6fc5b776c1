/**
 * The reference definition of search relevance (docs/product.md#search), for tests only.
 * The database computes the same thing in SQL (app/models/catalogue/search.server.ts); a test
 * (tests/integration/search.test.ts) proves both give the same order. Scores are kept in tenths
 * (integers) so that both sides add exactly the same numbers:
 * `100 + 50·startsWith + 10·occurrences + max(0, 100 − length/10)` becomes
 * `1000 + 500·startsWith + 100·occurrences + max(0, 1000 − length)`.
 */
import { countCharacters, normalizeQuery } from "~/lib/search/query";

/** Non-overlapping occurrences of `q` in `t`, scanning left to right. */
function countOccurrences(t: string, q: string): number {
  let n = 0;
  let from = t.indexOf(q);
  while (from !== -1) {
    n++;
    from = t.indexOf(q, from + q.length);
  }
  return n;
}

/** Relevance of one field in tenths; 0 when the field does not contain the query. */
export function fieldScoreTenths(field: string | null | undefined, query: string): number {
  if (!field) return 0;
  const t = field.toLowerCase();
  const q = query.toLowerCase();
  if (q === "" || !t.includes(q)) return 0;
  return (
    1000 +
    (t.startsWith(q) ? 500 : 0) +
    100 * countOccurrences(t, q) +
    Math.max(0, 1000 - countCharacters(t))
  );
}

export function scoreFieldsTenths(fields: readonly (string | null | undefined)[], query: string) {
  let total = 0;
  for (const field of fields) total += fieldScoreTenths(field, query);
  return total;
}

export interface CorpusCompany {
  id: string;
  name: string;
  brandName: string | null;
  description: string;
  categories: readonly string[];
  treatmentTypes: readonly string[];
}

export interface CorpusProduct {
  id: string;
  companyId: string;
  name: string;
  description: string;
  category: string;
  treatmentType: string;
}

export interface RankedResult {
  type: "company" | "product";
  id: string;
  name: string;
  /** Relevance in tenths (divide by 10 for the product-decisions figure). */
  scoreTenths: number;
  /** A company whose name or brand contains the query: listed before everything else. */
  isNamedCompany: boolean;
}

/** Compares by Unicode code points (what PostgreSQL's "C" collation does for UTF-8). */
export function compareCodePoints(a: string, b: string): number {
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next();
    const y = bi.next();
    if (x.done || y.done) return x.done === y.done ? 0 : x.done ? -1 : 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx - cy;
  }
}

/**
 * Order of results: companies named like the query first (docs/decisions/121), then relevance
 * descending; ties by name A→Z (case-insensitive, then exact), then companies before products,
 * then id.
 */
export function compareResults(a: RankedResult, b: RankedResult): number {
  return (
    Number(b.isNamedCompany) - Number(a.isNamedCompany) ||
    b.scoreTenths - a.scoreTenths ||
    compareCodePoints(a.name.toLowerCase(), b.name.toLowerCase()) ||
    compareCodePoints(a.name, b.name) ||
    (a.type === b.type ? 0 : a.type === "company" ? -1 : 1) ||
    compareCodePoints(a.id, b.id)
  );
}

/**
 * The reference search: every company and product whose searchable fields contain the query
 * (case-insensitive), ranked. Products whose company is missing are skipped (spec §5).
 */
export function rankCatalogue(
  companies: readonly CorpusCompany[],
  products: readonly CorpusProduct[],
  rawQuery: string,
): RankedResult[] {
  const query = normalizeQuery(rawQuery);
  if (!query) return [];
  const byId = new Map(companies.map((c) => [c.id, c]));
  const results: RankedResult[] = [];
  for (const c of companies) {
    const score = scoreFieldsTenths(
      [c.name, c.brandName, c.description, ...c.categories, ...c.treatmentTypes],
      query,
    );
    const isNamedCompany = scoreFieldsTenths([c.name, c.brandName], query) > 0;
    if (score > 0) {
      results.push({ type: "company", id: c.id, name: c.name, scoreTenths: score, isNamedCompany });
    }
  }
  for (const p of products) {
    const company = byId.get(p.companyId);
    if (!company) continue;
    const score = scoreFieldsTenths(
      [p.name, p.description, p.category, p.treatmentType, company.name, company.brandName],
      query,
    );
    if (score > 0) {
      results.push({
        type: "product",
        id: p.id,
        name: p.name,
        scoreTenths: score,
        isNamedCompany: false,
      });
    }
  }
  return results.sort(compareResults);
}
