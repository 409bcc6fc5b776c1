/** A company card's figures (its available products and response time), on home and search. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { listCompanies } from "~/models/catalogue/company.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { searchCatalogue } from "~/models/catalogue/search.server";
import { loader as homeLoader } from "~/routes/site/index/route";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct } from "../helpers/factories";
import { callLoader } from "../helpers/route";

describe(`company card figures (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(async (db) => {
    await seedDemoData(db);
    const company = await createCompany(db, {
      id: "card-figures",
      name: "Card Figures Dental",
      responseTime: "Within 2 hours",
    });
    for (let i = 0; i < 3; i++) await createProduct(db, company.id);
    await createProduct(db, company.id, { availability: false });
    await createCompany(db, { id: "card-empty", name: "Card Empty Dental" });
  });

  it("counts each company's available products in the directory's one query", async () => {
    const cards = await listCompanies(t.db);
    expect(cards.find((c) => c.id === "card-figures")).toMatchObject({
      availableProducts: 3,
      responseTime: "Within 2 hours",
    });
    expect(cards.find((c) => c.id === "card-empty")).toMatchObject({
      availableProducts: 0,
      responseTime: null,
    });
    // Each card's count is the company's available products, counted one by one here.
    for (const card of cards) {
      const own = await t.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.companyId, card.id), eq(products.availability, true)));
      expect(card.availableProducts, card.id).toBe(own.length);
    }
    const { data } = await callLoader(homeLoader, { path: "/", db: t.db });
    expect(data.companies.find((c) => c.id === "card-figures")?.availableProducts).toBe(3);
  });

  it("gives search's company results the same figures", async () => {
    const page = await searchCatalogue(t.db, "card", { filter: "companies" });
    expect(page.results.find((r) => r.id === "card-figures")).toMatchObject({
      availableProducts: 3,
      responseTime: "Within 2 hours",
    });
    expect(page.results.find((r) => r.id === "card-empty")).toMatchObject({
      availableProducts: 0,
      responseTime: null,
    });
  });
});
