import { companies } from "~/db/schema";
import { requestAllCompanies } from "~/models/catalogue/company.server";
import { uniqueEmail } from "../helpers/factories";
import { expect, test } from "./fixtures";
import {
  expectTextsVisible,
  fillSampleRequestForm,
  sampleRequestsFrom,
  submitSampleRequest,
} from "./form-helpers";

test("Read More, selecting two products and requesting them stores one pending request", async ({
  page,
  db,
}) => {
  await page.goto("/company/endopath");
  const description = page.locator("#company-description");
  const short = (await description.textContent()) ?? "";
  expect(short.length).toBeLessThanOrEqual(501);
  await page.getByRole("button", { name: "Read More" }).click();
  await expect(page.getByRole("button", { name: "Show Less" })).toBeVisible();
  expect(((await description.textContent()) ?? "").length).toBeGreaterThan(1000);
  await page.getByRole("button", { name: "Show Less" }).click();
  await expect(page.getByRole("button", { name: "Read More" })).toBeVisible();

  await page.getByLabel(/EndoPath OneWave Reciprocating File/).check();
  await page.getByLabel(/EndoPath BioSeal Bioceramic Sealer/).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();

  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("EndoPath OneWave Reciprocating File")).toBeVisible();
  const email = uniqueEmail();
  await fillSampleRequestForm(dialog, email);
  await submitSampleRequest(dialog);
  await expect(
    dialog
      .getByText("EndoPath OneWave Reciprocating File, EndoPath BioSeal Bioceramic Sealer")
      .or(
        dialog.getByText("EndoPath BioSeal Bioceramic Sealer, EndoPath OneWave Reciprocating File"),
      ),
  ).toBeVisible();

  const rows = await sampleRequestsFrom(db, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.status).toBe("pending");
  expect(rows[0]?.companyId).toBe("endopath");
  expect(rows[0]?.requestedProducts.map((p) => p.productName).sort()).toEqual([
    "EndoPath BioSeal Bioceramic Sealer",
    "EndoPath OneWave Reciprocating File",
  ]);

  // Escape closes the dialog and focus returns to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Request Selected Samples" })).toBeFocused();
});

test("every required field shows its message, and a bad e-mail is refused", async ({ page }) => {
  await page.goto("/company/lumina-dental");
  await page.getByRole("link", { name: "Request Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  const messages = [
    "First name is required",
    "Last name is required",
    "Email is required",
    "Phone is required",
    "Practice name is required",
    "Practice type is required",
    "Years in practice is required",
    "Street address is required",
    "City is required",
    "State is required",
    "ZIP code is required",
    "How you heard about us is required",
    "You must agree to the terms and conditions",
  ];
  await expectTextsVisible(dialog, messages, { exact: true });
  await expect(dialog.getByLabel("First Name")).toBeFocused();
  await fillSampleRequestForm(dialog, "not-an-email");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("First name is required")).toHaveCount(0);
});

test("State is chosen by its name and stored as its code", async ({ page, db }) => {
  await page.goto("/company/lumina-dental");
  await page.getByRole("link", { name: "Request Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  const email = uniqueEmail();
  await fillSampleRequestForm(dialog, email, { State: "Puerto Rico" });
  // The select shows the name and holds the code (docs/decisions/122).
  const state = dialog.getByRole("combobox", { name: "State" });
  await expect(state).toHaveValue("PR");
  await expect(state.locator("option:checked")).toHaveText("Puerto Rico");
  await submitSampleRequest(dialog);
  const confirmation = dialog.getByRole("status");
  await expect(confirmation).toContainText("Your sample request was sent to this supplier.");
  await expect(confirmation.getByText("Lumina Dental Materials", { exact: true })).toBeVisible();
  const rows = await sampleRequestsFrom(db, email);
  expect(rows.map((r) => r.state)).toEqual(["PR"]);
});

test("'Make Request to All' creates one request per company", async ({ page, db }) => {
  // Other tests create companies meanwhile: each one there before the page is asked for, and
  // none that is not there after the request is sent.
  const companiesNow = () =>
    db.select({ id: companies.id }).from(companies).where(requestAllCompanies());
  const before = await companiesNow();
  await page.goto("/");
  await page.getByRole("link", { name: "Make Request to All" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  const email = uniqueEmail();
  await fillSampleRequestForm(dialog, email);
  await submitSampleRequest(dialog);
  // Every published company with a sample to send (issue 23 point 7).
  const [after, rows] = await Promise.all([companiesNow(), sampleRequestsFrom(db, email)]);
  const requested = rows.map((r) => r.companyId);
  expect(new Set(requested).size).toBe(requested.length);
  expect(requested).toEqual(expect.arrayContaining(before.map((c) => c.id)));
  expect(after.map((c) => c.id)).toEqual(expect.arrayContaining(requested));
  await expect(dialog.getByText("EndoPath Systems")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Read More shows the full description", async ({ page }) => {
    await page.goto("/company/endopath");
    await page.getByRole("button", { name: "Read More" }).click();
    await expect(page.getByRole("button", { name: "Show Less" })).toBeVisible();
    expect(
      ((await page.locator("#company-description").textContent()) ?? "").length,
    ).toBeGreaterThan(1000);
  });

  test("selecting two products and requesting them works as plain pages", async ({ page, db }) => {
    await page.goto("/company/endopath");
    await page.getByLabel(/EndoPath OneWave Reciprocating File/).check();
    await page.getByLabel(/EndoPath BioSeal Bioceramic Sealer/).check();
    await page.getByRole("button", { name: "Request Selected Samples" }).click();
    await expect(page).toHaveURL(/\/request-samples\?company=endopath/);
    await expect(page.getByRole("heading", { name: "Request Free Samples" })).toBeVisible();

    // A missing field comes back from the server with its message and the typed values kept.
    const email = uniqueEmail();
    await fillSampleRequestForm(page, email);
    await page.getByLabel("City").fill("");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("City is required")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Dana");
    // The chosen state is kept too, as its code, still shown by its name.
    await expect(page.getByLabel("State")).toHaveValue("IL");
    await expect(page.getByLabel("State").locator("option:checked")).toHaveText("Illinois");
    await expect(page.getByText("EndoPath BioSeal Bioceramic Sealer")).toBeVisible();

    await page.getByLabel("City").fill("Springfield");
    await page.getByLabel("I agree to the terms and conditions").check();
    await submitSampleRequest(page);
    const rows = await sampleRequestsFrom(db, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("pending");
    expect(rows[0]?.requestedProducts.map((p) => p.productId).sort()).toEqual([
      "endopath-bioseal-sealer",
      "endopath-onewave-recip",
    ]);
  });
});
