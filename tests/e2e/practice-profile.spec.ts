/**
 * The practice profile on a phone (docs/decisions/126): signed in, the header's Account link
 * leads to /account; the saved profile prefills a company's request form, which stays editable.
 */

import { createPasswordUser, uniqueEmail } from "../helpers/factories";
import { PASSWORD, signIn, signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { shoot } from "./shots";

test.use({ viewport: { width: 390, height: 844 } });

test("a saved practice profile prefills a company's request form", async ({
  page,
  db,
  browser,
}) => {
  const user = await signInAs(page, db, "user");
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Menu" }).click();
  await header.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Practice profile" })).toBeVisible();
  // The area's four pages fit a phone's width: none hides past the edge.
  const areaNav = page.getByRole("navigation", { name: "Account" });
  for (const name of ["Practice profile", "My samples", "Saved products", "Settings"]) {
    await expect(areaNav.getByRole("link", { name })).toBeInViewport({ ratio: 1 });
  }

  const form = page.getByRole("form", { name: "Practice profile" });
  await form.getByLabel("First Name").fill("Dana");
  await form.getByLabel("Last Name").fill("Reyes");
  await form.getByLabel("Phone").fill("+1 555 010 2000");
  await form.getByLabel("NPI").fill("1234567890");
  await form.getByLabel("Practice Name").fill("Reyes Orthodontics");
  await form.getByLabel("Practice Type").selectOption("Orthodontics");
  await form.getByLabel("Years in Practice").selectOption("11-20 years");
  await form.getByLabel("Street Address").fill("1 Main St");
  await form.getByLabel("City").fill("Fresno");
  await form.getByLabel("State").selectOption("CA");
  await form.getByLabel("ZIP Code").fill("93701");
  await form.getByRole("button", { name: "Save profile" }).click();
  // The request form's check digit rule, on the server's answer or in the browser.
  await expect(form.getByText(/check digit/)).toBeVisible();
  await form.getByLabel("NPI").fill("1234567893");
  await form.getByRole("button", { name: "Save profile" }).click();
  const saved = page.getByRole("status").getByText("Your practice profile is saved.");
  await expect(saved).toBeVisible();
  // Pressed at the end of the long form on a phone, the note above it is brought into view.
  await expect(saved).toBeInViewport();
  await shoot(page, "account");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/company/endopath");
  await page.getByLabel(/EndoPath OneWave Reciprocating File/).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await expect(dialog.getByLabel("Practice Name")).toHaveValue("Reyes Orthodontics");
  await expect(dialog.getByLabel("Email")).toHaveValue(user.email);
  await expect(dialog.getByLabel("State")).toHaveValue("CA");
  await expect(dialog.getByLabel("NPI")).toHaveValue("1234567893");
  await expect(dialog.getByLabel("Practice Type")).toHaveValue("Orthodontics");
  await expect(dialog.getByLabel("Save these details to my profile")).not.toBeChecked();
  // Editable for this request.
  await dialog.getByLabel("City").fill("Sacramento");
  await expect(dialog.getByLabel("City")).toHaveValue("Sacramento");
  await shoot(page, "request-prefilled");

  // Without JavaScript the request page arrives filled in from the server.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto("/request-samples?company=endopath");
  const pageForm = noScript.getByRole("form", { name: "Sample request" });
  await expect(pageForm.getByLabel("Practice Name")).toHaveValue("Reyes Orthodontics");
  await expect(pageForm.getByLabel("State")).toHaveValue("CA");
  await expect(pageForm.getByLabel("Save these details to my profile")).toBeVisible();
  await plain.close();
});

test("an unconfirmed address: the account's 403 leads to where a new link is sent", async ({
  page,
  db,
}) => {
  const user = await createPasswordUser(db, PASSWORD, {
    email: uniqueEmail("unconfirmed"),
    emailVerified: false,
  });
  await page.goto("/login?redirectTo=/account");
  await signIn(page, user.email);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText(/Please confirm your e-mail address first/)).toBeVisible();
  await page.getByRole("link", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("status").getByText(user.email)).toBeVisible();
  await waitForMail(user.email, "Confirm your e-mail address");
});
