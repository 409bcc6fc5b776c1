/**
 * The home grid in pages of 24 (`?page=`, what 'Show more' links to without JavaScript) and
 * 'Make Request to All' from counts, not from every company (issue 13).
 */
import { describe, expect, it } from "vitest";
import { companies, products } from "~/db/schema";
import { DIRECTORY_PAGE_SIZE } from "~/lib/catalogue";
import { requestAllCompanies } from "~/models/catalogue/company.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { loader as homeLoader } from "~/routes/site/index/route";
import { loader as requestSamplesLoader } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany } from "../helpers/factories";
import { callLoader, createTestContext, TEST_SITE_URL } from "../helpers/route";

const EXTRA = 30;

describe(`home grid pages (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(async (db) => {
    await seedDemoData(db);
    for (let i = 0; i < EXTRA; i++) {
      await createCompany(db, {
        id: `grid-${i}`,
        name: `Grid Dental ${String(i).padStart(2, "0")}`,
        // 'Orthodontics' gets many, 'Endodontics' none of these.
        categories: ["Orthodontics"],
      });
    }
    // An available sample each, in one insert: 'Make Request to All' asks only such companies.
    await db.insert(products).values(
      Array.from({ length: EXTRA }, (_, i) => ({
        id: `grid-product-${i}`,
        companyId: `grid-${i}`,
        name: `Grid Sample ${i}`,
        category: "Orthodontics",
      })),
    );
  });

  async function home(query: string) {
    const { data } = await callLoader(homeLoader, {
      request: new Request(`${TEST_SITE_URL}/${query}`),
      context: createTestContext(t.db),
    });
    return data;
  }

  async function allNamesInOrder() {
    const rows = await t.db
      .select({ id: companies.id, name: companies.name, featured: companies.featured })
      .from(companies);
    // Featured companies first (the spec's featured query), then by name, then id.
    const key = (c: (typeof rows)[number]) => [c.featured ? 0 : 1, c.name, c.id].join("\u0000");
    return rows.sort((a, b) => (key(a) < key(b) ? -1 : 1)).map((c) => c.id);
  }

  it("lists 24 companies per page, featured first, each page the next ones by name, and counts them all", async () => {
    const all = await allNamesInOrder();
    expect(all.length).toBeGreaterThan(DIRECTORY_PAGE_SIZE);
    const first = await home("");
    expect(first.page).toBe(1);
    expect(first.companyCount).toBe(all.length);
    expect(first.companies.map((c) => c.id)).toEqual(all.slice(0, DIRECTORY_PAGE_SIZE));
    const second = await home("?page=2");
    expect(second.page).toBe(2);
    expect(second.companies.map((c) => c.id)).toEqual(
      all.slice(DIRECTORY_PAGE_SIZE, 2 * DIRECTORY_PAGE_SIZE),
    );
    // Past the end: an empty page, not an error.
    expect((await home("?page=99")).companies).toEqual([]);
  });

  it("reads anything but a whole page number as the first page", async () => {
    for (const query of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=1e400"]) {
      expect((await home(query)).page, query).toBe(1);
    }
  });

  it("pages within a category filter, counting the filter's companies", async () => {
    const page = await home("?category=Orthodontics&page=2");
    expect(page.category).toBe("Orthodontics");
    expect(page.companyCount).toBeGreaterThanOrEqual(EXTRA);
    expect(page.companies.length).toBe(
      Math.min(DIRECTORY_PAGE_SIZE, page.companyCount - DIRECTORY_PAGE_SIZE),
    );
    for (const company of page.companies) expect(company.categories).toContain("Orthodontics");
  });

  async function requestAll(query: string) {
    const { data } = await callLoader(requestSamplesLoader, {
      request: new Request(`${TEST_SITE_URL}/request-samples?company=all${query}`),
      context: createTestContext(t.db),
    });
    return data.target;
  }

  it("'Make Request to All' says how many companies, without listing them all", async () => {
    const total = (
      await t.db.select({ id: companies.id }).from(companies).where(requestAllCompanies())
    ).length;
    expect(await requestAll("")).toMatchObject({ label: `all ${total} companies` });
    const many = await requestAll("&category=Orthodontics");
    expect(many.label).toMatch(/^all \d+ Orthodontics companies$/);
    // More than a page: said as a count, the server looks the companies up itself.
    expect(many.companies).toBeUndefined();
  });

  it("'Make Request to All' under a small filter names its companies", async () => {
    const rows = await t.db
      .select({ categories: companies.categories })
      .from(companies)
      .where(requestAllCompanies());
    const inEndo = rows.filter((r) => r.categories.includes("Endodontics")).length;
    expect(inEndo).toBeGreaterThan(0);
    const few = await requestAll("&category=Endodontics");
    expect(few.label).toBe(`all ${inEndo} Endodontics companies`);
    expect(few.companies).toHaveLength(inEndo);
  });
});
