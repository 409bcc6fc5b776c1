/**
 * Issue 23 point 5: trust signals agree. The hero's companies are the directory's count, even
 * while the hero's other counts are kept for a minute; the weekly growth is left out on a small
 * base; "Verified" shows only for a company with an owner, never beside "not yet claimed".
 */
import { describe, expect, it } from "vitest";
import { getHeroFigures } from "~/models/catalogue/hero-figures.server";
import { loader as companyLoader } from "~/routes/public/company.$companyId/route";
import { loader as homeLoader } from "~/routes/public/index/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createSampleRequests,
  createUser,
} from "../helpers/factories";
import { callLoader } from "../helpers/route";

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`trust signals (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("the hero's companies and the directory's count are one count", async () => {
    const first = await createCompany(t.db);
    await createProduct(t.db, first.id);
    await createCompany(t.db);
    const now = Date.now();
    const before = await getHeroFigures(t.db, now);
    expect(before[0]).toEqual({ value: "2", label: "premium brands" });
    // A company added within the hero's minute is counted by both at once.
    await createCompany(t.db);
    const home = await callLoader(homeLoader, { path: "/", db: t.db });
    expect(home.data.companyCount).toBe(3);
    expect(home.data.heroFigures?.[0]).toEqual({ value: "3", label: "premium brands" });
    expect((await getHeroFigures(t.db, now + 1000))[0]?.value).toBe("3");
  });

  it("leaves the weekly growth out while last week's requests are too few", async () => {
    const company = await createCompany(t.db);
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    // 3 last week, 9 this week: "200%" before; now nothing.
    await createSampleRequests(t.db, [
      ...[8, 9, 10].map((d) => ({ companyId: company.id, requestedAt: daysAgo(d) })),
      ...[1, 1, 1, 2, 2, 2, 3, 3, 3].map((d) => ({
        companyId: company.id,
        requestedAt: daysAgo(d),
      })),
    ]);
    // Past the minute the previous test's counts are kept for.
    const figures = await getHeroFigures(t.db, Date.now() + 2 * 60_000);
    expect(figures.map((f) => f.label)).toEqual([
      "premium brands",
      "sample products",
      "interested professionals",
    ]);
    expect(figures.some((f) => f.value.endsWith("%"))).toBe(false);
  });

  it("shows Verified only for a company with an owner, never beside 'not yet claimed'", async () => {
    // The operators' flag alone (an unowned company) shows no badge, in the grid or on its page.
    const unowned = await createCompany(t.db, { name: "Aaa Unowned", verified: true });
    const owned = await createCompany(t.db, { name: "Aab Owned", verified: false });
    await addCompanyMember(t.db, owned.id, (await createUser(t.db)).id, "owner");
    const home = await callLoader(homeLoader, { path: "/", db: t.db });
    const card = (id: string) => home.data.companies.find((c) => c.id === id);
    expect(card(unowned.id)?.verified).toBe(false);
    expect(card(owned.id)?.verified).toBe(true);

    const unownedPage = await callLoader(companyLoader, {
      path: `/company/${unowned.id}`,
      params: { companyId: unowned.id },
      db: t.db,
    });
    expect(unownedPage.data.ownership).toBe("unclaimed");
    expect(unownedPage.data.company.verified).toBe(false);
    const ownedPage = await callLoader(companyLoader, {
      path: `/company/${owned.id}`,
      params: { companyId: owned.id },
      db: t.db,
    });
    expect(ownedPage.data.ownership).toBe("claimed");
    expect(ownedPage.data.company.verified).toBe(true);
  });
});
