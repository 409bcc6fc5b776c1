/**
 * The hero figures come from the database (product-decisions "Hero figures"): companies,
 * available products, distinct requesters and week-over-week growth of requests, in the spec's
 * style; the spec's figures only for an empty database.
 */
import { describe, expect, it } from "vitest";
import { SPEC_HERO_FIGURES } from "~/lib/hero-figures";
import { countHeroFigures, getHeroFigures } from "~/models/catalogue/hero-figures.server";
import { loader as forSuppliersLoader } from "~/routes/site/for-suppliers";
import { loader as homeLoader } from "~/routes/site/index/route";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct, createSampleRequests } from "../helpers/factories";
import { callLoader } from "../helpers/route";

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`hero figures on an empty database (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("are the spec's figures", async () => {
    const { data } = await callLoader(homeLoader, { path: "/", db: t.db });
    expect(data.heroFigures).toEqual(SPEC_HERO_FIGURES);
  });
});

describe(`hero figures (${process.env.TEST_DB})`, () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const t = setUpTestDatabase(async (db) => {
    const companies = [];
    for (let i = 0; i < 12; i++) companies.push(await createCompany(db));
    const [first, second] = companies;
    if (!first || !second) throw new Error("no companies");
    for (let i = 0; i < 37; i++) await createProduct(db, first.id);
    // Unavailable products are not offered as samples.
    for (let i = 0; i < 4; i++) await createProduct(db, second.id, { availability: false });
    // 6 requests this week, 5 the week before, 3 older; 11 distinct addresses (case aside).
    await createSampleRequests(db, [
      ...[0.5, 1, 2, 3, 4, 6.9].map((d, i) => ({
        companyId: first.id,
        email: `Requester-${i}@Example.com`,
        requestedAt: daysAgo(d),
      })),
      ...[7.1, 8, 9, 10, 13.9].map((d, i) => ({
        companyId: second.id,
        email: `requester-${i}@example.com`,
        requestedAt: daysAgo(d),
      })),
      ...[15, 40, 400].map((d, i) => ({
        companyId: second.id,
        email: `older-${i}@example.com`,
        requestedAt: daysAgo(d),
      })),
      // In the future of `now`: not this week's.
      {
        companyId: first.id,
        email: "later@example.com",
        requestedAt: new Date(now.getTime() + DAY_MS),
      },
    ]);
  });

  it("count companies, available products, distinct requesters and both weeks' requests", async () => {
    expect(await countHeroFigures(t.db, now)).toEqual({
      companies: 12,
      availableProducts: 37,
      requesters: 6 + 3 + 1,
      requestsThisWeek: 6,
      requestsLastWeek: 5,
    });
  });

  it("are shown rounded in the spec's style on the home and For Suppliers pages", async () => {
    // 5 requests last week are too few for a growth percentage: it is left out.
    const expected = [
      { value: "10+", label: "premium brands" },
      { value: "35+", label: "sample products" },
      { value: "10+", label: "interested professionals" },
    ];
    expect(await getHeroFigures(t.db, now.getTime())).toEqual(expected);
    // The pages count at the real time: the same counts but the weeks, which are empty.
    const home = await callLoader(homeLoader, { path: "/", db: t.db });
    const suppliers = await callLoader(forSuppliersLoader, { path: "/for-suppliers", db: t.db });
    for (const figures of [home.data.heroFigures, suppliers.data.heroFigures]) {
      expect(figures?.slice(0, 3)).toEqual(expected.slice(0, 3));
      expect(figures).not.toEqual(SPEC_HERO_FIGURES);
    }
  });
});
