/**
 * What a visitor without JavaScript gets, read from the server's HTML over HTTP (moved from the
 * browser suite by docs/decisions/159: no script runs in these pages' paths, so the HTML and the
 * next request are the whole story). 404 pages (the catch-all and a route's own) offer the search
 * box and a few featured companies; a product page's Request Samples is a link to the request form
 * for it; an unknown rating link is a friendly 404; the account settings' forms answer from the
 * server; search's Latex-free filter is a GET form whose tabs keep it (docs/decisions/091); For
 * Suppliers and the privacy policy, which ship no script at all (082), say what they must. The
 * same pages with JavaScript, and on a phone, stay in tests/e2e/not-found.spec.ts,
 * product-page.spec.ts and account-settings.spec.ts.
 */

import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, products } from "~/db/schema";
import { productPath } from "~/lib/catalogue";
import { roundFigure } from "~/lib/hero-figures";
import { createCompany, createPasswordUser, createProduct, uniqueTag } from "../helpers/factories";
import { serveDemoSite } from "../helpers/http-server";

const VARNISH = {
  companyId: "guardent",
  id: "guardent-varnish-5-naf",
  name: "Guardent 5% Sodium Fluoride Varnish",
};

const site = serveDemoSite();

const PASSWORD = "Zebra-Lamp-42";

/** A GET as a browser without JavaScript sends it: its status and the page as parsed HTML. */
async function open(path: string, cookie = "") {
  const response = await fetch(`${site.base}${path}`, {
    headers: { Accept: "text/html", Cookie: cookie },
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    document: site.parse(await response.text()),
  };
}

type Form = NonNullable<ReturnType<Page["querySelector"]>>;

/**
 * Submits a form as the browser does without JavaScript: its named fields (hidden ones as they
 * are), those labelled in `typed` filled in, posted to its action from the site's own origin.
 */
async function submit(form: Form, path: string, typed: Record<string, string>, cookie: string) {
  const body = new URLSearchParams();
  for (const input of form.querySelectorAll("input[name]")) {
    // A label reads "New e-mail address * (required)": matched by how it starts.
    const label = form.querySelector(`label[for="${input.getAttribute("id")}"]`)?.textContent ?? "";
    const typedLabel = Object.keys(typed).find((name) => label.trim().startsWith(name));
    const value = (typedLabel && typed[typedLabel]) ?? input.getAttribute("value") ?? "";
    body.append(input.getAttribute("name") ?? "", value);
  }
  const response = await fetch(`${site.base}${form.getAttribute("action") ?? path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.base, "Sec-Fetch-Site": "same-origin" },
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    document: site.parse(await response.text()),
  };
}

/** Signs in through the login form's POST, as a new browser: its session cookie. */
async function signIn(email: string) {
  const response = await fetch(`${site.base}/login`, {
    method: "POST",
    headers: { Origin: site.base, "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
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

  it("the account settings' forms answer from the server", async () => {
    const user = await createPasswordUser(site.db, PASSWORD, {
      email: `nojs-${uniqueTag()}@example.com`,
    });
    const cookie = await signIn(user.email);
    const settings = await open("/account/settings", cookie);
    expect(settings.status).toBe(200);
    const emailForm = settings.document.querySelector('form[aria-label="Change e-mail address"]');
    if (!emailForm) throw new Error("no e-mail form on /account/settings");
    const sameAddress = await submit(
      emailForm,
      "/account/settings",
      { "New e-mail address": user.email, "Current password": PASSWORD },
      cookie,
    );
    expect(sameAddress.status).toBe(400);
    const answered = sameAddress.document.querySelector('form[aria-label="Change e-mail address"]');
    expect(answered?.textContent).toContain("This is already your account's address");
    expect(answered?.querySelector('input[name="newEmail"]')?.getAttribute("value")).toBe(
      user.email,
    );

    // Another browser signs in; this one signs it out.
    const other = await signIn(user.email);
    expect((await open("/account/settings", other)).status).toBe(200);
    const withOthers = await open("/account/settings", cookie);
    const sessionsForm = [...withOthers.document.querySelectorAll("form")].find((form) =>
      form.textContent?.includes("Sign out other sessions"),
    );
    if (!sessionsForm) throw new Error("no Sign out other sessions form");
    const signedOut = await submit(sessionsForm, "/account/settings", {}, cookie);
    expect(signedOut.status).toBe(200);
    const statuses = [...signedOut.document.querySelectorAll('[role="status"]')];
    expect(statuses.map((node) => node.textContent).join(" ")).toContain(
      "Your other sessions were signed out.",
    );
    expect(signedOut.document.body.textContent).toContain("You are not signed in anywhere else.");
    const otherAgain = await open("/account/settings", other);
    expect(otherAgain.status).toBe(302);
    expect(otherAgain.location).toMatch(/\/login\?redirectTo=%2Faccount%2Fsettings$/);
  });

  it("filtering search by Latex-free shows only latex-free products; the tabs keep the filter", async () => {
    const tag = `zq${uniqueTag()}`;
    const company = await createCompany(site.db, { name: `Glove Co ${tag}` });
    await createProduct(site.db, company.id, { name: `${tag} Nitrile gloves`, latexFree: true });
    await createProduct(site.db, company.id, { name: `${tag} Latex dam`, latexFree: false });
    await createProduct(site.db, company.id, { name: `${tag} Prophy cups` });
    const results = (document: Page) =>
      [
        ...(document.querySelector('ul[aria-label="Search results"]')?.querySelectorAll("h2, h3") ??
          []),
      ].map((heading) => heading.textContent?.trim());

    const all = await open(`/search?q=${tag}`);
    // One card per result (the company and its three products), each with its name as a heading.
    expect(results(all.document)).toHaveLength(4);
    // The filter form as the browser sends it, "Latex-free" ticked.
    const form = [...all.document.querySelectorAll('form[action="/search"]')].find((f) =>
      f.textContent?.includes("Apply filters"),
    );
    if (!form) throw new Error("no filter form on /search");
    expect(form.getAttribute("method")).toBe("get");
    const query = new URLSearchParams();
    for (const field of form.querySelectorAll("input[name], select[name]")) {
      const name = field.getAttribute("name") ?? "";
      if (field.getAttribute("type") === "checkbox") {
        if (field.parentElement?.textContent?.trim() === "Latex-free") query.append(name, "1");
      } else {
        query.append(name, field.getAttribute("value") ?? "");
      }
    }
    expect(query.get("latexFree")).toBe("1");
    const filtered = await open(`/search?${query}`);
    expect(results(filtered.document)).toEqual([`${tag} Nitrile gloves`]);
    const facts = filtered.document.querySelector(
      'ul[aria-label="Search results"] ul[aria-label="Product facts"]',
    );
    expect(facts?.textContent?.trim()).toBe("Latex-free");
    const box = [...filtered.document.querySelectorAll('input[type="checkbox"]')].find(
      (input) => input.parentElement?.textContent?.trim() === "Latex-free",
    );
    expect(box?.hasAttribute("checked")).toBe(true);
    // The tabs keep the filter.
    const productsTab = [...filtered.document.querySelectorAll("a")].find((a) =>
      /^Products/.test(a.textContent?.trim() ?? ""),
    );
    const href = productsTab?.getAttribute("href") ?? "";
    expect(href).toMatch(/type=products&latexFree=1/);
    expect(results((await open(href)).document)).toEqual([`${tag} Nitrile gloves`]);
  });

  it("For Suppliers explains how it works, the benefits and pricing, and leads to pricing", async () => {
    const { status, document } = await open("/for-suppliers");
    expect(status).toBe(200);
    // The hero figures are counted (app/lib/hero-figures.ts), as on home: not the spec's fallback.
    const [companyCount] = await site.db.select({ n: count() }).from(companies);
    const [productCount] = await site.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.availability, true));
    const figure = (label: string, countNow: number, atLeast: number) => {
      const term = [...document.querySelectorAll("dt")].find((dt) =>
        dt.textContent?.includes(label),
      );
      const text = term?.parentElement?.querySelector("dd")?.textContent?.trim() ?? "";
      const shown = Number(text.replace(/[+,]/g, ""));
      expect(Number.isInteger(shown), `${label}: ${text}`).toBe(true);
      expect(text, label).toBe(roundFigure(shown));
      expect(shown, label).toBeLessThanOrEqual(countNow);
      expect(shown, label).toBeGreaterThanOrEqual(atLeast);
    };
    figure("premium brands", companyCount?.n ?? 0, 8);
    figure("sample products", productCount?.n ?? 0, 40);
    const section = (heading: string) =>
      [...document.querySelectorAll("section")].find((node) =>
        [...node.querySelectorAll("h2")].some((h) => h.textContent?.trim() === heading),
      );
    expect(section("How It Works")?.querySelectorAll("li").length).toBe(4);
    expect(section("Why suppliers list with us")?.querySelectorAll("li").length).toBe(6);
    const texts = [...document.querySelectorAll("body *")].map((node) => node.textContent?.trim());
    expect(texts).toContain("$49");
    expect(texts).toContain("$99");
    const link = (name: string | RegExp) =>
      [...document.querySelectorAll("a")]
        .find((a) =>
          typeof name === "string"
            ? a.textContent?.trim() === name
            : name.test(a.textContent ?? ""),
        )
        ?.getAttribute("href");
    expect(link(/Contact our team/)).toBe("mailto:hello@sampletray.example");
    expect(link("Get Started Free")).toBe("/pricing");
    expect(link("View Pricing Plans")).toBe("/pricing");
    expect((await open("/pricing")).status).toBe(200);
  });

  it("the privacy policy covers CCPA and GDPR rights and gives the contact e-mail", async () => {
    const { status, document } = await open("/privacy");
    expect(status).toBe(200);
    expect(h1(document)).toBe("Privacy Policy");
    expect(document.body.textContent).toContain("Last updated October 15, 2025");
    const headings = [...document.querySelectorAll("h2, h3")].map((h) => h.textContent?.trim());
    expect(headings.some((h) => /CCPA/.test(h ?? ""))).toBe(true);
    expect(headings.some((h) => /GDPR/.test(h ?? ""))).toBe(true);
    expect(headings).toEqual(
      expect.arrayContaining(["Who sees a sample request", "How long we keep it", "Cookies"]),
    );
    const contact = [...document.querySelectorAll("main a")].find(
      (a) => a.textContent?.trim() === "hello@sampletray.example",
    );
    expect(contact?.getAttribute("href")).toBe("mailto:hello@sampletray.example");
  });
});
