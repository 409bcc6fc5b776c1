/**
 * Issue 37 point 1: views are counted in memory, once per visitor and day, and written in batches
 * (docs/decisions/164). What the supplier and the operator read (the Performance figures) is one
 * view per visitor and day however often they come back; two instances that count the same
 * visitor write one row; the next day counts again; a made-up product id stores nothing.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { analyticsEvents } from "~/db/schema";
import { AnalyticsCounter, type Visitor } from "~/models/leads/analytics-counter.server";
import { eventRow, pageViewRows } from "~/models/leads/analytics-event.server";
import { getWeeklyPerformance } from "~/models/leads/supplier-performance.server";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct } from "../helpers/factories";

const SECRET = "analytics-counter-test-secret-0123456789";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const visitor = (n: number): Visitor => ({
  ip: `203.0.113.${n % 250}`,
  userAgent: `${BROWSER} ${n}`,
});

describe(`the analytics counter (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  const counter = (options: { now?: () => Date; maxEntries?: number } = {}) =>
    new AnalyticsCounter(t.db, { secret: SECRET, maxEntries: 10_000, ...options });
  const rowsOf = async (companyId: string) =>
    t.db.select().from(analyticsEvents).where(eq(analyticsEvents.companyId, companyId));
  const thisWeek = async (companyId: string) =>
    (await getWeeklyPerformance(t.db, companyId)).at(-1);

  it("counts 2,000 views from one visitor as one view, and 100 visitors as 100", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const views = counter();
    const view = { companyId: company.id, path: `/company/${company.id}`, productIds: [] };
    for (let i = 0; i < 2_000; i++) views.count(pageViewRows(view), visitor(1));
    expect(views.size).toBe(1);
    await views.flush();
    expect(await thisWeek(company.id)).toMatchObject({ pageViews: 1, productViews: 0 });

    for (let n = 100; n < 200; n++) {
      for (let i = 0; i < 3; i++) {
        views.count(pageViewRows({ ...view, productIds: [product.id] }), visitor(n));
      }
    }
    await views.flush();
    expect(await thisWeek(company.id)).toMatchObject({ pageViews: 101, productViews: 100 });
    expect(await rowsOf(company.id)).toHaveLength(201);
  });

  it("writes one row for a visitor two instances both counted, and no personal data", async () => {
    const company = await createCompany(t.db);
    const [one, two] = [counter(), counter()];
    const view = { companyId: company.id, path: `/company/${company.id}?x=a@b.c`, productIds: [] };
    one.count(pageViewRows(view), visitor(7));
    two.count(pageViewRows(view), visitor(7));
    await Promise.all([one.flush(), two.flush()]);
    // And again after a flush: the table's unique key holds the rule across flushes too.
    one.count(pageViewRows(view), visitor(7));
    await one.flush();
    const rows = await rowsOf(company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.path).toBe(`/company/${company.id}`);
    expect(rows[0]?.visitKey).toMatch(/^[\w-]{43}$/);
    expect(rows[0]?.visitKey).not.toContain("203.0.113");
  });

  it("counts a visitor again the next day (UTC), at the time of the view", async () => {
    const company = await createCompany(t.db);
    let now = new Date("2026-03-18T23:59:58Z");
    const views = counter({ now: () => now });
    const view = { companyId: company.id, path: `/company/${company.id}`, productIds: [] };
    views.count(pageViewRows(view), visitor(3));
    now = new Date("2026-03-19T00:00:01Z");
    views.count(pageViewRows(view), visitor(3));
    views.count(pageViewRows(view), visitor(3));
    await views.flush();
    const times = (await rowsOf(company.id)).map((r) => r.occurredAt.toISOString()).sort();
    expect(times).toEqual(["2026-03-18T23:59:58.000Z", "2026-03-19T00:00:01.000Z"]);
  });

  it("stores a product view only for a product of the company it names", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const other = await createProduct(t.db, (await createCompany(t.db)).id);
    const views = counter();
    const productIds = [product.id, other.id, "no-such-product"];
    views.count(pageViewRows({ companyId: company.id, path: "/", productIds }), visitor(4));
    // From the browser (a card ticked): no company named, the product must exist.
    for (const id of [product.id, "made-up"]) {
      views.count(
        [eventRow({ name: "select_content", contentType: "product", contentId: id })],
        visitor(4),
      );
    }
    await views.flush();
    const stored = await t.db
      .select({ contentId: analyticsEvents.contentId, companyId: analyticsEvents.companyId })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.contentType} = 'product'
        and ${analyticsEvents.contentId} in (${product.id}, ${other.id}, 'no-such-product', 'made-up')`);
    expect(stored).toEqual(
      expect.arrayContaining([
        { contentId: product.id, companyId: company.id },
        { contentId: product.id, companyId: null },
      ]),
    );
    expect(stored).toHaveLength(2);
    expect(await thisWeek(company.id)).toMatchObject({ pageViews: 1, productViews: 2 });
  });

  it("writes early when the buffer is full, without waiting for the timer", async () => {
    const company = await createCompany(t.db);
    const views = counter({ maxEntries: 10 });
    const view = { companyId: company.id, path: "/", productIds: [] };
    for (let n = 0; n < 10; n++) views.count(pageViewRows(view), visitor(n));
    await vi.waitFor(async () => expect(await rowsOf(company.id)).toHaveLength(10));
    expect(views.size).toBe(0);
  });
});
