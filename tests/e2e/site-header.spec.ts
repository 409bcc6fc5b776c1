/**
 * The header on a phone (390×844) and on a desktop: its height, the Menu and Search disclosures
 * by keyboard, the header search box, the menu without JavaScript, and where focus goes after
 * following a header link.
 */
import type { Locator, Page } from "@playwright/test";
import { addCompanyMember, createCompany } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

const PHONE = { width: 390, height: 844 };

const header = (page: Page) => page.getByRole("banner");
const menuButton = (page: Page) => header(page).getByRole("button", { name: "Menu" });
/** Menu is a button where the page runs scripts, a link where it ships none (/blog: decision 082). */
const menuToggle = (page: Page) =>
  header(page)
    .getByRole("button", { name: "Menu" })
    .or(header(page).getByRole("link", { name: "Menu" }));

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the sticky header is one row of at most 64 px, on every kind of page", async ({ page }) => {
    for (const path of ["/", "/pricing", "/blog", "/search?q=composite"]) {
      await page.goto(path);
      await expect(menuToggle(page)).toBeVisible();
      const box = await header(page).boundingBox();
      expect(box?.height, path).toBeLessThanOrEqual(64);
      // The navigation is behind the Menu button, not wrapped into rows.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    }
  });

  test("the Menu button opens and closes by keyboard and gives focus back", async ({ page }) => {
    await page.goto("/pricing");
    const button = menuButton(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const panelId = await button.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();

    // Enter opens it: the navigation and the user's links are in it.
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await expect(page.locator(`#${panelId}`)).toBeVisible();
    for (const name of ["Blog", "Subscribe", "Top Free", "Log in"]) {
      await expect(page.locator(`#${panelId}`).getByRole("link", { name })).toBeVisible();
    }
    await expect(page.locator(`#${panelId}`).getByText("For Suppliers")).toBeVisible();
    // The panel is below the header's row, inside the screen, not over the button.
    const panel = await page.locator(`#${panelId}`).boundingBox();
    const row = await button.boundingBox();
    expect(panel && row && panel.y >= row.y + row.height).toBe(true);
    expect(panel && panel.x >= 0 && panel.x + panel.width <= PHONE.width).toBe(true);

    // Space closes it again, and focus stays on the button.
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    // Escape from inside the menu closes it and returns focus to the button.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Blog" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("following a link in the menu closes it and focuses the new page's heading", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await menuButton(page).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("the Search button expands the search box and Escape collapses it", async ({ page }) => {
    await page.goto("/pricing");
    // The disclosure (the search box's own submit button is also called Search).
    const toggle = (expanded: boolean) =>
      header(page).getByRole("button", { name: "Search", expanded });
    const field = header(page).getByLabel("Search companies and products");
    await expect(field).toHaveCount(1);
    await expect(toggle(false)).toHaveAttribute("aria-controls", /.+/);
    await expect(field).toBeHidden();
    await toggle(false).click();
    await expect(toggle(true)).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill("lumina");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=lumina$/);

    await page.goto("/pricing");
    await toggle(false).focus();
    await page.keyboard.press("Enter");
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toBeHidden();
    await expect(toggle(false)).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Menu still leads to the navigation and Search to the search page", async ({ page }) => {
      await page.goto("/pricing");
      await header(page).getByRole("link", { name: "Menu" }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      await nav.getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await header(page).getByRole("link", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/search$/);
    });
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("signed in with a workspace and the console, the header is one row and its search box keeps a usable width", async ({
    page,
    db,
  }) => {
    const user = await signInAs(page, db, "admin");
    await addCompanyMember(db, (await createCompany(db)).id, user.id);
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/pricing");
      await expect(header(page).getByRole("link", { name: "Workspace" })).toBeVisible();
      const searchBox = await box(header(page).getByRole("combobox"));
      // It shrank to 97 px beside a long name: the placeholder and a query must fit.
      expect(searchBox.width, `${width} px`).toBeGreaterThanOrEqual(200);
      // One row: no link wraps onto a second line, nothing runs off the side.
      expect((await box(header(page))).height, `${width} px`).toBeLessThanOrEqual(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // The name is still read out ("Signed in as …").
      await expect(page.getByTestId("signed-in-user")).toContainText(user.displayName);
    }
  });

  test("a search box sits in the header of every page except home", async ({ page }) => {
    const search = header(page).getByRole("search");
    await page.goto("/");
    await expect(search).toHaveCount(0);
    // Home has its own search box: one on the page.
    await expect(page.getByRole("search")).toHaveCount(1);
    for (const path of ["/pricing", "/blog", "/company/lumina-dental", "/claim-request"]) {
      await page.goto(path);
      await expect(search, path).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(menuToggle(page)).toBeHidden();
    }
    await search.getByLabel("Search companies and products").fill("bondline");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=bondline$/);
  });

  test("the Subscribe link moves focus to the subscribe e-mail field", async ({ page }) => {
    for (const start of ["/pricing", "/"]) {
      await page.goto(start);
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Subscribe" })
        .click();
      await expect(page).toHaveURL(/\/#subscribe$/);
      const field = page.locator("#subscribe").getByLabel("Email address");
      await expect(field, `from ${start}`).toBeFocused();
      await expect(field).toBeInViewport();
    }
  });

  test("choosing a For Suppliers item closes the menu and focuses the page's heading", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("For Suppliers").click();
    await nav.getByRole("link", { name: "View Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole("link", { name: "View Pricing" })).toBeHidden();
    await expect(
      page.getByRole("heading", { level: 1, name: "Simple pricing for dental suppliers" }),
    ).toBeFocused();

    // By keyboard too.
    await nav.getByText("For Suppliers").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Claim Company Page" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/claim-request$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Claim your company page" }),
    ).toBeFocused();
  });
});
