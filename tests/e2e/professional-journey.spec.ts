/**
 * Issue 25's "Done when" on a 390×844 phone, end to end as a dental professional would go:
 * sign up → confirm the address from the e-mail → practice profile → a company's request form
 * arrives prefilled → send → My samples: Pending → the supplier ships it with UPS → My samples:
 * Shipped with UPS's tracking link → save a product → request it from Saved → Download my data
 * holds both requests → delete the account → signing in fails, and the supplier still has both
 * leads with the name and practice (docs/decisions/131).
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  uniqueEmail,
  uniqueTag,
} from "../helpers/factories";
import { PASSWORD, signIn, signInAs, signUp } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { sampleRequestsFrom } from "./form-helpers";
import { linkIn, waitForMail } from "./mailbox";
import { shoot } from "./shots";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const TRACKING = "1Z999AA10123456784";

async function openFromMenu(page: Page, link: string) {
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Menu" }).click();
  await header.getByRole("link", { name: link }).click();
}

/** A screenshot at both sizes from the top, then back to the phone. */
async function shootPhone(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
  await page.setViewportSize(PHONE);
}

test("a professional's account from sign-up to deletion; the supplier keeps its leads", async ({
  page,
  db,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const company = await createCompany(db);
  const first = await createProduct(db, company.id, { name: `Journey Bond ${tag}` });
  const second = await createProduct(db, company.id, { name: `Journey Etch ${tag}` });
  const email = uniqueEmail("journey");
  const lastName = `Okafor-${tag}`;
  const practice = `Okafor Dental ${tag}`;

  // Sign up and confirm the address from the e-mail the test SMTP server caught.
  await signUp(page, email, `Jordan ${lastName}`);
  const confirm = await waitForMail(email, "Confirm your e-mail address");
  await page.goto(linkIn(confirm, "/verify-email/"));
  await page.getByRole("button", { name: "Verify my e-mail address" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

  // The practice profile: the confirmation page says it is the next step.
  await page.getByRole("link", { name: "Fill in your practice profile" }).click();
  const profile = page.getByRole("form", { name: "Practice profile" });
  await profile.getByLabel("First Name").fill("Jordan");
  await profile.getByLabel("Last Name").fill(lastName);
  await profile.getByLabel("Phone").fill("+1 555 010 3000");
  await profile.getByLabel("NPI").fill("1234567893");
  await profile.getByLabel("Practice Name").fill(practice);
  await profile.getByLabel("Practice Type").selectOption("General Dentistry");
  await profile.getByLabel("Years in Practice").selectOption("6-10 years");
  await profile.getByLabel("Street Address").fill("12 Oak Ave");
  await profile.getByLabel("City").fill("Fresno");
  await profile.getByLabel("State").selectOption("CA");
  await profile.getByLabel("ZIP Code").fill("93701");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").getByText("Your practice profile is saved.")).toBeVisible();

  // A company page: pick a product; the request form arrives prefilled.
  await page.goto(`/company/${company.id}`);
  await page.getByRole("checkbox", { name: first.name }).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Last Name")).toHaveValue(lastName);
  await expect(dialog.getByLabel("Practice Name")).toHaveValue(practice);
  await expect(dialog.getByLabel("State")).toHaveValue("CA");
  await expect(dialog.getByLabel("NPI")).toHaveValue("1234567893");
  await shootPhone(page, "request-prefilled");
  await dialog
    .getByLabel("How did you hear about us?")
    .selectOption({ label: "Colleague Referral" });
  await dialog.getByLabel("I agree to the terms and conditions").check();
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("heading", { name: "Request sent!" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // My samples, from the header's menu: Pending.
  await openFromMenu(page, "My samples");
  await expect(page.getByRole("heading", { name: "My samples", level: 1 })).toBeVisible();
  const firstCard = page.getByRole("article").filter({ hasText: first.name });
  await expect(firstCard.getByText("Status: Pending")).toBeVisible();

  // The supplier (an owner of the company) ships it with UPS in its own browser.
  const supplierContext = await browser.newContext({ viewport: PHONE });
  const supplier = await supplierContext.newPage();
  const owner = await signInAs(supplier, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  await supplier.goto(`/supplier/${company.id}/leads`);
  await supplier.getByRole("link", { name: `Jordan ${lastName}` }).click();
  await supplier.getByRole("button", { name: "Approve" }).click();
  await expect(supplier.getByRole("status").filter({ hasText: "Marked approved." })).toBeVisible();
  await supplier.getByLabel("Carrier").fill("UPS");
  await supplier.getByLabel("Tracking number").fill(TRACKING);
  await supplier.getByRole("button", { name: "Mark shipped" }).click();
  await expect(supplier.getByRole("status").filter({ hasText: "Marked shipped." })).toBeVisible();

  // My samples: Shipped, with UPS's tracking page for the number.
  await page.reload();
  await expect(firstCard.getByText("Status: Shipped")).toBeVisible();
  const tracking = firstCard.getByRole("link", { name: new RegExp(TRACKING) });
  await expect(tracking).toHaveAttribute("href", `https://www.ups.com/track?tracknum=${TRACKING}`);
  await shootPhone(page, "my-samples-shipped");

  // Save another product, then request it from Saved.
  await page.goto(`/company/${company.id}`);
  const save = page.getByRole("button", { name: `Save ${second.name}` });
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("status").filter({ hasText: `Saved ${second.name} to your list` }),
  ).toBeAttached();
  await page.goto("/account/saved");
  const group = page.getByRole("region", { name: company.name });
  await expect(group.getByRole("checkbox", { name: second.name })).toBeChecked();
  await group.getByRole("button", { name: "Request selected samples" }).click();
  const form = page.getByRole("form", { name: "Sample request" });
  await expect(form.getByLabel("Practice Name")).toHaveValue(practice);
  await expect(form.getByRole("listitem").filter({ hasText: second.name })).toBeVisible();
  await form.getByLabel("How did you hear about us?").selectOption({ label: "Colleague Referral" });
  await form.getByLabel("I agree to the terms and conditions").check();
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("heading", { name: "Request sent!" })).toBeVisible();
  const stored = await sampleRequestsFrom(db, email);
  expect(stored).toHaveLength(2);

  // Download my data: both requests.
  await page.goto("/account/settings");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const data = JSON.parse(readFileSync((await (await download).path()) ?? "", "utf8"));
  expect(data.sampleRequests.map((r: { id: string }) => r.id).sort()).toEqual(
    stored.map((r) => r.id).sort(),
  );

  // Delete the account with the password again; the old password no longer signs in.
  await page.getByRole("link", { name: "Delete my account…" }).click();
  const deleteForm = page.getByRole("form", { name: "Delete my account" });
  await deleteForm.getByLabel("Your password").fill(PASSWORD);
  await deleteForm.getByLabel(/I understand/).check();
  await deleteForm.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("status")).toHaveText("Your account was deleted.");
  await page.goto("/login");
  await signIn(page, email);
  await expect(page.getByText("Invalid email or password")).toBeVisible();

  // The supplier keeps its two leads whole: name, practice, address, status.
  await supplier.goto(`/supplier/${company.id}/leads`);
  // (Not the company's lead count: other tests' "Make Request to All" may reach this company.)
  const leads = supplier.getByRole("article", { name: `Jordan ${lastName}` });
  await expect(leads).toHaveCount(2);
  await expect(leads.first()).toContainText(practice);
  await expect(leads.filter({ hasText: first.name })).toContainText("Shipped");
  await expect(leads.filter({ hasText: second.name })).toContainText(email);
  await shootPhone(supplier, "supplier-leads-after-deletion");
  await supplierContext.close();
});
