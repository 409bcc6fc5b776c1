/**
 * Issue 37 point 1 over HTTP: the whole server with its page cache (docs/decisions/164). A flood
 * of 2,000 GETs of a company page from one visitor writes one row and is one view on the
 * supplier's Performance figures; 100 visitors (behind a proxy, by X-Forwarded-For) are 100
 * views; nothing is written per view, and what was counted is written when the server stops.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { getWeeklyPerformance } from "~/models/leads/supplier-performance.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { startHttpServer } from "../helpers/http-server";

const COMPANY = "lumina-dental";
const PAGE = `/company/${COMPANY}/lumina-dental-materials-dental-samples`;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const DOCUMENT = { "User-Agent": BROWSER, "Sec-Fetch-Dest": "document", Accept: "text/html" };

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  // The worker's Vite loads the company page's modules at its first request: here, not in a flood.
  const warm = await startHttpServer(t);
  await (await fetch(`${warm.base}${PAGE}`, { headers: DOCUMENT })).arrayBuffer();
  await warm.close();
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/** `total` GETs of `path`, `concurrency` at a time; the answers' statuses, counted. */
async function flood(base: string, total: number, headers: (i: number) => Record<string, string>) {
  const statuses = new Map<number, number>();
  let next = 0;
  const client = async () => {
    while (next < total) {
      const i = next++;
      const res = await fetch(`${base}${PAGE}`, { headers: headers(i) });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 16 }, client));
  return Object.fromEntries(statuses);
}

const storedRows = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents))[0]?.n;
const pageViews = async () => (await getWeeklyPerformance(t.db, COMPANY)).at(-1)?.pageViews;

describe(`page views over HTTP (${process.env.TEST_DB})`, () => {
  beforeEach(async () => {
    await t.db.delete(analyticsEvents);
  });

  it("counts a flood of 2,000 GETs from one visitor as one view, in one row", async () => {
    const server = await startHttpServer(t, {
      cachePages: true,
      environment: { ANALYTICS_FLUSH_SECONDS: "0.2" },
    });
    try {
      expect(await flood(server.base, 2_000, () => DOCUMENT)).toEqual({ 200: 2_000 });
    } finally {
      await server.close();
    }
    expect(await storedRows()).toBe(1);
    expect(await pageViews()).toBe(1);
    // 2,000 requests: a load test by nature, given the time a loaded 2-core machine needs for them.
  }, 120_000);

  it("counts 100 visitors as 100 views, each once", async () => {
    const server = await startHttpServer(t, {
      cachePages: true,
      environment: { ANALYTICS_FLUSH_SECONDS: "0.2", TRUST_PROXY: "loopback" },
    });
    try {
      const fromVisitor = (i: number) => ({
        ...DOCUMENT,
        "X-Forwarded-For": `198.51.100.${i % 100}`,
      });
      expect(await flood(server.base, 300, fromVisitor)).toEqual({ 200: 300 });
    } finally {
      await server.close();
    }
    expect(await storedRows()).toBe(100);
    expect(await pageViews()).toBe(100);
  });

  it("writes nothing per view, and what it counted when the server stops", async () => {
    const server = await startHttpServer(t, {
      cachePages: true,
      environment: { ANALYTICS_FLUSH_SECONDS: "3600", TRUST_PROXY: "loopback" },
    });
    try {
      const fromVisitor = (i: number) => ({ ...DOCUMENT, "X-Forwarded-For": `192.0.2.${i % 50}` });
      expect(await flood(server.base, 200, fromVisitor)).toEqual({ 200: 200 });
      expect(await storedRows()).toBe(0);
    } finally {
      await server.close();
    }
    expect(await storedRows()).toBe(50);
    expect(await pageViews()).toBe(50);
  });
});
