/**
 * Plans in a browser (issue 26): a Basic owner adds products up to 10 and the 11th is refused with
 * the plan's message and an Upgrade link to the Billing tab; an admin moves a company to Featured
 * in the console and it joins Top Free Samples and the sponsors, without a switch.
 */

import type { Request } from "@playwright/test";
import { PRODUCT_LIMIT_MESSAGE } from "~/lib/billing";
import { now } from "~/lib/clock";
import { getBillingState } from "~/models/billing/billing-state.server";
import { addCompanyMember } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { companyOnPlan, countPlaced, placeOnHome } from "./billing-helpers";
import { expect, test } from "./fixtures";
import { holdRequests } from "./hold-requests";
import { shoot } from "./shots";

test.describe.configure({ timeout: 90_000 });

test("a Basic owner adds the 10th product; the 11th is refused with the plan's message", async ({
  page,
  db,
}) => {
  const owner = await signInAs(page, db, "user");
  const company = await companyOnPlan(db, "basic", { products: 9, ownerId: owner.id });
  const add = async (name: string) => {
    await page.goto(`/supplier/${company.id}/listing/products/new`);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Category").selectOption("Adhesives");
    await page.getByRole("button", { name: "Add product" }).click();
  };
  await add("Tenth Bond");
  await expect(page.getByRole("status")).toHaveText(
    "Product saved. Your public page shows it now.",
  );
  await expect(page.getByRole("listitem", { name: "Tenth Bond" })).toBeVisible();

  await add("Eleventh Bond");
  const alert = page.getByRole("alert").filter({ hasText: PRODUCT_LIMIT_MESSAGE });
  await expect(alert).toBeVisible();
  await shoot(page, "product-limit-refusal");
  // What was typed stays.
  await expect(page.getByLabel("Name")).toHaveValue("Eleventh Bond");
  await alert.getByRole("link", { name: "Upgrade" }).click();
  // Upgrade leads to a way to upgrade (issue 34): without Stripe, the operators' address and
  // what happens next, and no payment method the installation cannot take.
  await expect(page).toHaveURL(`/supplier/${company.id}/billing#upgrade`);
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByText("Basic · $49/month (monthly)")).toBeVisible();
  const upgrade = page.getByRole("region", { name: "Upgrade to Featured" });
  await expect(upgrade).toBeInViewport();
  await expect(upgrade.getByRole("link", { name: /@/ })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:.*subject=Upgrade%20${encodeURIComponent(company.name)}%20to%20Featured$`),
  );
  await expect(upgrade.getByText(/What happens next/)).toBeVisible();
  await expect(page.getByText(/\bACH\b|credit cards/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Contact us to pay by invoice" })).toBeVisible();
  await shoot(page, "billing-tab-owner");

  // A member reads the tab; paying is the owners' job.
  const member = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, member.id, "member");
  await page.goto(`/supplier/${company.id}/billing`);
  await expect(page.getByText("Only the company's owners can change billing.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us to pay by invoice" })).toHaveCount(0);
  await expect(page.getByText("Ask one of your company's owners to upgrade.")).toBeVisible();
  await shoot(page, "billing-tab-member");
});

test("an admin moves a company to Featured and it appears in Top Free Samples and the sponsors", async ({
  page,
  db,
}) => {
  const company = await companyOnPlan(db, "basic");
  await signInAs(page, db, "admin");
  // Basic: not among the companies placed first (or not on the first page at all).
  const before = await placeOnHome(page, company.name);
  expect(before === -1 || before >= (await countPlaced(db, now()))).toBe(true);
  const sponsors = page.getByRole("region", { name: "Our Sponsors" });
  await expect(sponsors.getByRole("link", { name: company.name })).toHaveCount(0);

  await page.goto(`/admin/companies/${company.id}`);
  await page.getByRole("link", { name: "Billing", exact: true }).last().click();
  await expect(page.getByRole("heading", { name: `Billing of ${company.name}` })).toBeVisible();
  await page.getByLabel("Plan").selectOption("featured");
  await page.getByLabel("Status").selectOption("active");
  await page.getByLabel("Paid until").fill("2099-12-31");
  await page.getByRole("button", { name: "Save billing" }).click();
  await expect(page.getByRole("status")).toHaveText("Billing saved.");
  await expect(page.getByText("Featured · $99/month (monthly)")).toBeVisible();
  await shoot(page, "admin-company-billing");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Billing" })
    .click();
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: company.name })).toBeVisible();
  await shoot(page, "admin-billing");

  // Placed first: among the companies Top Free Samples shows before the others.
  const placed = await countPlaced(db, now());
  const place = await placeOnHome(page, company.name);
  expect(place).toBeGreaterThanOrEqual(0);
  expect(place).toBeLessThan(placed);
  await expect(
    page.getByRole("region", { name: "Our Sponsors" }).getByRole("link", { name: company.name }),
  ).toBeVisible();
});

test("a save refused by the form's own checks no longer shows the last save's success beside the errors", async ({
  page,
  db,
}) => {
  const company = await companyOnPlan(db, "basic");
  await signInAs(page, db, "admin");
  await page.goto(`/admin/companies/${company.id}/billing`);
  const saved = page.getByRole("status").filter({ hasText: "Billing saved." });
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Save billing" }).click();
  await expect(saved).toBeVisible();

  await page.getByLabel("Paid until").fill("31/12/2099");
  await page.getByRole("button", { name: "Save billing" }).click();
  await expect(page.getByText("Paid until must be a date like 2026-12-31, or empty")).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(page.getByLabel("Paid until")).toHaveValue("31/12/2099");

  await page.getByLabel("Paid until").fill("2099-12-31");
  await page.getByRole("button", { name: "Save billing" }).click();
  await expect(saved).toBeVisible();
  await expect(page.getByText("Paid until must be a date")).toHaveCount(0);
});

test("'Billing saved.' shows once the page has its new values, and what is typed then is kept", async ({
  page,
  db,
}) => {
  const company = await companyOnPlan(db, "basic");
  await signInAs(page, db, "admin");
  const path = `/admin/companies/${company.id}/billing`;
  await page.goto(path);
  // The page's data loaded again after the save (React Router's GET of the route's data) is held.
  const isReload = (request: Request) =>
    request.url().includes(`${path}.data`) && request.method() === "GET";
  const release = await holdRequests(page, `**${path}.data*`, "GET");
  const reloadAsked = page.waitForRequest(isReload);
  const reloaded = page.waitForResponse((response) => isReload(response.request()));
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Save billing" }).click();
  await reloadAsked;
  // The save's answer is in; one frame later the page still says nothing about it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(page.getByText("Billing saved.")).toHaveCount(0);

  release();
  await reloaded;
  await expect(page.getByRole("status")).toHaveText("Billing saved.");
  await shoot(page, "admin-billing-saved");
  await page.getByLabel("Paid until").fill("2099-12-31");
  await page.getByRole("button", { name: "Save billing" }).click();
  await expect(page.getByRole("status")).toHaveText("Billing saved.");
  await expect(page.getByLabel("Paid until")).toHaveValue("2099-12-31");
  await expect
    .poll(async () =>
      (await getBillingState(db, company.id))?.paidUntil?.toISOString().slice(0, 10),
    )
    .toBe("2099-12-31");
});

test("a Basic owner at 10 products is told on the listing before filling in an 11th", async ({
  page,
  db,
}) => {
  const owner = await signInAs(page, db, "user");
  const roomy = await companyOnPlan(db, "basic", { products: 9, ownerId: owner.id });
  await page.goto(`/supplier/${roomy.id}/listing`);
  await expect(page.getByRole("link", { name: "Add product" })).toBeVisible();
  await expect(page.getByTestId("product-limit-note")).toHaveCount(0);

  const full = await companyOnPlan(db, "basic", { products: 10, ownerId: owner.id });
  await page.goto(`/supplier/${full.id}/listing`);
  const note = page.getByTestId("product-limit-note");
  await expect(note).toHaveText(
    "Your plan lists up to 10 products and 10 are available: a new product can only be added hidden, until you hide one or upgrade. Upgrade",
  );
  await note.getByRole("link", { name: "Upgrade" }).click();
  await expect(page).toHaveURL(`/supplier/${full.id}/billing#upgrade`);
});
