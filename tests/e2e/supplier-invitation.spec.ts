/**
 * The supplier's journey (issue 23 points 3 and 4, issue 34 point 1; docs/decisions/117, 118,
 * 145): a supplier registers on the pricing page and an admin approves; the company is a draft
 * (not on home, its page a 404 to the public); the invitation e-mail leads to a page naming the
 * company and the inviter; the supplier signs up with the invited address (read-only), confirms
 * it, goes to the workspace, adds a description and a product, publishes, and the company is on
 * home. A dentist's request then reaches the supplier's own inbox, not the platform's fallback;
 * an address added under "Send new leads to" receives leads once its link is followed. With
 * SHOTS_DIR set, the invitation page, the draft workspace, the draft preview, the Lead e-mails
 * page and the console's company page are photographed at a phone's and a desktop's size.
 */
import { uniqueTag } from "../helpers/factories";
import { PASSWORD, signIn, signInAs, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, submitSampleRequest } from "./form-helpers";
import { linkIn, mailTo, waitForMail } from "./mailbox";
import { shoot } from "./shots";

test.describe.configure({ timeout: 360_000 });

test("an approved registration is a draft until its invited owner fills it in and publishes it", async ({
  page,
  db,
}) => {
  const tag = uniqueTag();
  const companyName = `Aardvark Dental ${tag}`;
  const email = uniqueEmail("invited");
  // The supplier registers for the Basic plan.
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Start Free Trial: Basic plan" }).click();
  const register = page.getByRole("dialog", { name: "Start Free Trial: Basic plan" });
  await register.getByLabel(/Company name/).fill(companyName);
  await register.getByLabel(/Contact name/).fill("Robin Registrant");
  await register.getByLabel(/^Email/).fill(email);
  await register.getByLabel(/^Phone/).fill("+1 555 010 3000");
  await register.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(
    register.getByText(
      /contacts you within 24 hours. Once it is approved, we e-mail you an invitation/,
    ),
  ).toBeVisible();

  // The admin approves it.
  const admin = await signInAs(page, db, "admin");
  await page.goto("/admin/registrations?status=pending");
  await page
    .getByTestId("registration-row")
    .filter({ hasText: email })
    .getByRole("link", { name: companyName })
    .click();
  await page.getByRole("button", { name: "Approve registration" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Registration approved: a new page" }),
  ).toBeVisible();
  await page.context().clearCookies();

  // A draft: not on home, its page a 404 to the public.
  await page.goto("/");
  await expect(page.getByRole("link", { name: companyName })).toHaveCount(0);
  const companyId = `aardvark-dental-${tag}`.toLowerCase();
  expect((await page.goto(`/company/${companyId}`))?.status()).toBe(404);

  // The invitation names the company and who invited.
  const invitation = await waitForMail(email, `You're invited to manage ${companyName}`);
  await page.goto(linkIn(invitation, "/invitations/"));
  await expect(
    page.getByRole("heading", { name: `Manage ${companyName} on SampleTray` }),
  ).toBeVisible();
  await expect(page.getByText(`${admin.displayName} of the SampleTray team invited`)).toBeVisible();
  await shoot(page, "invitation-page");

  // Sign up with the invited address, prefilled and read-only.
  await page.getByRole("link", { name: "Create account" }).click();
  const address = page.getByLabel("Email");
  await expect(address).toHaveValue(email);
  await expect(address).toHaveAttribute("readonly", "");
  await page.getByLabel("Full name (optional)").fill("Robin Registrant");
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  const welcome = page.getByRole("region", { name: /Welcome to/ });
  await expect(welcome).toContainText("You were invited to manage a company's page");
  await expect(welcome.getByRole("link", { name: /claim/i })).toHaveCount(0);
  await expect(page.getByText("Almost there: confirm your e-mail address")).toBeVisible();

  // Confirm the address: the page offers the workspace.
  const confirm = await waitForMail(email, "Confirm your e-mail address");
  await page.goto(linkIn(confirm, "/verify-email/"));
  await page.getByRole("button", { name: "Verify my e-mail address" }).click();
  await page.getByRole("link", { name: "Go to your workspace" }).click();
  await expect(page).toHaveURL(`/supplier/${companyId}/leads`);
  await expect(page.getByRole("note").filter({ hasText: "Draft – not public yet" })).toBeVisible();
  await shoot(page, "draft-workspace");

  // Publishing an empty draft is refused with what is missing.
  await page.getByRole("link", { name: "Publish…" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Not published yet: the page needs a description (About, on the Listing page) and at least one available product first.",
  );

  // Description and a product, then Publish.
  await page.goto(`/supplier/${companyId}/listing`);
  await page.getByLabel("Description", { exact: true }).fill(`Bonding agents from ${tag}.`);
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByRole("status")).toContainText("Listing saved.");
  await page.getByRole("link", { name: "Add product" }).click();
  await page.getByLabel("Name").fill(`Aardvark Bond ${tag}`);
  await page.getByLabel("Category").selectOption("Adhesives");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toContainText("Product saved.");

  await page.goto(`/company/${companyId}`);
  await expect(page.getByRole("note").filter({ hasText: "Draft – not public yet." })).toBeVisible();
  await expect(page.getByText("This page is not yet claimed")).toHaveCount(0);
  await shoot(page, "draft-preview");

  await page.goto(`/supplier/${companyId}/publish`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText(`${companyName} is published`);

  // Public now: on home and its page, for a signed-out visitor.
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByRole("link", { name: companyName }).first()).toBeVisible();
  expect((await page.goto(`/company/${companyId}`))?.status()).toBe(200);
  await expect(page.getByText("Claimed by the supplier")).toBeVisible();

  // A dentist's request reaches the supplier's own inbox, not the platform's fallback.
  const dentist = uniqueEmail("dentist");
  await page.getByLabel(`Aardvark Bond ${tag}`).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await fillSampleRequestForm(dialog, dentist);
  await submitSampleRequest(dialog);
  const lead = await waitForMail(email, `New sample request for ${companyName}`);
  expect(lead.text).toContain(dentist);
  const fallback = await mailTo("hello@sampletray.example");
  expect(fallback.map((m) => m.subject)).not.toContain(lead.subject);

  // The owner adds a sales address under "Send new leads to"; it receives leads once confirmed.
  await page.goto("/login");
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto(`/supplier/${companyId}/leads`);
  await page.getByRole("link", { name: "Lead e-mails" }).click();
  const where = page.getByRole("region", { name: "Where new leads go" });
  await expect(where.getByRole("listitem")).toHaveText([`${email}owner`]);
  await expect(page.getByLabel("Send me new leads")).toBeChecked();
  const sales = uniqueEmail("sales");
  await page.getByLabel("E-mail address").fill(sales);
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByRole("status")).toContainText(`We sent a confirmation link to ${sales}.`);
  await expect(page.getByText("Waiting for its confirmation link")).toBeVisible();
  const link = await waitForMail(sales, `Confirm this address for ${companyName}`);
  await page.goto(linkIn(link, "/lead-addresses/confirm/"));
  await page.getByRole("button", { name: "Confirm address" }).click();
  await expect(page.getByRole("heading", { name: "This address is confirmed" })).toBeVisible();
  await page.goto(`/supplier/${companyId}/lead-emails`);
  await expect(where.getByRole("listitem")).toHaveText([
    `${email}owner`,
    `${sales}Send new leads to`,
  ]);
  await shoot(page, "lead-emails");

  // The console shows the same recipients on the company's page.
  await page.context().clearCookies();
  await signInAs(page, db, "admin");
  await page.goto(`/admin/companies/${companyId}`);
  const consoleList = page.getByRole("region", { name: "Where leads go" });
  await expect(consoleList.getByRole("listitem")).toHaveText([
    `${email}owner`,
    `${sales}Send new leads to`,
  ]);
  await shoot(page, "console-lead-recipients");
});
