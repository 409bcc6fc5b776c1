/**
 * Issue 23 point 8: a company page's views are counted by the server (docs/decisions/119, 154), on
 * a real Express server with the page cache in front of the render, which answers as the company
 * page's route does (its X-Page-View header names the view; request-rules-over-http.test.ts asks
 * the real route): a page the cache answers counts,
 * a visitor without JavaScript counts, a product arriving selected is a product view; HEAD, bots,
 * prefetches, `.data` fetches and 404s do not count. Views go through the instance's counter
 * (docs/decisions/164), once per visitor and day: each view here is a visitor of its own (a
 * browser of its own), and the counter is flushed before the figures are read
 * (analytics-counter.test.ts has the rule itself). The funnel says why a step is above 100%.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cataloguePageHeaders, PAGE_VIEW_HEADER, pageViewHeader } from "~/lib/page-headers";
import { AnalyticsCounter } from "~/models/leads/analytics-counter.server";
import { pageViewRows } from "~/models/leads/analytics-event.server";
import {
  getWeeklyPerformance,
  MORE_REQUESTS_THAN_VIEWS,
  performanceFunnel,
} from "~/models/leads/supplier-performance.server";
import { PageCache, servePageCache } from "../../server/page-cache";
import { countPageViews } from "../../server/page-views";
import { matchRouteRules } from "../../server/route-rules";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct, createSampleRequests } from "../helpers/factories";
import { fakeBuild } from "../helpers/fake-build";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const document = { "User-Agent": BROWSER, "Sec-Fetch-Dest": "document", Accept: "text/html" };
let browsers = 0;
/** A document request from a browser of its own: another visitor. */
const visitor = (headers: Record<string, string> = document) => ({
  ...headers,
  "User-Agent": `${headers["User-Agent"]} visitor/${++browsers}`,
});

describe(`company page views (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let server: Server;
  let base = "";
  let renders = 0;
  let analytics: AnalyticsCounter;

  beforeAll(async () => {
    const app = express();
    const build = fakeBuild([{ id: "company", path: "company/:companyId/:slug?" }]);
    app.use(matchRouteRules(async () => build));
    analytics = new AnalyticsCounter(t.db, { secret: "page-views-test", maxEntries: 1000 });
    app.use(
      countPageViews((view, req) =>
        analytics.count(pageViewRows(view), {
          ip: req.ip ?? "",
          userAgent: req.get("user-agent") ?? "",
        }),
      ),
    );
    // The page cache answers repeat visits without the render (React Router) running at all.
    app.use(
      servePageCache(new PageCache(), async (req) => {
        renders++;
        // As the company page answers: its view named by its loader, its catalogue headers.
        const isKnown = !req.path.includes("missing");
        const companyId = req.path.split("/")[2] ?? "";
        const products = new URL(req.originalUrl, "http://x").searchParams.getAll("product");
        const headers = cataloguePageHeaders({
          loaderHeaders: new Headers({
            [PAGE_VIEW_HEADER]: pageViewHeader(companyId, products),
          }),
          parentHeaders: new Headers(),
          actionHeaders: new Headers(),
          errorHeaders: undefined,
        });
        headers.set("Content-Type", "text/html; charset=utf-8");
        if (!isKnown) headers.delete(PAGE_VIEW_HEADER);
        return new Response(`<!doctype html><p>${req.path}</p>`, {
          status: isKnown ? 200 : 404,
          headers,
        });
      }),
    );
    app.use((_req, res) => {
      res.json({});
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function get(path: string, headers = visitor(), method = "GET") {
    const res = await fetch(`${base}${path}`, { method, headers });
    await res.arrayBuffer();
    // The view is counted once the answer has gone out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return res;
  }

  it("counts every document view, cached or not, and products arriving selected", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const other = await createProduct(t.db, (await createCompany(t.db)).id);
    const page = `/company/${company.id}/test-co-dental-samples`;

    const first = await get(page);
    await get(page);
    expect(renders).toBe(1); // the second view was the cache's
    expect(first.headers.get(PAGE_VIEW_HEADER)).toBeNull(); // never sent on
    await get(`/company/${company.id}`, visitor({ ...document, "Sec-Fetch-Dest": "" }));
    await get(`${page}?product=${product.id}&product=${other.id}&product=nothing`);
    // Not views: HEAD, a bot, a prefetch, loader data, a missing company's 404.
    await get(page, visitor(), "HEAD");
    await get(page, {
      ...document,
      "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    await get(page, visitor({ ...document, "Sec-Purpose": "prefetch" }));
    await get(`${page}.data`, visitor({ "User-Agent": BROWSER, "Sec-Fetch-Dest": "empty" }));
    await get("/company/missing-company");
    await analytics.flush();

    const weeks = await getWeeklyPerformance(t.db, company.id);
    const thisWeek = weeks.at(-1);
    expect(thisWeek?.pageViews).toBe(4);
    expect(thisWeek?.productViews).toBe(1);
  });

  it("never shows a step above 100% of the one before without saying why", async () => {
    const company = await createCompany(t.db);
    await get(`/company/${company.id}`);
    await analytics.flush();
    await createSampleRequests(
      t.db,
      [1, 2, 3].map(() => ({ companyId: company.id })),
    );
    const funnel = performanceFunnel(await getWeeklyPerformance(t.db, company.id));
    expect(funnel[0]).toMatchObject({ label: "Page views", count: 1 });
    expect(funnel[1]).toEqual({
      label: "Requests",
      count: 3,
      conversion: null,
      note: MORE_REQUESTS_THAN_VIEWS,
    });
    expect(funnel.every((step) => step.conversion === null || step.conversion <= 100)).toBe(true);
  });
});
