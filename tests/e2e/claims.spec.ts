/**
 * Claims to owners (docs/decisions/060-ownership-model.md): a visitor claims a company page, an
 * admin approves it, the invitation arrives, the claimant signs up with that address and confirms
 * it, and the workspace opens on the company; the public page then says it is claimed. A later
 * claim for an owned company shows as disputed.
 */
import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { claimRequests, companyMembers, users } from "~/db/schema";
import { addCompanyMember, createCompany, createUser } from "../helpers/factories";
import { signInAs, signUp, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

// Three e-mails go through the queue and the SMTP server on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** Claims the company from its public page's banner, as a visitor; returns the e-mail used. */
async function claimFromCompanyPage(page: Page, companyId: string) {
  const email = uniqueEmail("claimant");
  await page.goto(`/company/${companyId}`);
  await page
    .getByRole("main")
    .getByRole("link", { name: /claim this page/i })
    .click();
  await page.getByLabel(/Contact name/).fill("Casey Claimer");
  await page.getByLabel(/Job title/).fill("Managing Director");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole("button", { name: "Submit Claim Request" }).click();
  await expect(page.getByRole("heading", { name: "Claim request submitted" })).toBeVisible();
  return email;
}

test("a claim approved by an admin makes the claimant the company's owner", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  await page.goto(`/company/${company.id}`);
  await expect(page.getByText("This page is not yet claimed")).toBeVisible();
  const email = await claimFromCompanyPage(page, company.id);

  // An admin finds the claim among the pending ones and approves it.
  await signInAs(page, db, "admin");
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Claims" })
    .click();
  await expect(page).toHaveURL("/admin/claims");
  await page.goto("/admin/claims?status=pending");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  const row = page.getByTestId("claim-row").filter({ hasText: email });
  await expect(row).toContainText("Pending");
  await row.getByRole("link", { name: company.name }).click();
  await expect(page.getByRole("heading", { name: `Claim for ${company.name}` })).toBeVisible();
  await expect(page.getByText(`${company.name} has no owner.`)).toBeVisible();
  await page.getByRole("button", { name: "Approve claim" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Claim approved" })).toBeVisible();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  await page.context().clearCookies();

  // The invitation arrives; the claimant signs up with that address and confirms it.
  const invitation = await waitForMail(email, `You're invited to manage ${company.name}`);
  expect(invitation.text).toContain("approved your claim");
  await signUp(page, email, "Casey Claimer");
  const confirm = await waitForMail(email, "Confirm your e-mail address");
  await page.goto(linkIn(confirm, "/verify-email/"));
  await page.getByRole("button", { name: "Verify my e-mail address" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

  // The invitation's link names the company; its "Go to your workspace" opens the company's
  // leads, as its owner.
  await page.goto(linkIn(invitation, "/invitations/"));
  await expect(
    page.getByRole("heading", { name: `Manage ${company.name} on SampleTray` }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to your workspace" }).click();
  await expect(page).toHaveURL(`/supplier/${company.id}/leads`);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByText(`Supplier workspace · owner`)).toBeVisible();
  await expect(page.getByText(company.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Workspace" })).toBeVisible();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const members = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, user?.id ?? "")),
    );
  expect(members).toEqual([{ role: "owner" }]);

  await page.goto(`/company/${company.id}`);
  await expect(page.getByText("Claimed by the supplier")).toBeVisible();
  await expect(page.getByText("This page is not yet claimed")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /claim this page/i })).toHaveCount(0);
});

test("a claim for a company that already has an owner shows as disputed", async ({ page, db }) => {
  const company = await createCompany(db);
  const owner = await createUser(db);
  await addCompanyMember(db, company.id, owner.id, "owner");
  await page.goto(`/company/${company.id}`);
  await expect(page.getByText("Claimed by the supplier")).toBeVisible();

  // The claim form stays reachable from /claim-request (e.g. a link shared before the page was claimed).
  const email = uniqueEmail("disputer");
  await page.goto(`/claim-request?company=${encodeURIComponent(company.id)}`);
  await expect(page.getByLabel(/Company name/)).toHaveValue(company.name);
  await page.getByLabel(/Contact name/).fill("Dee Disputer");
  await page.getByLabel(/Job title/).fill("Owner");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole("button", { name: "Submit Claim Request" }).click();
  await expect(page.getByRole("heading", { name: "Claim request submitted" })).toBeVisible();
  const [stored] = await db.select().from(claimRequests).where(eq(claimRequests.email, email));
  expect(stored?.status).toBe("disputed");

  await signInAs(page, db, "admin");
  await page.goto("/admin/claims");
  const row = page.getByTestId("claim-row").filter({ hasText: email });
  await expect(row).toContainText("Disputed");
  await row.getByRole("link", { name: company.name }).click();
  await expect(page.getByRole("heading", { name: "Resolve dispute" })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve claim" })).toHaveCount(0);

  // Rejecting needs a reason, said beside the field.
  await page.getByRole("button", { name: "Reject dispute" }).click();
  await expect(page.getByText("Reason is required")).toBeVisible();
  await page.getByLabel(/Reason for the claimant/).fill("The current owner is verified.");
  await page.getByRole("button", { name: "Reject dispute" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dispute rejected" })).toBeVisible();
  const decision = await waitForMail(email, `Your claim for ${company.name}`);
  expect(decision.text).toContain("The current owner is verified.");
});
