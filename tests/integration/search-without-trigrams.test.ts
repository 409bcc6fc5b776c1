/**
 * Queries in which pg_trgm finds no trigram (symbols only, two letters or digits, a letter and a
 * symbol) reach their rows through an indexed prefilter (app/models/catalogue/search-prefilter.server.ts,
 * docs/decisions/083), and every other query through the trigrams of the joined text, each space a
 * ß (decision 165). Neither may lose a match: on a corpus built around the cases of their proofs
 * (and real ß beside spaces), and on random texts and queries, the search returns exactly what
 * the reference function does. On PostgreSQL, a query that matches nothing is answered from the
 * indexes.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { searchCatalogue } from "~/models/catalogue/search.server";
import { candidates } from "~/models/catalogue/search-ranking.server";
import { setUpTestDatabase } from "../helpers/db";
import { type CorpusCompany, type CorpusProduct, rankCatalogue } from "../oracles/search-relevance";

function insertCorpus(companyRows: CorpusCompany[], productRows: CorpusProduct[]) {
  return async (db: Database) => {
    await db.insert(companies).values(
      companyRows.map((c) => ({
        ...c,
        categories: [...c.categories],
        treatmentTypes: [...c.treatmentTypes],
      })),
    );
    if (productRows.length > 0)
      await db.insert(products).values(productRows.map((p) => ({ ...p })));
  };
}

/** What the app's search returns, in order, as the reference function writes it. */
async function searchRanking(db: Database, query: string) {
  const page = await searchCatalogue(db, query, { limit: 10_000 });
  return page.results.map((r) => ({
    type: r.type,
    id: r.id,
    scoreTenths: Math.round(r.relevance * 10),
  }));
}

function reference(companyRows: CorpusCompany[], productRows: CorpusProduct[], query: string) {
  return rankCatalogue(companyRows, productRows, query).map((r) => ({
    type: r.type,
    id: r.id,
    scoreTenths: r.scoreTenths,
  }));
}

const company = (id: string, name: string, description: string): CorpusCompany => ({
  id,
  name,
  brandName: null,
  description,
  categories: [],
  treatmentTypes: [],
});

const product = (id: string, companyId: string, name: string, description: string) => ({
  id,
  companyId,
  name,
  description,
  category: "Restorative",
  treatmentType: "",
});

// Each text puts a query of the list below where one part of the prefilter's proof covers it.
const edgeCompanies: CorpusCompany[] = [
  company("e-short-run", "Q9 Supply", "Two-character words: 3M kit, ab-cd, x y."),
  company("e-long-run", "Quartz Labs", "Runs longer than two: quartz9, 3mm, abcd-efgh, 100%."),
  company("e-accents", "Éxyé Dental", "Accents around runs: éqzé, ñ09ñ, café-x, über_y."),
  {
    ...company("e-symbols", "Symbols & Co", 'Only symbols: %_% -- () "quoted" \\ 😀😀 ¿¡ —'),
    brandName: "«Brand»",
    categories: ["Adhesives"],
    treatmentTypes: ["x-ray", "%-pack"],
  },
  company(
    "e-control",
    "Control\u007fCo",
    "Control characters: ab\u007fcd\u0003ef x\u007f- 09\u007f.",
  ),
  company("e-plain", "Plain Supplies", "Nothing special here at all."),
  // The joined indexes read each space as ß (decision 165): texts where that meets a real ß.
  company("e-joined", "Straße Bond Gel", "a b, 1 7, aßb, weiß bond, gel  bond, bondßgel ß z."),
];
const edgeProducts: CorpusProduct[] = [
  product("ep-1", "e-short-run", "Q9 Kit", "qz alone; 09 alone; x- alone"),
  product("ep-2", "e-long-run", "Kit 2009", "aqzb, 1095, xx-yy"),
  product("ep-3", "e-accents", "Émail", "😀 smile, -é-, é%"),
  product("ep-4", "e-symbols", "Ten %", "50% off -- (new) \\slash"),
  product("ep-5", "e-plain", "Plain", "nothing"),
  product("ep-6", "e-joined", "Bond gel 17", "gel bond; a  b; ß b; zz ßz"),
];

const EDGE_QUERIES = [
  // two letters or digits
  "qz",
  "QZ",
  "09",
  "3m",
  "q9",
  "ab",
  "cd",
  "ef",
  "xy",
  "zz",
  // symbols only
  "%_%",
  "--",
  "()",
  '"quoted"',
  "\\ ",
  "😀😀",
  "😀",
  "¿¡",
  "«b",
  "%-",
  // a letter or two and symbols
  "x-",
  "-x",
  "x -",
  "é-",
  "-é-",
  "é%",
  "y-y",
  "9,",
  "m,",
  "9 %",
  "f\u007f",
  "b-c",
  "ñ0",
  "0ñ",
  "%-p",
  "r»",
  // spaces, which the joined indexes read as ß
  "a b",
  "a  b",
  "1 7",
  "bond gel",
  "gel bond",
  "gel  bond",
  "aßb",
  "ß b",
  "ß z",
  "eß",
  "ßz",
];

describe(`search without trigrams (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(insertCorpus(edgeCompanies, edgeProducts));

  it.each(EDGE_QUERIES)("finds exactly what the reference finds for %j", async (query) => {
    expect(await searchRanking(t.db, query)).toEqual(reference(edgeCompanies, edgeProducts, query));
  });

  it("answers symbol-only and no-match queries with the right results", async () => {
    expect((await searchCatalogue(t.db, "%_%")).results.map((r) => r.id)).toEqual(["e-symbols"]);
    expect((await searchCatalogue(t.db, "😀😀")).results.map((r) => r.id)).toEqual(["e-symbols"]);
    for (const query of ["§§", "%%%", "~~", "qq", "x~"]) {
      const page = await searchCatalogue(t.db, query);
      expect(page.total).toBe(0);
      expect(page.results).toEqual([]);
    }
  });
});

describe(`search without trigrams, random texts (${process.env.TEST_DB})`, () => {
  // A small alphabet makes short runs, long runs, symbols, accents and markers meet often.
  const char = fc.constantFrom(
    "a",
    "b",
    "x",
    "9",
    "0",
    "A",
    "-",
    "%",
    "_",
    " ",
    "é",
    "😀",
    "\\",
    "\u007f",
    "ß",
  );
  const text = (min: number, max: number) =>
    fc.array(char, { minLength: min, maxLength: max }).map((chars) => chars.join(""));
  const randomCompanies: CorpusCompany[] = fc
    .sample(fc.tuple(text(1, 12), text(0, 40)), { numRuns: 60, seed: 83 })
    .map(([name, description], i) => company(`r-${i}`, `n${name}`, description));
  const randomProducts: CorpusProduct[] = fc
    .sample(fc.tuple(text(1, 12), text(0, 40)), { numRuns: 60, seed: 84 })
    .map(([name, description], i) => product(`rp-${i}`, `r-${i % 60}`, `p${name}`, description));
  const queries = fc.sample(text(2, 4), { numRuns: 120, seed: 8383 });

  const t = setUpTestDatabase(insertCorpus(randomCompanies, randomProducts));

  it("finds exactly what the reference finds for 120 random queries", async () => {
    for (const query of queries) {
      expect({ query, results: await searchRanking(t.db, query) }).toEqual({
        query,
        results: reference(randomCompanies, randomProducts, query),
      });
    }
  });
});

describe.runIf(process.env.TEST_DB === "postgres")(
  "plans of queries without trigrams on PostgreSQL",
  () => {
    // Enough products that reading them all costs more than an index lookup (the planner reads
    // a table this small of companies whole, which is cheap, so only products are checked).
    const t = setUpTestDatabase(async (db) => {
      await db.execute(sql`INSERT INTO companies (id, name, description)
        SELECT 'p-' || i, 'Supplier ' || i, 'bond composite varnish light-cure ' || i
        FROM generate_series(1, 2000) i`);
      await db.execute(sql`INSERT INTO products (id, company_id, name, description, category)
        SELECT 'pp-' || i, 'p-' || (1 + i % 2000), 'Product ' || i,
          'etch primer fast-set gel ' || i, 'Restorative'
        FROM generate_series(1, 100000) i`);
      await db.execute(sql`ANALYZE companies`);
      await db.execute(sql`ANALYZE products`);
    });

    async function candidatePlan(query: string) {
      const { rows } = await t.db.execute<{ "QUERY PLAN": string }>(
        sql`EXPLAIN WITH ${candidates(query, 500)}
          SELECT (SELECT count(*) FROM cc), (SELECT count(*) FROM pc)`,
      );
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    }

    it.each(["%_%", "😀😀", "--", "qz", "x~"])(
      "looks up %j in the indexes instead of reading every product",
      async (query) => {
        expect((await searchCatalogue(t.db, query)).total).toBe(0);
        const plan = await candidatePlan(query);
        expect(plan).not.toMatch(/Seq Scan on products/);
        expect(plan).toMatch(/Bitmap Index Scan on products_search_shape_trgm_idx/);
      },
    );

    it("looks up a phrase of words every product holds, never side by side, in the joined index", async () => {
      // Every description holds "gel" and "primer", so their trigrams alone are every product's.
      expect((await searchCatalogue(t.db, "gel primer")).total).toBe(0);
      const plan = await candidatePlan("gel primer");
      expect(plan).not.toMatch(/Seq Scan on products/);
      expect(plan).toMatch(/Bitmap Index Scan on products_search_joined_trgm_idx/);
    });
  },
);
