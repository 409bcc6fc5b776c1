import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, products } from "~/db/schema";
import { seedDemoData } from "~/db/seed.server";
import { type CorpusCompany, type CorpusProduct, rankCatalogue } from "~/lib/search/relevance";
import { rankCatalogueInSql, searchCatalogue, suggestSearches } from "~/models/search.server";
import { loader as apiSearchLoader } from "~/routes/api.search";
import { loader as searchPageLoader } from "~/routes/search";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { createTestContext } from "../helpers/route";

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
  "nomatchatall",
  "x",
  "a",
];

describe(`search (${process.env.TEST_DB})`, () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.insert(companies).values(
      corpusCompanies.map((c) => ({
        ...c,
        categories: [...c.categories],
        treatmentTypes: [...c.treatmentTypes],
      })),
    );
    await t.db.insert(products).values(corpusProducts.map((p) => ({ ...p })));
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(QUERIES)("orders results for %j exactly as the reference function", async (query) => {
    const expected = rankCatalogue(corpusCompanies, [...corpusProducts, orphanProduct], query).map(
      (r) => ({ type: r.type, id: r.id, scoreTenths: r.scoreTenths }),
    );
    expect(expected.some((r) => r.id === orphanProduct.id)).toBe(false);
    expect(await rankCatalogueInSql(t.db, query)).toEqual(expected);
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

describe(`search routes (${process.env.TEST_DB})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemoData(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("GET /api/search answers up to 8 results and the total", async () => {
    const response = await apiSearchLoader({
      request: new Request("http://localhost:3000/api/search?q=co"),
      params: {},
      context: createTestContext(t.db),
    } as never);
    const body = await response.json();
    expect(body.results.length).toBe(8);
    expect(body.total).toBeGreaterThan(8);
    expect(body.results[0]).toHaveProperty("companyName");
  });

  it("the search page loader has the 'Start your search', results and no-results states", async () => {
    const call = (q: string) =>
      searchPageLoader({
        request: new Request(`http://localhost:3000/search?q=${encodeURIComponent(q)}`),
        params: {},
        context: createTestContext(t.db),
      } as never);
    expect((await call(" a ")).state).toBe("empty");
    const found = await call("composite");
    expect(found.state).toBe("done");
    const none = await call("qqqzzz");
    expect(none.state === "done" && none.page.total).toBe(0);
    expect(none.state === "done" && none.suggestions?.categories.length).toBe(7);
  });
});
