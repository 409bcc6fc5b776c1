/**
 * Professional identity and fair use in the browser (docs/decisions/090): a request with a valid
 * NPI shows "NPI format valid" to the company's owner on the leads list and the lead's page; an
 * invalid NPI gets its message on the form; a request beyond the fair-use limit an admin set on
 * /admin/fair-use is refused with a message naming the limit, keeping what was typed.
 */
import { eq } from "drizzle-orm";
import { appSettings } from "~/db/schema";
import { WRONG_NPI_CHECK_DIGIT } from "~/lib/npi";
import { FAIR_USE_KEY } from "~/models/leads/fair-use.server";
import {
  addCompanyMember,
  createCompany,
  createSampleRequest,
  uniqueEmail,
} from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, sampleRequestsFrom, submitSampleRequest } from "./form-helpers";

// Long forms filled in on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test("a request with a valid NPI shows 'NPI format valid' to the company's owner", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  const email = uniqueEmail("dentist");
  await page.goto(`/request-samples?company=${company.id}`);
  await fillSampleRequestForm(page, email, { "Last Name": "Npi-Valid" });
  await page.getByLabel("NPI", { exact: true }).fill("1234567893");
  await submitSampleRequest(page);
  const [stored] = await sampleRequestsFrom(db, email);
  expect(stored?.npi).toBe("1234567893");

  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  await page.goto(`/supplier/${company.id}/leads`);
  const card = page.getByRole("article", { name: "Dana Npi-Valid" });
  await expect(card.getByRole("list", { name: "Signals" })).toContainText("NPI format valid");

  await card.getByRole("link", { name: "Dana Npi-Valid" }).click();
  const signals = page.getByRole("region", { name: "Lead signals" });
  await expect(signals).toContainText("NPI format valid");
  await expect(signals).toContainText(
    "NPI 1234567893 has a correct check digit. Its format was checked; it was not looked up in the national registry.",
  );
  await expect(page.getByText("verified", { exact: false })).toHaveCount(0);
});

test("an invalid NPI shows its message on the form and keeps what was typed", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  const email = uniqueEmail("dentist");
  await page.goto(`/request-samples?company=${company.id}`);
  await fillSampleRequestForm(page, email);
  const npi = page.getByLabel("NPI", { exact: true });
  await npi.fill("1234567890");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText(WRONG_NPI_CHECK_DIGIT)).toBeVisible();
  await expect(npi).toBeFocused();
  await expect(npi).toHaveAttribute("aria-invalid", "true");
  await expect(npi).toHaveValue("1234567890");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  expect(await sampleRequestsFrom(db, email)).toHaveLength(0);
});

test("a request beyond the fair-use limit an admin set is refused with the limit named", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  const email = uniqueEmail("dentist");
  // The practice already has one open request with this company.
  await createSampleRequest(db, { companyId: company.id, email });
  const [before] = await db.select().from(appSettings).where(eq(appSettings.key, FAIR_USE_KEY));
  try {
    await signInAs(page, db, "admin");
    await page.goto("/admin/fair-use");
    await expect(page.getByRole("heading", { name: "Fair use" })).toBeVisible();
    await page.getByLabel("Open requests per practice per company").fill("1");
    await page.getByRole("button", { name: "Save limits" }).click();
    await expect(page.getByRole("status")).toHaveText("Fair-use limits saved.");
    await expect(page.getByTestId("fair-use-state")).toContainText("Fair-use limits are on.");

    await page.goto(`/request-samples?company=${company.id}`);
    await fillSampleRequestForm(page, email, { "Practice Name": "Limit Test Dental" });
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      `Fair-use limit reached: at most 1 open sample request per practice with each company, and your practice already has one with ${company.name}. It frees up when that company completes or rejects one of them.`,
    );
    await expect(page.getByLabel("Practice Name")).toHaveValue("Limit Test Dental");
    expect(await sampleRequestsFrom(db, email)).toHaveLength(1);
  } finally {
    // The limits are the whole site's: put them back for the other tests.
    if (before) {
      await db
        .update(appSettings)
        .set({ value: before.value })
        .where(eq(appSettings.key, FAIR_USE_KEY));
    } else {
      await db.delete(appSettings).where(eq(appSettings.key, FAIR_USE_KEY));
    }
  }
});
