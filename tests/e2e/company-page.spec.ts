/**
 * The company page as a new visitor meets it (issue 12): on a 390×844 phone the name, buttons and
 * response time do not overlap, the selection bar is opaque and slim, the claim banner is not a
 * landmark; `?product=<id>` arrives ticked and in view; a missing company says so once; the
 * request form keeps a draft, shows 'Request sent!' clear of the modal header and links the
 * terms; 'Make Request to All' under a category filter goes to that category's companies.
 */

import type { Locator, Page } from "@playwright/test";
import { asc } from "drizzle-orm";
import { companies } from "~/db/schema";
import { demoCompanies } from "~/db/seed/companies";
import { requestAllCompanies } from "~/models/catalogue/company.server";
import { uniqueEmail } from "../helpers/factories";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, sampleRequestsFrom, submitSampleRequest } from "./form-helpers";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** How many lines of text an element's content box holds. */
function lineCount(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const content =
      el.getBoundingClientRect().height -
      Number.parseFloat(style.paddingTop) -
      Number.parseFloat(style.paddingBottom) -
      Number.parseFloat(style.borderTopWidth) -
      Number.parseFloat(style.borderBottomWidth);
    return Math.round(content / Number.parseFloat(style.lineHeight));
  });
}

/** The sticky bar holding the "N selected" count and 'Request Selected Samples'. */
function selectionBar(page: Page) {
  return page.getByText(/^\d+ selected$/).locator("..");
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("name, buttons and response time never overlap, and the response time keeps to two lines", async ({
    page,
  }) => {
    for (const company of demoCompanies) {
      await page.goto(`/company/${company.id}`);
      const header = page.locator("article > header");
      const parts = {
        name: header.getByRole("heading", { level: 1, name: company.name }),
        request: header.getByRole("link", { name: "Request Samples" }),
        website: header.getByRole("link", { name: /Visit Website/ }),
        responseTime: header.getByText(/^Response time: /),
      };
      const boxes = Object.fromEntries(
        await Promise.all(Object.entries(parts).map(async ([k, l]) => [k, await box(l)] as const)),
      ) as Record<keyof typeof parts, Box>;
      const names = Object.keys(boxes) as (keyof typeof parts)[];
      for (const [i, a] of names.entries()) {
        for (const b of names.slice(i + 1)) {
          expect(overlaps(boxes[a], boxes[b]), `${company.id}: ${a} overlaps ${b}`).toBe(false);
        }
        expect(
          boxes[a].x + boxes[a].width,
          `${company.id}: ${a} inside the screen`,
        ).toBeLessThanOrEqual(390);
      }
      expect(await lineCount(parts.responseTime), company.id).toBeLessThanOrEqual(2);
      // Each button's label on one line.
      expect(await lineCount(parts.request), company.id).toBe(1);
      expect(await lineCount(parts.website), company.id).toBe(1);
    }
  });

  test("the selection bar is opaque and slim, and the claim banner is not a landmark", async ({
    page,
  }) => {
    await page.goto("/company/guardent");
    // The first card: the rest of the list is still below, so the bar is stuck to the bottom.
    await page.getByRole("checkbox").first().check();
    const bar = selectionBar(page);
    await expect(bar).toContainText("1 selected");
    const background = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    // rgb(…) is opaque; rgba(…, a) or a color(… / a) with a < 1 lets the cards show through.
    expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
    // One slim row: the bar takes under 8% of the screen.
    expect(barBox.height).toBeLessThan(0.08 * 844);

    await expect(page.getByText("This page is not yet claimed")).toBeVisible();
    await expect(page.locator("article").getByRole("complementary")).toHaveCount(0);
  });

  test("?product=<id> ticks that product and brings it into view above the bar", async ({
    page,
  }) => {
    await page.goto("/company/endopath?product=endopath-sidevent-needles");
    const checkbox = page.getByLabel(/EndoPath SideVent 30 G Irrigation Needles/);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeFocused();
    await expect(selectionBar(page)).toContainText("1 selected");
    const card = page.locator("li").filter({ has: checkbox });
    await expect(card).toBeInViewport({ ratio: 1 });
    // Where the card comes to rest: its bottom edge above the bar's top edge.
    await expect
      .poll(async () => {
        const [cardBox, barBox] = [await box(card), await box(selectionBar(page))];
        return barBox.y - (cardBox.y + cardBox.height);
      })
      .toBeGreaterThanOrEqual(0);
    // Someone else's product or a made-up id ticks nothing.
    await page.goto("/company/endopath?product=lumina-flow-a2");
    await expect(selectionBar(page)).toContainText("0 selected");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("after sending, 'Request sent!' is in view below the modal header and focused", async ({
    page,
  }) => {
    // To every company: the confirmation lists them all, so the modal stays scrolled after the
    // form is replaced, and the heading used to be focused just under the sticky modal header
    // (at this size; on a phone the taller form leaves the modal at its top).
    await page.goto("/");
    await page.getByRole("link", { name: "Make Request to All" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
    await fillSampleRequestForm(dialog, uniqueEmail());
    await submitSampleRequest(dialog);
    const heading = dialog.getByRole("heading", { name: "Request sent!" });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ ratio: 1 });
    const modalHeader = dialog.getByRole("heading", { name: "Request Free Samples" }).locator("..");
    const [headingBox, headerBox] = [await box(heading), await box(modalHeader)];
    expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?product=<id> renders that product's box ticked", async ({ page }) => {
    await page.goto("/company/endopath?product=endopath-bioputty");
    await expect(page.getByLabel(/EndoPath BioPutty Repair Material/)).toBeChecked();
    await expect(page.getByLabel(/EndoPath BioSeal Bioceramic Sealer/)).not.toBeChecked();
  });
});

test("a missing company says 'Company not found' once, as a 404", async ({ page }) => {
  const response = await page.goto("/company/no-such-company");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Company not found" })).toBeVisible();
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text.match(/Company not found/g)).toHaveLength(1);
});

test("closing the request modal keeps what was typed until the request is sent", async ({
  page,
}) => {
  await page.goto("/company/bondline");
  const open = page.getByRole("link", { name: "Request Samples" });
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await open.click();
  await dialog.getByLabel("First Name").fill("Marisol");
  await dialog.getByLabel("Practice Type").selectOption("Orthodontics");
  await dialog.getByLabel("I agree to the terms and conditions").check();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await open.click();
  await expect(dialog.getByLabel("First Name")).toHaveValue("Marisol");
  await expect(dialog.getByLabel("Practice Type")).toHaveValue("Orthodontics");
  await expect(dialog.getByLabel("I agree to the terms and conditions")).toBeChecked();
  await dialog.getByLabel("City").fill("Boise");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The draft is in the page's memory only: not in the address or the browser's storage.
  expect(page.url()).not.toContain("Marisol");
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }]),
  );
  expect(stored).not.toContain("Marisol");

  // A selection request from the same page starts from the same draft.
  await page.getByLabel(/BondLine Ceramic Primer/).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  await expect(dialog.getByLabel("First Name")).toHaveValue("Marisol");
  await expect(dialog.getByLabel("City")).toHaveValue("Boise");
  await fillSampleRequestForm(dialog, uniqueEmail(), { "First Name": "Marisol" });
  await submitSampleRequest(dialog);
  await page.keyboard.press("Escape");

  // Sent: the next form starts empty.
  await open.click();
  await expect(dialog.getByLabel("First Name")).toHaveValue("");
  await expect(dialog.getByLabel("City")).toHaveValue("");
});

test("the terms box links to the terms page, which the footer links too", async ({ page }) => {
  await page.goto("/company/lumina-dental");
  await page.getByRole("link", { name: "Request Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  const link = dialog.getByRole("link", { name: /terms and conditions/ });
  await expect(link).toHaveAttribute("href", "/terms");
  const [terms] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await expect(terms.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await terms.close();
  // The form is still there, untouched by following the link.
  await expect(dialog.getByLabel("I agree to the terms and conditions")).not.toBeChecked();

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  for (const section of ["Who we are", "Acceptable use", "Your information"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeVisible();
});

test("'Make Request to All' under a category filter names that category's companies and goes to them only", async ({
  page,
  db,
}) => {
  // The companies with a sample to send (issue 23 point 7), in the category and in all.
  const inCategory = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(requestAllCompanies("Whitening"))
    .orderBy(asc(companies.name));
  const all = await db.select({ id: companies.id }).from(companies).where(requestAllCompanies());
  expect(inCategory.length).toBeGreaterThan(0);
  expect(inCategory.length).toBeLessThan(all.length);

  await page.goto("/");
  await page.getByRole("button", { name: "Whitening", exact: true }).click();
  await expect(page).toHaveURL(/category=Whitening/);
  await page.getByRole("link", { name: "Make Request to All" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await expect(dialog.getByText(`all ${inCategory.length} Whitening companies`)).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Companies" }).getByRole("listitem")).toHaveText(
    inCategory.map((c) => c.name),
  );
  const email = uniqueEmail();
  await fillSampleRequestForm(dialog, email);
  await submitSampleRequest(dialog);
  const rows = await sampleRequestsFrom(db, email);
  expect(rows.map((r) => r.companyId).sort()).toEqual(inCategory.map((c) => c.id).sort());
  await page.keyboard.press("Escape");

  // Without a filter it is every company with a sample to send.
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(page).not.toHaveURL(/category=/);
  // Other tests add companies meanwhile: the form names at least every one there was.
  await page.getByRole("link", { name: "Make Request to All" }).click();
  const named = dialog.getByText(/^.*all \d+ companies/);
  await expect(named).toBeVisible();
  const count = Number((await named.textContent())?.match(/all (\d+) companies/)?.[1]);
  expect(count).toBeGreaterThanOrEqual(all.length);
  await expect(dialog.getByRole("list", { name: "Companies" })).toHaveCount(0);
});
