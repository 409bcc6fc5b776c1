/**
 * What a visitor without JavaScript gets, read from the server's HTML over HTTP (moved from the
 * browser suite by docs/decisions/159: no script runs in these pages' paths, so the HTML and the
 * next request are the whole story). 404 pages (the catch-all and a route's own) offer the search
 * box and a few featured companies; a product page's Request Samples is a link to the request form
 * for it; an unknown rating link is a friendly 404. The same pages with JavaScript, and on a
 * phone, stay in tests/e2e/not-found.spec.ts and product-page.spec.ts.
 */
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPath } from "~/lib/catalogue";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { type HttpServer, startHttpServer } from "../helpers/http-server";

const VARNISH = {
  companyId: "guardent",
  id: "guardent-varnish-5-naf",
  name: "Guardent 5% Sodium Fluoride Varnish",
};

let t: TestDatabase;
let server: HttpServer;
const window = new Window();

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  server = await startHttpServer(t);
}, 300_000);

afterAll(async () => {
  await window.happyDOM.close();
  await server?.close();
  await t?.close();
});

/** A GET as a browser without JavaScript sends it: its status and the page as parsed HTML. */
async function open(path: string) {
  const response = await fetch(`${server.base}${path}`, { headers: { Accept: "text/html" } });
  const html = await response.text();
  return {
    status: response.status,
    document: new window.DOMParser().parseFromString(html, "text/html"),
  };
}

type Page = Awaited<ReturnType<typeof open>>["document"];

const h1 = (document: Page) => document.querySelector("h1")?.textContent?.trim();

/**
 * The 404 help: a GET form to /search and the top companies. That the header then hides its own
 * search (one search on the page) is CSS: the browser tests check it (not-found.spec.ts).
 */
function expectSearchAndCompanies(document: Page) {
  const main = document.querySelector("main");
  expect(main?.querySelectorAll('[role="search"]').length).toBe(1);
  const search = main?.querySelector('form[role="search"]');
  expect(search?.getAttribute("method")).toBe("get");
  expect(search?.getAttribute("action")).toBe("/search");
  const field = search?.querySelector('input[name="q"]');
  expect(field?.getAttribute("id")).toBeTruthy();
  expect(search?.querySelector(`label[for="${field?.getAttribute("id")}"]`)?.textContent).toBe(
    "Search companies and products",
  );
  expect(search?.querySelector('button[type="submit"]')?.textContent?.trim()).toBe("Search");
  const region = main?.querySelector('section[aria-labelledby="top-companies-title"]');
  expect(region?.querySelector("h2")?.textContent?.trim()).toBe("Top companies");
  const links = [...(region?.querySelectorAll("a") ?? [])];
  expect(links.length).toBeGreaterThanOrEqual(3);
  expect(links[0]?.getAttribute("href")).toMatch(/^\/company\/[^/]+\/[^/]+-dental-samples$/);
  return links;
}

describe(`pages without JavaScript over HTTP (${process.env.TEST_DB})`, () => {
  it("an unknown page offers search and the top companies", async () => {
    const { status, document } = await open("/no-such-page");
    expect(status).toBe(404);
    expect(h1(document)).toBe("Page not found");
    expectSearchAndCompanies(document);
    // The form's GET, as the browser sends it.
    const results = await open("/search?q=lumina");
    expect(results.status).toBe(200);
    expect(results.document.body.textContent).toContain("Lumina");
  });

  it("a route's own 404 (a blog post) offers them too", async () => {
    const { status, document } = await open("/blog/no-such-post");
    expect(status).toBe(404);
    expect(h1(document)).toBe("Blog Post Not Found");
    const [first] = expectSearchAndCompanies(document);
    const company = await open(first?.getAttribute("href") ?? "");
    expect(company.status).toBe(200);
    expect(h1(company.document)).toBe(first?.textContent?.trim());
  });

  it("Request Samples on a product's page opens the request form for the product", async () => {
    const { status, document } = await open(productPath(VARNISH));
    expect(status).toBe(200);
    const link = [...document.querySelectorAll("a")].find(
      (a) => a.textContent?.trim() === "Request Samples",
    );
    const href = link?.getAttribute("href") ?? "";
    expect(href).toMatch(/^\/request-samples\?company=guardent&product=guardent-varnish-5-naf/);
    const form = await open(href);
    expect(form.status).toBe(200);
    expect(form.document.body.textContent).toContain(VARNISH.name);
  });

  it("an unknown rating link is a friendly 404", async () => {
    const { status, document } = await open(`/rate/${"x".repeat(43)}`);
    expect(status).toBe(404);
    expect(h1(document)).toBe("Rating link not valid");
    const home = [...document.querySelectorAll("main a")].find(
      (a) => a.textContent?.trim() === "Back to Home",
    );
    expect(home?.getAttribute("href")).toBe("/");
  });
});
