/**
 * 404 pages (the catch-all and a route's own) offer the search box and a few featured companies.
 * Without JavaScript the server's HTML is the whole story, read over HTTP in
 * tests/integration/pages-without-javascript.test.ts (docs/decisions/159).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function expectSearchAndCompanies(page: Page) {
  const main = page.getByRole("main");
  const search = main.getByRole("search");
  await expect(search).toBeVisible();
  await expect(main.getByLabel("Search companies and products")).toBeVisible();
  const companies = main.getByRole("region", { name: "Top companies" }).getByRole("link");
  expect(await companies.count()).toBeGreaterThanOrEqual(3);
  await expect(companies.first()).toHaveAttribute(
    "href",
    /^\/company\/[^/]+\/[^/]+-dental-samples$/,
  );
  // The header leaves its own search box out: one search on the page.
  await expect(page.getByRole("search")).toHaveCount(1);
}

test("an unknown page offers search and the top companies", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectSearchAndCompanies(page);
  await page.getByRole("main").getByLabel("Search companies and products").fill("lumina");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=lumina$/);
});

test("a route's own 404 (a blog post) offers them too", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
  await expectSearchAndCompanies(page);
  const first = page.getByRole("region", { name: "Top companies" }).getByRole("link").first();
  const name = await first.textContent();
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: name ?? "" })).toBeVisible();
});

test("on a phone, the 404 page's header has the Menu but no second search", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/no-such-page");
  // The 404 page ships no scripts (docs/decisions/082): its Menu is the link to the menu panel.
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Menu" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Search", exact: true })).toHaveCount(0);
  await expect(banner.getByRole("button", { name: "Search" })).toHaveCount(0);
  await banner.getByRole("link", { name: "Menu" }).click();
  await expect(banner.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expectSearchAndCompanies(page);
});
