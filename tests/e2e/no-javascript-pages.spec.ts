/**
 * Pages that need no client code ship none (docs/decisions/082): no script is requested and no
 * module is preloaded, yet the header's search box is a working GET form to /search, the phone
 * header's Search and Menu are links that work, the For Suppliers menu opens, and a blog post
 * still reports its view (a small inline script). So do the console's read-only lists (086). A
 * page with interactive parts still hydrates.
 */
import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { analyticsEvents } from "~/db/schema";
import { readArticles } from "../helpers/articles";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

const post = readArticles()[0];
const SCRIPTLESS = ["/privacy", "/terms", "/blog", `/blog/${post?.slug}`, "/for-suppliers"];

const header = (page: Page) => page.getByRole("banner");

/** Opens `path` and counts the scripts the browser requested for it. */
async function scriptRequests(page: Page, path: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return scripts;
}

test("privacy, terms, the blog and For Suppliers load no script at all", async ({ page }) => {
  for (const path of SCRIPTLESS) {
    expect(await scriptRequests(page, path), path).toEqual([]);
    await expect(page.locator("script[src], link[rel=modulepreload]"), path).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
});

test("the console's read-only lists load no script; their search still works", async ({
  page,
  db,
}) => {
  await signInAs(page, db, "admin");
  for (const path of ["/admin/products", "/admin/subscribers", "/admin/registrations"]) {
    expect(await scriptRequests(page, path), path).toEqual([]);
    await expect(page.locator("script[src], link[rel=modulepreload]"), path).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
  // Back on the products list: its search is a plain GET form.
  await page.goto("/admin/products");
  const search = page.getByRole("search").filter({ has: page.getByLabel("Search product name") });
  await search.getByLabel("Search product name").fill("zz-no-such-product");
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=zz-no-such-product/);
  await expect(page.getByText("No products match this search.")).toBeVisible();
});

test("a page with interactive parts still loads its scripts", async ({ page }) => {
  expect((await scriptRequests(page, "/pricing")).length).toBeGreaterThan(0);
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the header search is a plain GET form to /search", async ({ page }) => {
    await page.goto("/privacy");
    const search = header(page).getByRole("search");
    const field = search.getByLabel("Search companies and products");
    // Without scripts it is a text field, not a combobox that could never open.
    await expect(search.getByRole("combobox")).toHaveCount(0);
    await field.fill("bondline");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=bondline$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Menu and Search are links that work, and For Suppliers opens", async ({ page }) => {
    await page.goto("/terms");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    const menu = header(page).getByRole("link", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    // The native disclosure needs no script either.
    await nav.getByText("For Suppliers").click();
    await expect(nav.getByRole("link", { name: "How It Works" })).toBeVisible();
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await header(page).getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});

test("a blog post still reports its view, from a small inline script", async ({
  browser,
  baseURL,
  db,
}) => {
  const path = `/blog/${post?.slug}`;
  const views = async () =>
    (
      await db
        .select({ id: analyticsEvents.id })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.name, "select_content"),
            eq(analyticsEvents.contentType, "blog_post"),
            eq(analyticsEvents.contentId, post?.id ?? ""),
            eq(analyticsEvents.path, path),
          ),
        )
    ).length;
  const before = await views();
  // A visitor of its own: a view counts once per visitor and day (docs/decisions/164).
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 e2e/${Date.now()}`;
  const context = await browser.newContext({ baseURL, userAgent });
  await (await context.newPage()).goto(path);
  await expect.poll(views).toBeGreaterThan(before);
  await context.close();
});
