import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, products, sampleRequests, subscribers, users } from "~/db/schema";
import { demoCompanies } from "~/db/seed/companies";
import { demoProducts } from "~/db/seed/products";
import {
  findCompany,
  listAvailableProducts,
  listCompanies,
} from "~/models/catalogue/company.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequest, createSampleRequest } from "../helpers/factories";

const NOW = new Date("2026-06-01T12:00:00Z");

/** Expects the statement to fail on the named constraint (not on anything else). */
async function expectViolation(statement: Promise<unknown>, constraint: string) {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a violation of ${constraint}`).toBeInstanceOf(Error);
  expect((error as Error).cause).toMatchObject({ constraint });
}
const t = setUpTestDatabase();

describe(`migrations and demo data (${process.env.TEST_DB})`, () => {
  it("starts with every table empty and the pg_trgm extension installed", async () => {
    const [row] = await t.db.select({ n: count() }).from(companies);
    expect(row?.n).toBe(0);
    const ext = await t.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext.rows.map((r) => r.extname)).toEqual(["pg_trgm"]);
  });

  it("loads the demo catalogue: 8 companies over the 7 categories, 35+ products, demo leads", async () => {
    const result = await seedDemoData(t.db, NOW);
    expect(result.companies).toBe(8);
    expect(result.products).toBeGreaterThanOrEqual(35);
    expect(result.sampleRequests).toBeGreaterThanOrEqual(24);

    const categories = await t.db.execute<{ category: string }>(
      sql`select distinct unnest(categories) as category from companies order by 1`,
    );
    expect(categories.rows.map((r) => r.category)).toEqual([
      "Adhesives",
      "Endodontics",
      "Impressions",
      "Orthodontics",
      "Preventive",
      "Restorative",
      "Whitening",
    ]);
    const statuses = await t.db.execute<{ status: string }>(
      sql`select distinct status from sample_requests order by 1`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual([
      "pending",
      "approved",
      "completed",
      "rejected",
    ]);
  });

  it("seeding again adds nothing", async () => {
    const again = await seedDemoData(t.db, NOW);
    expect(again).toEqual({ companies: 0, products: 0, sampleRequests: 0 });
    const [row] = await t.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(demoProducts.length);
  });

  it("has the demo edge cases: none verified, no products, long description, featured and sponsored", async () => {
    const list = await listCompanies(t.db);
    const byName = (names: string[]) => [...names].sort();
    expect(list.map((c) => c.name)).toEqual([
      ...byName(demoCompanies.filter((c) => c.featured).map((c) => c.name)),
      ...byName(demoCompanies.filter((c) => !c.featured).map((c) => c.name)),
    ]);
    // Verified is one stored fact (docs/decisions/148): nobody verified the demo companies, so
    // none shows the badge and each keeps "This page is not yet claimed".
    expect(demoCompanies.filter((c) => c.verified)).toHaveLength(0);
    expect(list.filter((c) => c.verified)).toHaveLength(0);
    const crestline = await findCompany(t.db, "crestline");
    expect(crestline?.logo).toBeNull();
    expect(await listAvailableProducts(t.db, "crestline")).toEqual([]);
    const endopath = await findCompany(t.db, "endopath");
    expect(endopath?.description.length).toBeGreaterThan(500);
    const [flags] = await t.db
      .select({
        featured: sql<number>`count(*) filter (where featured)::int`,
        sponsored: sql<number>`count(*) filter (where sponsored)::int`,
      })
      .from(companies);
    expect(flags?.featured).toBeGreaterThan(0);
    expect(flags?.sponsored).toBeGreaterThan(0);
  });

  it("lists only available products of a company", async () => {
    const all = demoProducts.filter((p) => p.companyId === "lumina-dental");
    const available = await listAvailableProducts(t.db, "lumina-dental");
    expect(available.length).toBe(all.filter((p) => p.availability).length);
    expect(available.every((p) => p.availability && p.companyId === "lumina-dental")).toBe(true);
    expect(await findCompany(t.db, "no-such-company")).toBeNull();
  });

  it("refuses values the constraints forbid", async () => {
    await expectViolation(
      t.db
        .insert(products)
        .values({ companyId: "lumina-dental", name: "X", category: "Cosmetics" }),
      "products_category_known",
    );
    await expectViolation(
      t.db
        .insert(products)
        .values({ companyId: "missing-company", name: "X", category: "Restorative" }),
      "products_company_id_companies_id_fk",
    );
    await expectViolation(
      t.db.insert(sampleRequests).values(buildSampleRequest({ agreedToTerms: false })),
      "sample_requests_terms_agreed",
    );
    await expectViolation(
      t.db.insert(sampleRequests).values(buildSampleRequest({ practiceType: "Astrology" })),
      "sample_requests_practice_type_known",
    );
    const inserted = await createSampleRequest(t.db);
    expect(inserted.status).toBe("pending");
    expect(inserted.requestedProducts).toEqual([]);
  });

  it("keeps one subscriber per e-mail whatever its case, and one user per e-mail", async () => {
    await t.db.insert(subscribers).values({ email: "Case@Example.com" });
    await expectViolation(
      t.db.insert(subscribers).values({ email: "case@example.com" }),
      "subscribers_email_lower_idx",
    );
    await t.db.insert(users).values({ id: "u1", email: "Admin@Example.com" });
    const [user] = await t.db.select().from(users).where(eq(users.id, "u1"));
    expect(user?.isAdmin).toBe(false);
    await expectViolation(
      t.db.insert(users).values({ id: "u2", email: "admin@example.com" }),
      "users_email_lower_idx",
    );
  });
});
