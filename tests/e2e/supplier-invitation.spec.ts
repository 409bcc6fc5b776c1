/**
 * The invited supplier's journey (issue 23 points 3 and 4, docs/decisions/117, 118): an admin
 * approves a registration; the company is a draft (not on home, its page a 404 to the public);
 * the invitation e-mail leads to a page naming the company and the inviter; the supplier signs up
 * with the invited address (read-only), confirms it, goes to the workspace, adds a description
 * and a product, publishes, and the company is on home. With SHOTS_DIR set, the invitation page,
 * the draft workspace and the draft preview are photographed at a phone's and a desktop's size.
 */
import { supplierRegistrations } from "~/db/schema";
import { uniqueTag } from "../helpers/factories";
import { PASSWORD, signInAs, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { shoot } from "./shots";

test.describe.configure({ timeout: 180_000 });

test("an approved registration is a draft until its invited owner fills it in and publishes it", async ({
  page,
  db,
}) => {
  const tag = uniqueTag();
  const companyName = `Aardvark Dental ${tag}`;
  const email = uniqueEmail("invited");
  await db.insert(supplierRegistrations).values({
    companyName,
    contactName: "Robin Registrant",
    email,
    phone: "+1 555 010 3000",
    planType: "basic",
  });

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
});
