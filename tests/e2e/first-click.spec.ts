/**
 * A first click never waits for a download (docs/decisions/100): a page's code comes with the
 * page, and React Router hydrates it whole. Each test clicks a page's main control as soon as the
 * page has loaded, with every script allowed, and checks what the visitor sees: the answer in the
 * same document (not a plain link followed or a form posted while code downloads), and, for a
 * control that opens no dialog, no script fetched beyond those the page named as it loaded. A
 * dialog's own code may load when it first opens (React.lazy).
 */
import type { Page } from "@playwright/test";
import { uniqueEmail } from "../helpers/factories";
import { expect, test } from "./fixtures";

/**
 * Opens `path` and returns what tells a first click's answer apart from a download or a new
 * document: the scripts fetched that the page did not name as it loaded (its module preloads),
 * and whether this is still the document that loaded.
 */
async function openPage(page: Page, path: string) {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) fetched.push(pathname);
  });
  await page.goto(path);
  const named = new Set(
    await page
      .locator("link[rel=modulepreload]")
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      ),
  );
  await page.evaluate(() => {
    (window as { isFirstDocument?: boolean }).isFirstDocument = true;
  });
  return {
    scriptsFetchedLater: () => fetched.filter((file) => !named.has(file)),
    isFirstDocument: () =>
      page.evaluate(() => (window as { isFirstDocument?: boolean }).isFirstDocument === true),
  };
}

test("the company page: Request Samples opens the request dialog on the first click", async ({
  page,
}) => {
  const opened = await openPage(page, "/company/endopath");
  await page.getByRole("link", { name: "Request Samples" }).first().click();
  await expect(page.getByRole("dialog", { name: "Request Free Samples" })).toBeVisible();
  await expect(page).toHaveURL(/\/company\/endopath/);
  expect(await opened.isFirstDocument()).toBe(true);
});

test("the company page: a product ticked at once is selected, with no download", async ({
  page,
}) => {
  const opened = await openPage(page, "/company/endopath");
  await page.getByRole("checkbox").first().check();
  await expect(page.getByText("1 selected")).toBeVisible();
  expect(opened.scriptsFetchedLater()).toEqual([]);
  expect(await opened.isFirstDocument()).toBe(true);
});

test("search: a tab clicked at once filters the results in the same page, with no download", async ({
  page,
}) => {
  const opened = await openPage(page, "/search?q=bond");
  await page.getByRole("link", { name: /^Products \(/ }).click();
  await expect(page).toHaveURL(/type=products/);
  await expect(page.getByRole("link", { name: /^Products \(/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(opened.scriptsFetchedLater()).toEqual([]);
  expect(await opened.isFirstDocument()).toBe(true);
});

test("pricing: a plan's Start Free Trial opens its dialog on the first click", async ({ page }) => {
  const opened = await openPage(page, "/pricing");
  await page.getByRole("link", { name: "Start Free Trial: Featured plan" }).click();
  await expect(page.getByRole("dialog", { name: "Start Free Trial: Featured plan" })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await opened.isFirstDocument()).toBe(true);
});

test("login: Log in submitted at once answers in the page, with no download", async ({ page }) => {
  const opened = await openPage(page, "/login");
  await page.getByLabel("Email").fill(uniqueEmail("first-click"));
  await page.getByLabel("Password").fill("Not-the-password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  expect(opened.scriptsFetchedLater()).toEqual([]);
  expect(await opened.isFirstDocument()).toBe(true);
});

test("home: a category clicked at once filters the grid in the same page, with no download", async ({
  page,
}) => {
  const opened = await openPage(page, "/");
  await page.getByRole("button", { name: "Orthodontics", exact: true }).click();
  await expect(page).toHaveURL(/category=Orthodontics/);
  const grid = page.getByRole("list", { name: "Companies" });
  await expect(grid.getByRole("link", { name: "AlignWorks Orthodontics" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "EndoPath Systems" })).toHaveCount(0);
  expect(opened.scriptsFetchedLater()).toEqual([]);
  expect(await opened.isFirstDocument()).toBe(true);
});
