import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import type { SearchSuggestResponse } from "~/lib/search/types";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { searchCatalogue, suggestSearches } from "~/models/catalogue/search.server";
import { loader as apiSearchLoader } from "~/routes/resources/api.search";
import { loader as searchPageLoader } from "~/routes/site/search/route";
import { setUpTestDatabase } from "../helpers/db";
import { callLoader } from "../helpers/route";
import { type CorpusCompany, type CorpusProduct, rankCatalogue } from "../oracles/search-relevance";

/** Stores the reference function's companies and products as they are. */
function insertCorpus(companyRows: CorpusCompany[], productRows: CorpusProduct[]) {
  return async (db: Database) => {
    await db.insert(companies).values(
      companyRows.map((c) => ({
        ...c,
        categories: [...c.categories],
        treatmentTypes: [...c.treatmentTypes],
      })),
    );
    await db.insert(products).values(productRows.map((p) => ({ ...p })));
  };
}

/** Every ranked candidate of the app's search, in its order, as the reference function gives it. */
async function searchRanking(db: Database, query: string, rankLimit?: number) {
  const page = await searchCatalogue(db, query, { limit: 10_000, rankLimit });
  return page.results.map((r) => ({
    type: r.type,
    id: r.id,
    scoreTenths: Math.round(r.relevance * 10),
  }));
}

const longText = `${"Bond strength matters. ".repeat(60)}The end bond.`; // > 1000 characters

const corpusCompanies: CorpusCompany[] = [
  {
    id: "t-bond-a",
    name: "Bond Co",
    brandName: null,
    description: "We bond.",
    categories: ["Adhesives"],
    treatmentTypes: ["Bonding"],
  },
  // Exactly the same searchable text under another name: a tie broken by name.
  {
    id: "t-bond-b",
    name: "Bond Co",
    brandName: null,
    description: "We bond.",
    categories: ["Adhesives"],
    treatmentTypes: ["Bonding"],
  },
  {
    id: "t-bond-c",
    name: "bond co",
    brandName: "BondBrand",
    description: longText,
    categories: ["Adhesives", "Restorative"],
    treatmentTypes: [],
  },
  {
    id: "t-acme",
    name: "Acme 100% Dental_Works",
    brandName: 'Acme\'s "Best"',
    description: "Prices 50% off; snake_case and back\\slash. 😀 smile 😀😀",
    categories: ["Whitening"],
    treatmentTypes: ["Bleaching", "Bonding"],
  },
  {
    id: "t-zeta",
    name: "Zeta Prefix",
    brandName: "Zeta",
    description: "zeta zeta zeta zetazeta",
    categories: ["Preventive"],
    treatmentTypes: [],
  },
  {
    id: "t-emoji",
    name: "😀 Smile Labs",
    brandName: null,
    description: "Emoji-first name",
    categories: [],
    treatmentTypes: ["Smile Design"],
  },
  // Control characters inside fields (the stored search text separates fields with chr(1)).
  {
    id: "t-ctrl",
    name: "Line\u0001Works",
    brandName: "Tab\tLine",
    description: "Line one\u0001line two\nline three",
    categories: ["Preventive"],
    treatmentTypes: ["Line\nCare"],
  },
];

const corpusProducts: CorpusProduct[] = [
  {
    id: "tp-1",
    companyId: "t-bond-a",
    name: "Universal Bond",
    description: "bond bond bond",
    category: "Adhesives",
    treatmentType: "Bonding",
  },
  {
    id: "tp-2",
    companyId: "t-bond-b",
    name: "Universal Bond",
    description: "bond bond bond",
    category: "Adhesives",
    treatmentType: "Bonding",
  },
  {
    id: "tp-3",
    companyId: "t-acme",
    name: "100% Gel",
    description: "It's 100% gel_x; 'quoted' \"double\"",
    category: "Whitening",
    treatmentType: "Bleaching",
  },
  {
    id: "tp-4",
    companyId: "t-zeta",
    name: "Zeta Varnish",
    description: longText,
    category: "Preventive",
    treatmentType: "Fluoride",
  },
  {
    id: "tp-5",
    companyId: "t-emoji",
    name: "Smile 😀 Kit",
    description: "😀",
    category: "Whitening",
    treatmentType: "",
  },
  {
    id: "tp-6",
    companyId: "t-zeta",
    name: "Plain",
    description: "nothing here",
    category: "Preventive",
    treatmentType: "",
  },
];

/** Only the reference sees it: the foreign key makes such a row impossible in the database. */
const orphanProduct: CorpusProduct = {
  id: "tp-orphan",
  companyId: "t-missing",
  name: "Orphan Bond 100% 😀",
  description: "bond",
  category: "Adhesives",
  treatmentType: "Bonding",
};

const QUERIES = [
  "bond",
  "BOND",
  "Bo",
  "co",
  " bond co ",
  "zeta",
  "ze",
  "100%",
  "0%",
  "%",
  "%%",
  "_",
  "l_b",
  "snake_case",
  "'s",
  '"Best"',
  "'quoted'",
  "\\slash",
  "back\\",
  "😀",
  "😀😀",
  "😀 s",
  "smile",
  "adhesives",
  "bonding",
  "the end bond",
  "strength",
  "line",
  "works",
  "line two",
  "care",
  "nomatchatall",
  "x",
  "a",
];

describe(`search (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(insertCorpus(corpusCompanies, corpusProducts));

  it.each(QUERIES)("orders results for %j exactly as the reference function", async (query) => {
    const expected = rankCatalogue(corpusCompanies, [...corpusProducts, orphanProduct], query).map(
      (r) => ({ type: r.type, id: r.id, scoreTenths: r.scoreTenths }),
    );
    expect(expected.some((r) => r.id === orphanProduct.id)).toBe(false);
    expect(await searchRanking(t.db, query)).toEqual(expected);
  });

  it("the corpus exercises ties, wildcards and emoji", () => {
    const bond = rankCatalogue(corpusCompanies, corpusProducts, "bond");
    const scores = bond.map((r) => r.scoreTenths);
    expect(new Set(scores).size).toBeLessThan(scores.length); // ties exist
    expect(rankCatalogue(corpusCompanies, corpusProducts, "%%")).toEqual([]);
    expect(rankCatalogue(corpusCompanies, corpusProducts, "0%").length).toBeGreaterThan(0);
    expect(rankCatalogue(corpusCompanies, corpusProducts, "l_b")).toEqual([]);
    expect(rankCatalogue(corpusCompanies, corpusProducts, "😀 s").length).toBeGreaterThan(0);
  });

  it("returns counts per type and filters by tab", async () => {
    const all = await searchCatalogue(t.db, "bond");
    const expected = rankCatalogue(corpusCompanies, corpusProducts, "bond");
    expect(all.total).toBe(expected.length);
    expect(all.companyCount).toBe(expected.filter((r) => r.type === "company").length);
    expect(all.productCount).toBe(expected.filter((r) => r.type === "product").length);
    const onlyProducts = await searchCatalogue(t.db, "bond", { filter: "products" });
    expect(onlyProducts.results.every((r) => r.type === "product")).toBe(true);
    expect(onlyProducts.results).toHaveLength(all.productCount);
    expect(onlyProducts.total).toBe(all.total);
    const limited = await searchCatalogue(t.db, "bond", { limit: 2 });
    expect(limited.results).toHaveLength(2);
    expect(limited.total).toBe(all.total);
    expect((await searchCatalogue(t.db, "b")).results).toEqual([]);
  });

  it("gives product results their company's name for the link", async () => {
    const page = await searchCatalogue(t.db, "varnish");
    expect(page.results[0]).toMatchObject({
      type: "product",
      id: "tp-4",
      companyId: "t-zeta",
      companyName: "Zeta Prefix",
      categories: ["Preventive"],
      // No image or illustration of its own: its category's picture, never the company's logo.
      logo: "/images/products/category/preventive.svg",
    });
    expect(page.results[0]?.description.length).toBeLessThanOrEqual(300);
  });

  it("suggests close spellings and the categories when nothing matches", async () => {
    expect((await searchCatalogue(t.db, "varnsh")).total).toBe(0);
    const suggestions = await suggestSearches(t.db, "varnsh");
    expect(suggestions.spellings).toContain("Zeta Varnish");
    expect(suggestions.categories).toContain("Orthodontics");
  });
});

describe(`search with a capped number of ranked candidates (${process.env.TEST_DB})`, () => {
  const RANK_LIMIT = 3;
  // Description-only matches that the exact ranking puts above every name match: short texts
  // full of the query, inserted first (so a scan meets them first). Name matches have long
  // descriptions without the query.
  const filler = "A long description about something else entirely. ".repeat(10);
  const gelCompanies: CorpusCompany[] = [
    ...Array.from({ length: 5 }, (_, i) => ({
      id: `cap-desc-${i}`,
      name: `Supplier ${i}`,
      brandName: null,
      description: "gel gel gel gel gel",
      categories: [],
      treatmentTypes: [],
    })),
    ...["Gel Works", "Gelato Dental"].map((name, i) => ({
      id: `cap-name-${i}`,
      name,
      brandName: null,
      description: filler,
      categories: [],
      treatmentTypes: [],
    })),
    {
      id: "cap-plain",
      name: "Plain Supplies",
      brandName: "Alpha",
      description: "Beta",
      categories: ["Adhesives", "Restorative"],
      treatmentTypes: [],
    },
  ];
  const gelProducts: CorpusProduct[] = [
    ...Array.from({ length: 6 }, (_, i) => ({
      id: `cap-p-desc-${i}`,
      companyId: "cap-plain",
      name: `Item ${i}`,
      description: "gel gel gel gel gel gel",
      category: "Whitening",
      treatmentType: "",
    })),
    ...["Big Gel Tube", "Gel Kit", "Etch Gel"].map((name, i) => ({
      id: `cap-p-name-${i}`,
      companyId: "cap-plain",
      name,
      description: filler,
      category: "Whitening",
      treatmentType: "",
    })),
  ];

  const t = setUpTestDatabase(insertCorpus(gelCompanies, gelProducts));

  it("reports a capped count and ranks name matches before description-only matches", async () => {
    const exact = rankCatalogue(gelCompanies, gelProducts, "gel");
    // Below the companies named "gel…", the exact order puts description-only matches first, so
    // the cap changes what is ranked.
    expect(exact.filter((r) => !r.isNamedCompany)[0]?.id).toMatch(/^cap-(p-)?desc-/);
    const page = await searchCatalogue(t.db, "gel", { rankLimit: RANK_LIMIT, limit: 100 });
    expect(page.isCompanyCountCapped).toBe(true);
    expect(page.isProductCountCapped).toBe(true);
    expect(page.isTotalCapped).toBe(true);
    expect(page.companyCount).toBe(RANK_LIMIT);
    expect(page.productCount).toBe(RANK_LIMIT);
    expect(page.total).toBe(2 * RANK_LIMIT);
    const ids = page.results.map((r) => r.id);
    // Every name match is ranked; the rest of the candidates (RANK_LIMIT + 1 per type) are
    // description-only matches.
    for (const id of ["cap-name-0", "cap-name-1", "cap-p-name-0", "cap-p-name-1", "cap-p-name-2"]) {
      expect(ids).toContain(id);
    }
    expect(page.results.filter((r) => r.type === "company")).toHaveLength(RANK_LIMIT + 1);
    expect(page.results.filter((r) => r.type === "product")).toHaveLength(RANK_LIMIT + 1);
    // The named companies lead; the other candidates are still ordered exactly by relevance.
    expect(page.results.slice(0, 2).map((r) => r.id)).toEqual(["cap-name-0", "cap-name-1"]);
    const scores = page.results.slice(2).map((r) => r.relevance);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("counts and ranks exactly when a query matches no more than the limit", async () => {
    const page = await searchCatalogue(t.db, "gel", { rankLimit: 9, limit: 100 });
    expect(page.isTotalCapped).toBe(false);
    expect(page.companyCount).toBe(7);
    expect(page.productCount).toBe(9);
    const exact = rankCatalogue(gelCompanies, gelProducts, "gel");
    expect(page.results.map((r) => r.id)).toEqual(exact.map((r) => r.id));
    expect(await searchRanking(t.db, "gel", 9)).toEqual(
      exact.map((r) => ({ type: r.type, id: r.id, scoreTenths: r.scoreTenths })),
    );
  });

  it("a control character in the query cannot match across fields", async () => {
    // The stored search text does join the fields with control characters...
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM companies
        WHERE search_text LIKE ${"%alpha\u0001beta%"} AND search_text LIKE ${"%adhesives\nrestorative%"}`,
    );
    expect(stored.rows[0]?.n).toBe(1);
    // ...but a query never holds one, so it matches fields one at a time, like the reference.
    for (const query of [
      "alpha\u0001beta",
      "adhesives\nrestorative",
      "plain supplies\u0001alpha",
    ]) {
      expect(rankCatalogue(gelCompanies, gelProducts, query)).toEqual([]);
      const page = await searchCatalogue(t.db, query);
      expect(page.total).toBe(0);
      expect(page.results).toEqual([]);
    }
    expect((await searchCatalogue(t.db, "alpha\u0001")).companyCount).toBe(1);
  });
});

describe(`search routes (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  it("GET /api/search answers up to 8 results and the total", async () => {
    const { response } = await callLoader(apiSearchLoader, { path: "/api/search?q=co", db: t.db });
    const body = await response?.json();
    expect(body.results.length).toBe(8);
    expect(body.total).toBeGreaterThan(8);
    expect(body.results[0]).toHaveProperty("companyName");
  });

  it("the search page loader has the 'Start your search', results and no-results states", async () => {
    const call = async (q: string) => {
      const result = await callLoader(searchPageLoader, {
        path: `/search?q=${encodeURIComponent(q)}`,
        db: t.db,
      });
      return result.data;
    };
    expect((await call(" a ")).state).toBe("empty");
    const found = await call("composite");
    expect(found.state).toBe("done");
    const none = await call("qqqzzz");
    expect(none.state === "done" && none.page.total).toBe(0);
    expect(none.state === "done" && none.suggestions?.categories.length).toBe(7);
  });
});

describe(`the search box's dropdown (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  async function dropdown(q: string) {
    const { response } = await callLoader(apiSearchLoader, {
      path: `/api/search?q=${encodeURIComponent(q)}`,
      db: t.db,
    });
    return (await response?.json()) as SearchSuggestResponse;
  }

  it("lists a company named like the query first, above its own products that outrank it", async () => {
    const page = await searchCatalogue(t.db, "endopath", { limit: 50 });
    // The search page lists the company first too, though its products score higher
    // (docs/decisions/121).
    expect(page.results[0]).toMatchObject({ type: "company", id: "endopath" });
    expect(page.results[1]?.relevance).toBeGreaterThan(page.results[0]?.relevance ?? 0);
    const body = await dropdown("endopath");
    expect(body.results[0]).toMatchObject({ type: "company", id: "endopath" });
    expect(body.results.filter((r) => r.type === "product").length).toBeGreaterThan(0);
  });

  it("groups companies before products, each group in relevance order, 8 at most", async () => {
    for (const q of ["co", "bond", "endopath", "varnish", "dental"]) {
      const body = await dropdown(q);
      const page = await searchCatalogue(t.db, q, { limit: 10_000 });
      const types = body.results.map((r) => r.type);
      expect(types, q).toEqual([...types].sort()); // "company" < "product"
      expect(body.results.length, q).toBe(Math.min(8, page.total));
      for (const type of ["company", "product"] as const) {
        const shown = body.results.filter((r) => r.type === type).map((r) => r.id);
        const ranked = page.results.filter((r) => r.type === type).map((r) => r.id);
        expect(shown, `${q} ${type}`).toEqual(ranked.slice(0, shown.length));
      }
    }
  });

  it("keeps the companies of a broad query when more than 8 products outrank them", async () => {
    const body = await dropdown("co");
    const companies = body.results.filter((r) => r.type === "company").length;
    const page = await searchCatalogue(t.db, "co", { limit: 10_000 });
    expect(companies).toBe(Math.min(4, page.companyCount));
  });
});
