import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { supplierRegistrations } from "~/db/schema";
import { uniqueEmail } from "../helpers/factories";
import { expect, test } from "./fixtures";
import { holdRequests } from "./hold-requests";
import { withValueRefused } from "./storage-failure";

/** Opens the pricing page and follows a plan's Start Free Trial link. */
async function startFreeTrial(page: Page, plan: "Basic" | "Featured") {
  await page.goto("/pricing");
  await page.getByRole("link", { name: `Start Free Trial: ${plan} plan` }).click();
}

const registrationsOf = (db: Database, email: string) =>
  db.select().from(supplierRegistrations).where(eq(supplierRegistrations.email, email));

test("the pricing page states both plans, compares them in a table and answers FAQs", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 3, name: "Basic" })).toBeVisible();
  await expect(page.getByText("$49", { exact: true })).toBeVisible();
  await expect(page.getByText("$99", { exact: true })).toBeVisible();
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(page.getByText("First month free").first()).toBeVisible();
  await expect(page.getByText("No credit card required for the trial").first()).toBeVisible();
  await expect(
    page.getByText(/Plans are paid by invoice, monthly or yearly/).first(),
  ).toBeVisible();

  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Feature", exact: true })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Featured/ })).toBeVisible();
  await expect(
    table.getByRole("rowheader", { name: "Shown first in Top Free Samples" }),
  ).toBeVisible();

  const question = page.getByText("What payment methods do you accept?");
  const answer = page.getByText(/^Plans are paid by invoice/).last();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
});

test("registering for a plan in the modal stores the registration with the plan", async ({
  page,
  db,
}) => {
  await startFreeTrial(page, "Featured");
  const dialog = page.getByRole("dialog", { name: "Start Free Trial: Featured plan" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Featured/ })).toBeChecked();

  // Every required field's message, and focus on the first invalid field.
  await dialog.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(dialog.getByText("Company name is required")).toBeVisible();
  await expect(dialog.getByText("Contact name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Phone is required")).toBeVisible();
  await expect(dialog.getByLabel(/Company name/)).toBeFocused();

  const email = uniqueEmail();
  await dialog.getByLabel(/Company name/).fill("E2E Dental Supply");
  await dialog.getByLabel(/Contact name/).fill("Pat Tester");
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Phone/).fill("555-010-4444");
  await dialog.getByLabel(/^Website/).fill("not a website");
  await dialog.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(
    dialog.getByText("Please enter a valid URL (starting with http:// or https://)"),
  ).toBeVisible();

  await dialog.getByLabel(/^Website/).fill("https://e2e-dental.example");
  // Hold the submission until the busy state has been seen.
  const release = await holdRequests(page, "**/pricing/register*");
  await dialog.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expect(
    dialog.getByText(
      /contacts you within 24 hours. Once it is approved, we e-mail you an invitation/,
    ),
  ).toBeVisible();

  expect(await registrationsOf(db, email)).toMatchObject([
    {
      planType: "featured",
      companyName: "E2E Dental Supply",
      website: "https://e2e-dental.example",
      status: "pending",
    },
  ]);

  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // Opening again starts a fresh form with the other plan pre-filled.
  await page.getByRole("link", { name: "Start Free Trial: Basic plan" }).click();
  const basic = page.getByRole("dialog", { name: "Start Free Trial: Basic plan" });
  await expect(basic.getByRole("radio", { name: /Basic/ })).toBeChecked();
  await expect(basic.getByLabel(/Company name/)).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Start Free Trial opens a plain registration page that stores the registration", async ({
    page,
    db,
  }) => {
    await startFreeTrial(page, "Basic");
    await expect(page).toHaveURL(/\/pricing\/register\?plan=basic$/);
    await expect(page.getByRole("radio", { name: /Basic/ })).toBeChecked();

    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page.getByText("Company name is required")).toBeVisible();
    await expect(page.getByText("Phone is required")).toBeVisible();

    const email = uniqueEmail();
    await page.getByLabel(/Company name/).fill("No Script Dental");
    await page.getByLabel(/Contact name/).fill("Noa Script");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone/).fill("+1 555 010 5555");
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(
      page.getByText(
        /contacts you within 24 hours. Once it is approved, we e-mail you an invitation/,
      ),
    ).toBeVisible();

    expect(await registrationsOf(db, email)).toMatchObject([
      { planType: "basic", status: "pending" },
    ]);
  });
});

test("a storage failure shows the spec's alert in the modal and keeps what was typed", async ({
  page,
  db,
}) => {
  const refused = { table: "supplier_registrations", column: "company_name" };
  await withValueRefused(db, refused, async (name) => {
    await startFreeTrial(page, "Basic");
    const dialog = page.getByRole("dialog", { name: "Start Free Trial: Basic plan" });
    await dialog.getByLabel(/Company name/).fill(name);
    await dialog.getByLabel(/Contact name/).fill("Fay Lure");
    await dialog.getByLabel(/^Email/).fill(uniqueEmail());
    await dialog.getByLabel(/^Phone/).fill("555-010-6666");
    await dialog.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Error submitting form. Please try again or contact us directly.",
    );
    await expect(dialog.getByLabel(/Company name/)).toHaveValue(name);
    await expect(dialog.getByRole("button", { name: "Start Free Trial" })).toBeEnabled();
  });
});
