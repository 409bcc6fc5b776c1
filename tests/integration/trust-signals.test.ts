/**
 * Issue 23 point 5: trust signals agree. The hero's companies are the directory's count, even
 * while the hero's other counts are kept for a minute; the weekly growth is left out on a small
 * base; "Verified" is one stored fact the console and the public pages read alike (issue 34).
 */
import { describe, expect, it } from "vitest";
import { setCompanyFlag } from "~/models/catalogue/admin-companies.server";
import { getHeroFigures } from "~/models/catalogue/hero-figures.server";
import { loader as companiesLoader } from "~/routes/admin/companies/route";
import { loader as companyLoader } from "~/routes/site/company.$companyId/route";
import { loader as homeLoader } from "~/routes/site/index/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createSampleRequests,
  createUser,
  signedInAs,
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

  it("Verified is one fact: the operators' switch, the cards and the page read the same column", async () => {
    // Issue 34 point 6 (docs/decisions/148): the console's switch and the public badge agree,
    // whether or not the company has an owner; an unverified owned company shows no badge.
    const { user: admin, cookie } = await signedInAs(t.db, "admin");
    const unowned = await createCompany(t.db, { name: "Aaa Unowned", verified: false });
    const owned = await createCompany(t.db, { name: "Aab Owned", verified: true });
    await addCompanyMember(t.db, owned.id, (await createUser(t.db)).id, "owner");
    await setCompanyFlag(t.db, {
      actorId: admin.id,
      companyId: unowned.id,
      flag: "verified",
      value: true,
    });
    await setCompanyFlag(t.db, {
      actorId: admin.id,
      companyId: owned.id,
      flag: "verified",
      value: false,
    });
    const console = await callLoader(companiesLoader, {
      path: "/admin/companies?q=Aa",
      cookie,
      db: t.db,
    });
    const switchOf = (id: string) => console.data.rows.find((c) => c.id === id)?.verified;
    const home = await callLoader(homeLoader, { path: "/", db: t.db });
    const card = (id: string) => home.data.companies.find((c) => c.id === id);
    const page = async (id: string) =>
      (
        await callLoader(companyLoader, {
          path: `/company/${id}`,
          params: { companyId: id },
          db: t.db,
        })
      ).data;
    expect([switchOf(unowned.id), card(unowned.id)?.verified]).toEqual([true, true]);
    expect([switchOf(owned.id), card(owned.id)?.verified]).toEqual([false, false]);
    const unownedPage = await page(unowned.id);
    // Verified, so the page's banner drops "not yet claimed" and keeps the way to claim it.
    expect(unownedPage.ownership).toBe("unclaimed");
    expect(unownedPage.company.verified).toBe(true);
    expect((await page(owned.id)).company.verified).toBe(false);
  });
});
