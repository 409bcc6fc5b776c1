import { CROSS_SITE_MESSAGE } from "../../server/request-guards";
import { expect, test } from "./fixtures";

test("the home page lists the demo catalogue", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/SampleTray/);
  const grid = page.locator("#top-free");
  await expect(grid.getByRole("heading", { name: "Top Free Samples" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "Lumina Dental Materials" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "Crestline Dental Supply" })).toBeVisible();
});

test("the For Suppliers dropdown works by keyboard and its links lead to the pages", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const pricing = nav.getByRole("link", { name: "View Pricing" });
  await expect(pricing).toBeHidden();

  // Tab from the Blog link to the dropdown's button and open it with the keyboard.
  await nav.getByRole("link", { name: "Blog" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator("summary:focus")).toHaveText(/For Suppliers/);
  await page.keyboard.press("Enter");
  await expect(pricing).toBeVisible();
  await expect(nav.getByRole("link", { name: "How It Works" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Claim Company Page" })).toBeVisible();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(pricing).toBeHidden();
  await expect(page.locator("summary:focus")).toHaveText(/For Suppliers/);

  // Open again, move to the second link and follow it.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(pricing).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(pricing).toBeHidden();
});

test("an unknown page answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a cross-site form post is refused before it reaches the app", async ({ request }) => {
  const crossSite = await request.post("/", {
    form: { email: "someone@example.com" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
  // A page that says why (issue 23 point 1), not a bare line or a 500.
  expect(await crossSite.text()).toContain(CROSS_SITE_MESSAGE);
});
