/**
 * Content whose code loads on the page's first interaction (docs/decisions/087): a click that
 * arrives before the code is in is held and answered once it is, not followed as a plain link.
 * The content's file is held back here, so that the click surely comes first.
 */
import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { analyticsEvents } from "~/db/schema";
import { createCompany } from "../helpers/factories";
import { expect, test } from "./fixtures";

/** Delays the files whose name starts with `name` until `release` is called. */
async function holdBack(page: Page, name: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isRequested = false;
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    isRequested = true;
    await released;
    await route.continue();
  });
  return { release, isRequested: () => isRequested };
}

test("Request Samples clicked before the company page's code is in opens the modal", async ({
  page,
}) => {
  const file = await holdBack(page, "company-page");
  await page.goto("/company/endopath");
  await page.getByRole("link", { name: "Request Samples" }).click();
  await expect.poll(file.isRequested).toBe(true);
  // Still this page: the click was not followed as a plain link.
  await expect(page).toHaveURL(/\/company\/endopath/);
  file.release();
  await expect(page.getByRole("dialog", { name: "Request Free Samples" })).toBeVisible();
  await expect(page).toHaveURL(/\/company\/endopath/);
});

test("a product ticked before the company page's code is in is selected, counted and requested", async ({
  page,
  db,
}) => {
  const file = await holdBack(page, "company-page");
  await page.goto("/company/endopath");
  const box = page.getByRole("checkbox").first();
  await box.check();
  const name = await box.evaluate(
    (input) => input.closest("label")?.querySelector(".font-semibold")?.textContent,
  );
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  await expect.poll(file.isRequested).toBe(true);
  file.release();
  await expect(page.getByText("1 selected")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await expect(dialog.getByRole("listitem").filter({ hasText: name ?? "" })).toHaveCount(1);
  const id = await box.getAttribute("value");
  const stored = () =>
    db
      .select({ name: analyticsEvents.name })
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.name, "select_content"), eq(analyticsEvents.contentId, id ?? "")),
      );
  await expect.poll(async () => (await stored()).length).toBeGreaterThan(0);
});

test("'Make Request to All' clicked before home's code is in opens the modal", async ({ page }) => {
  const file = await holdBack(page, "home-directory");
  await page.goto("/");
  await page.getByRole("link", { name: "Make Request to All" }).click();
  await expect.poll(file.isRequested).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  file.release();
  await expect(page.getByRole("dialog", { name: "Request Free Samples" })).toBeVisible();
});

test("a search tab clicked before the results' code is in changes the tab without a page load", async ({
  page,
}) => {
  const file = await holdBack(page, "search-content");
  await page.goto("/search?q=bond");
  // Marks this document: a plain link would load a new one.
  await page.evaluate(() => {
    (window as { isSamePage?: boolean }).isSamePage = true;
  });
  await page.getByRole("link", { name: /^Products \(/ }).click();
  await expect.poll(file.isRequested).toBe(true);
  await expect(page).not.toHaveURL(/type=products/);
  file.release();
  await expect(page).toHaveURL(/type=products/);
  await expect(page.getByRole("link", { name: /^Products \(/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(await page.evaluate(() => (window as { isSamePage?: boolean }).isSamePage)).toBe(true);
});

test("a plan's Start Free Trial clicked before the pricing page's code is in opens its modal", async ({
  page,
}) => {
  const file = await holdBack(page, "pricing-page");
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Start Free Trial: Featured plan" }).click();
  await expect.poll(file.isRequested).toBe(true);
  await expect(page).toHaveURL(/\/pricing$/);
  file.release();
  await expect(page.getByRole("dialog", { name: "Start Free Trial: Featured plan" })).toBeVisible();
});

test("Visit Website clicked before the company page's code is in opens at once and is counted once", async ({
  page,
  db,
}) => {
  const company = await createCompany(db, { website: "https://supplier.example/" });
  await page
    .context()
    .route("https://supplier.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Supplier</title>" }),
    );
  const file = await holdBack(page, "company-page");
  await page.goto(`/company/${company.id}`);
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Visit Website/ }).click();
  // The tab opens without waiting for the page's code.
  await popup;
  const clicks = async () =>
    (
      await db
        .select({ name: analyticsEvents.name })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.name, "click"), eq(analyticsEvents.companyId, company.id)))
    ).length;
  expect(await clicks()).toBe(0);
  file.release();
  await expect.poll(clicks).toBe(1);
  // Not opened a second time.
  expect(page.context().pages()).toHaveLength(2);
});
