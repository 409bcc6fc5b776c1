/**
 * Pricing details a new visitor meets: the registration modal's title follows the plan they
 * tick, focus after registering, the FAQ's open/closed sign, and the comparison table on a phone.
 */
import { uniqueEmail } from "../helpers/factories";
import { expect, test } from "./fixtures";

test("the modal's title follows the plan ticked, and focus lands on the thank-you", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Start Free Trial: Basic plan" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Start Free Trial: Basic plan");
  await dialog.getByRole("radio", { name: /Featured/ }).check();
  await expect(dialog).toHaveAccessibleName("Start Free Trial: Featured plan");
  await expect(
    dialog.getByRole("heading", { name: "Start Free Trial: Featured plan" }),
  ).toBeVisible();
  await dialog.getByRole("radio", { name: /Basic/ }).check();
  await expect(dialog).toHaveAccessibleName("Start Free Trial: Basic plan");
  await dialog.getByRole("radio", { name: /Featured/ }).check();

  await dialog.getByLabel(/Company name/).fill("Focus Dental Supply");
  await dialog.getByLabel(/Contact name/).fill("Fran Focus");
  await dialog.getByLabel(/^Email/).fill(uniqueEmail("focus"));
  await dialog.getByLabel(/^Phone/).fill("555-010-7777");
  await dialog.getByRole("button", { name: "Start Free Trial" }).click();
  const thanks = dialog.getByRole("heading", { name: "Thank you for registering!" });
  await expect(thanks).toBeVisible();
  await expect(dialog.getByText(/We received your Featured plan registration/)).toBeVisible();
  // Focus moves to the message instead of falling to the page's body.
  await expect(thanks).toBeFocused();
  await expect(dialog).toHaveAccessibleName("Start Free Trial: Featured plan");
});

test("each FAQ question shows a sign that changes when it opens", async ({ page }) => {
  await page.goto("/pricing");
  const question = page.locator("summary", { hasText: "Can I change plans later?" });
  const indicator = question.getByTestId("faq-indicator");
  await expect(indicator).toBeVisible();
  const box = await indicator.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(16);
  // A plus: its vertical bar shows while closed and goes when open (a minus).
  const bar = indicator.locator("path").nth(1);
  await expect(bar).toHaveCSS("display", "inline");
  await question.click();
  await expect(page.getByText(/^You can move between Basic and Featured/)).toBeVisible();
  await expect(bar).toHaveCSS("display", "none");
  await question.click();
  await expect(bar).toHaveCSS("display", "inline");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the comparison table keeps the feature column readable", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table");
    await table.scrollIntoViewIfNeeded();
    const feature = table.getByRole("rowheader", {
      name: "Related Company Pages on blog articles",
    });
    const featureBox = await feature.boundingBox();
    expect(featureBox?.width).toBeGreaterThanOrEqual(140);
    // Both plan columns are on the screen, not cut off.
    for (const name of [/Basic/, /Featured/]) {
      const header = table.getByRole("columnheader", { name });
      const box = await header.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      // Its name and price fit in it (nothing spills into the next column).
      const [content, width] = await header.evaluate((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        return [range.getBoundingClientRect().width, th.getBoundingClientRect().width];
      });
      expect(content).toBeLessThanOrEqual(width);
    }
    const cell = table.getByRole("cell", { name: "Unlimited" });
    const cellBox = await cell.boundingBox();
    expect(cellBox && cellBox.x + cellBox.width).toBeLessThanOrEqual(390);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
