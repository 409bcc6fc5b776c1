/**
 * The operator console's catalogue (issue 11) in Chromium: an admin creates a company with a
 * logo and two products, and it appears on the home grid, in search and in sitemap.xml; the
 * Featured switch moves it into the featured part of Top Free Samples. Who may open the console's
 * pages: admin-access.spec.ts.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { companies } from "~/db/schema";
import { uniqueTag } from "../helpers/factories";
import { PNG_BYTES } from "../helpers/upload-files";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

/** The company names of the home page's Top Free Samples grid, in order. */
async function topFreeNames(page: Page) {
  await page.goto("/");
  return page.locator("#top-free h3").allTextContents();
}

/** Every <loc> of sitemap.xml, following a sitemap index to its sitemaps. */
async function sitemapLocations(request: APIRequestContext, url = "/sitemap.xml") {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  if (!xml.includes("<sitemapindex")) return locs;
  const nested: string[] = [];
  for (const loc of locs) nested.push(...(await sitemapLocations(request, new URL(loc).pathname)));
  return nested;
}

async function addProduct(page: Page, name: string, category: string) {
  await page.getByRole("link", { name: "Add product" }).click();
  // The company page has a Name field too: fill in the product's once its page is there.
  await expect(page.getByRole("heading", { name: /^New product of/ })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByLabel("Category").selectOption(category);
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toContainText("Product saved.");
  await expect(page.getByTestId("product-row").filter({ hasText: name })).toBeVisible();
}

test("an admin creates a company with a logo and two products; it shows on the home grid, in search and in the sitemap; Featured moves it up", async ({
  page,
  db,
}) => {
  // Many pages and uploads in one story: more time than one page's test on a busy machine.
  test.setTimeout(180_000);
  await signInAs(page, db, "admin");
  const name = `Aardvark Dental ${uniqueTag()}`;

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Companies" })
    .click();
  await page.getByRole("link", { name: "New company" }).click();

  // A bad submission keeps what was typed and says what is wrong.
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByLabel("Lead e-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue(name);

  await page.getByLabel("Lead e-mail").fill("leads@aardvark.example");
  await page.getByLabel("Short description").fill("Composites and bonding agents.");
  await page.getByLabel("Restorative").check();
  await page.getByLabel("Logo").setInputFiles({
    name: "aardvark.png",
    mimeType: "image/png",
    buffer: Buffer.from(PNG_BYTES),
  });
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Company created.");
  await expect(page.getByRole("img", { name: `${name} logo` })).toBeVisible();
  const [stored] = await db.select().from(companies).where(eq(companies.name, name));
  if (!stored) throw new Error("the company was not stored");
  expect(stored.logo).toMatch(/^\/uploads\//);

  await addProduct(page, "Aardvark Flow Composite", "Restorative");
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
  await addProduct(page, "Aardvark Bond", "Adhesives");

  // Public: the home grid (after the featured companies), the search and the sitemap.
  const before = await topFreeNames(page);
  const firstFeatured = before[0] ?? "";
  expect(before).toContain(name);
  expect(before.indexOf(name)).toBeGreaterThan(0);
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
  const locations = await sitemapLocations(page.request);
  expect(locations.some((loc) => loc.includes(`/company/${stored.id}/`))).toBe(true);
  await page.goto(`/company/${stored.id}`);
  await expect(page.getByRole("checkbox", { name: /Aardvark Flow Composite/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Aardvark Bond/ })).toBeVisible();

  // Featured: one click on its row; it moves ahead of the other featured companies (by name).
  await page.goto(`/admin/companies?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("company-row").filter({ hasText: name });
  const featured = row.getByRole("button", { name: `Featured ${name}` });
  await expect(featured).toHaveAttribute("aria-pressed", "false");
  await featured.click();
  await expect(page.getByRole("status")).toContainText(`${name}: Featured is on.`);
  await expect(featured).toHaveAttribute("aria-pressed", "true");
  const after = await topFreeNames(page);
  expect(after.indexOf(name)).toBeLessThan(after.indexOf(firstFeatured));
});
