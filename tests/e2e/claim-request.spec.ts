import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { claimRequests } from "~/db/schema";
import { uniqueEmail } from "../helpers/factories";
import { expect, test } from "./fixtures";
import { expectTextsVisible } from "./form-helpers";
import { withValueRefused } from "./storage-failure";

async function fillClaim(page: Page, email: string) {
  await page.getByLabel(/Contact name/).fill("Casey Claimer");
  await page.getByLabel(/Job title/).fill("Product Manager");
  await page.getByLabel(/^Email/).fill(email);
}

/** Fills in the rest of the claim, submits it and sees it accepted; returns the e-mail used. */
async function submitClaim(page: Page, website?: string) {
  const email = uniqueEmail();
  await fillClaim(page, email);
  if (website) await page.getByLabel(/Company website/).fill(website);
  await page.getByRole("button", { name: "Submit Claim Request" }).click();
  await expect(page.getByRole("heading", { name: "Claim request submitted" })).toBeVisible();
  return email;
}

test("claiming a company from its page's banner pre-fills the company and stores the claim", async ({
  page,
  db,
}) => {
  await page.goto("/company/bondline");
  await expect(page.getByText("This page is not yet claimed")).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: /claim this page/i })
    .click();
  await expect(page).toHaveURL(/\/claim-request\?company=/);
  await expect(page.getByLabel(/Company name/)).toHaveValue("BondLine Adhesives");

  const email = await submitClaim(page);
  const [row] = await db.select().from(claimRequests).where(eq(claimRequests.email, email));
  expect(row).toMatchObject({ companyId: "bondline", companyName: "BondLine Adhesives" });
});

test("a claim pre-filled from ?company= is stored and explains the next steps", async ({
  page,
  db,
}) => {
  await page.goto("/claim-request?company=lumina-dental");
  await expect(page.getByLabel(/Company name/)).toHaveValue("Lumina Dental Materials");

  const email = await submitClaim(page, "https://lumina.example");
  await expect(page.getByText(/within 2-3 business days/)).toBeVisible();
  for (const step of ["Review", "Verification", "Access granted"]) {
    await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
  }

  const rows = await db.select().from(claimRequests).where(eq(claimRequests.email, email));
  expect(rows).toMatchObject([
    {
      companyId: "lumina-dental",
      companyName: "Lumina Dental Materials",
      contactName: "Casey Claimer",
      jobTitle: "Product Manager",
      website: "https://lumina.example",
      status: "pending",
      reviewedAt: null,
      reviewedBy: null,
      notes: "",
    },
  ]);
});

test("each required field's message and a bad website URL", async ({ page, db }) => {
  await page.goto("/claim-request");
  await page.getByRole("button", { name: "Submit Claim Request" }).click();
  await expectTextsVisible(page, [
    "Company name is required",
    "Contact name is required",
    "Job title is required",
    "Email is required",
  ]);
  await expect(page.getByLabel(/Company name/)).toBeFocused();
  await expect(page.getByLabel(/Company name/)).toHaveAttribute("aria-invalid", "true");

  const email = uniqueEmail();
  await page.getByLabel(/Company name/).fill("Website Test Co");
  await fillClaim(page, email);
  await page.getByLabel(/Company website/).fill("www example com");
  await page.getByRole("button", { name: "Submit Claim Request" }).click();
  await expect(
    page.getByText("Please enter a valid URL (starting with http:// or https://)"),
  ).toBeVisible();
  await expect(page.getByLabel(/Company website/)).toBeFocused();
  expect(await db.select().from(claimRequests).where(eq(claimRequests.email, email))).toHaveLength(
    0,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the same messages and stores a valid claim", async ({ page, db }) => {
    await page.goto("/claim-request?company=Unlisted%20Dental%20Co");
    await expect(page.getByLabel(/Company name/)).toHaveValue("Unlisted Dental Co");
    await page.getByLabel(/Company website/).fill("nope");
    await page.getByRole("button", { name: "Submit Claim Request" }).click();
    await expect(page.getByText("Contact name is required")).toBeVisible();
    await expect(
      page.getByText("Please enter a valid URL (starting with http:// or https://)"),
    ).toBeVisible();
    await expect(page.getByLabel(/Company website/)).toHaveValue("nope");

    const email = await submitClaim(page, "https://unlisted.example");
    const [row] = await db.select().from(claimRequests).where(eq(claimRequests.email, email));
    expect(row).toMatchObject({ companyId: null, companyName: "Unlisted Dental Co" });
  });
});

test("a storage failure shows the spec's message and keeps what was typed", async ({
  page,
  db,
}) => {
  const refused = { table: "claim_requests", column: "company_name" };
  await withValueRefused(db, refused, async (name) => {
    await page.goto("/claim-request");
    await page.getByLabel(/Company name/).fill(name);
    await fillClaim(page, uniqueEmail());
    await page.getByRole("button", { name: "Submit Claim Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to submit claim request. Please try again.",
    );
    await expect(page.getByLabel(/Company name/)).toHaveValue(name);
  });
});

test("a bare domain as the company website is accepted and stored with https://", async ({
  page,
  db,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/claim-request?company=crestline");
  await expect(page.getByLabel(/Company name/)).toHaveValue("Crestline Dental Supply");
  const website = page.getByLabel(/Company website/);
  await website.pressSequentially("crestline.example");
  // A bare domain is a valid value for this field, for the browser as well as the form.
  expect(await website.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  const email = await submitClaim(page);
  const [row] = await db.select().from(claimRequests).where(eq(claimRequests.email, email));
  expect(row).toMatchObject({ companyId: "crestline", website: "https://crestline.example" });
});
