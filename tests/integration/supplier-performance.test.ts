/**
 * The supplier's Performance figures on each backend, from events and requests inserted at known
 * dates: twelve ISO weeks (Monday, UTC) with the empty ones as zeros, week edges at midnight UTC,
 * other companies' data left out, and the funnel's numbers and conversions.
 */
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema";
import {
  getWeeklyPerformance,
  performanceFunnel,
} from "~/models/leads/supplier-performance.server";
import { loader as performanceLoader } from "~/routes/supplier/$companyId.performance/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createSampleRequests,
  signedInAs,
} from "../helpers/factories";
import { callLoader } from "../helpers/route";

// A Wednesday: the current week began on Monday 2026-03-16, the first of the twelve on 2025-12-29.
const NOW = new Date("2026-03-18T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe(`supplier performance (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function events(
    rows: {
      name: string;
      companyId?: string;
      contentType?: string;
      contentId?: string;
      at: string;
    }[],
  ) {
    await t.db.insert(analyticsEvents).values(
      rows.map((r) => ({
        name: r.name,
        companyId: r.companyId ?? null,
        contentType: r.contentType ?? null,
        contentId: r.contentId ?? null,
        occurredAt: at(r.at),
      })),
    );
  }

  it("counts views, product views, requests, approved and completed per week, zeros included", async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const otherProduct = await createProduct(t.db, other.id);
    const view = (companyId: string, when: string) => ({ name: "view_item", companyId, at: when });
    const select = (contentId: string, when: string, contentType = "product") => ({
      name: "select_content",
      contentType,
      contentId,
      at: when,
    });
    await events([
      // Current week: four page views, the first at Monday's midnight.
      view(company.id, "2026-03-16T00:00:00Z"),
      view(company.id, "2026-03-17T09:00:00Z"),
      view(company.id, "2026-03-18T10:00:00Z"),
      view(company.id, "2026-03-18T11:00:00Z"),
      // Sunday 23:59 belongs to the week before.
      view(company.id, "2026-03-15T23:59:59Z"),
      // Before the twelve weeks: left out.
      view(company.id, "2025-12-28T23:59:59Z"),
      // Another company's views and product: left out.
      view(other.id, "2026-03-17T09:00:00Z"),
      select(otherProduct.id, "2026-02-03T09:00:00Z"),
      // Product views of this company in the week of Feb 2; a non-product select is not one.
      select(product.id, "2026-02-02T00:00:00Z"),
      select(product.id, "2026-02-08T23:00:00Z"),
      select(product.id, "2026-02-04T10:00:00Z", "blog_article"),
    ]);
    await createSampleRequests(t.db, [
      { companyId: company.id, status: "pending", requestedAt: at("2026-03-09T08:00:00Z") },
      { companyId: company.id, status: "approved", requestedAt: at("2026-03-10T08:00:00Z") },
      { companyId: company.id, status: "shipped", requestedAt: at("2026-03-15T23:00:00Z") },
      { companyId: company.id, status: "completed", requestedAt: at("2026-01-05T00:00:00Z") },
      { companyId: company.id, status: "rejected", requestedAt: at("2026-01-11T12:00:00Z") },
      { companyId: company.id, status: "completed", requestedAt: at("2025-12-20T12:00:00Z") },
      { companyId: other.id, status: "completed", requestedAt: at("2026-03-10T08:00:00Z") },
    ]);

    const weeks = await getWeeklyPerformance(t.db, company.id, NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.weekStart).toBe("2025-12-29");
    expect(weeks[11]?.weekStart).toBe("2026-03-16");
    const byWeek = Object.fromEntries(weeks.map((w) => [w.weekStart, w]));
    const zero = { pageViews: 0, productViews: 0, requests: 0, approved: 0, completed: 0 };
    expect(byWeek["2026-03-16"]).toMatchObject({ ...zero, pageViews: 4 });
    expect(byWeek["2026-03-09"]).toMatchObject({ ...zero, pageViews: 1, requests: 3, approved: 2 });
    expect(byWeek["2026-02-02"]).toMatchObject({ ...zero, productViews: 2 });
    expect(byWeek["2026-01-05"]).toMatchObject({
      ...zero,
      requests: 2,
      approved: 1,
      completed: 1,
    });
    expect(byWeek["2025-12-29"]).toEqual({ weekStart: "2025-12-29", ...zero });
    const busy = new Set(["2026-03-16", "2026-03-09", "2026-02-02", "2026-01-05"]);
    for (const week of weeks.filter((w) => !busy.has(w.weekStart))) {
      expect(week).toEqual({ weekStart: week.weekStart, ...zero });
    }

    expect(performanceFunnel(weeks)).toEqual([
      { label: "Page views", count: 5, conversion: null, note: null },
      { label: "Requests", count: 5, conversion: 100, note: null },
      { label: "Accepted", count: 3, conversion: 60, note: null },
      { label: "Completed", count: 1, conversion: 33.3, note: null },
    ]);
  });

  it("gives a company without data twelve weeks of zeros and a funnel of 0%", async () => {
    const company = await createCompany(t.db);
    const weeks = await getWeeklyPerformance(t.db, company.id, NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.every((w) => w.pageViews + w.productViews + w.requests === 0)).toBe(true);
    expect(performanceFunnel(weeks).map((s) => s.conversion)).toEqual([null, 0, 0, 0]);
  });

  it("shows a member the current twelve weeks, ending with this week's Monday", async () => {
    const company = await createCompany(t.db);
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    await events([{ name: "view_item", companyId: company.id, at: new Date().toISOString() }]);
    const page = await callLoader(performanceLoader, {
      path: `/supplier/${company.id}/performance`,
      params: { companyId: company.id },
      cookie: member.cookie,
      db: t.db,
    });
    const { weeks, funnel } = page.data;
    expect(weeks).toHaveLength(12);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(weeks.at(-1)?.weekStart).toBe(monday.toISOString().slice(0, 10));
    expect(weeks.at(-1)?.pageViews).toBe(1);
    expect(funnel[0]).toEqual({ label: "Page views", count: 1, conversion: null, note: null });
  });
});
