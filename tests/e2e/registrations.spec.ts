/**
 * Registrations reviewed in the console (docs/decisions/060, 105): the queue shows a pending
 * registration, its page approves it (the company page, its free month and the workspace link
 * appear) or rejects it with a reason the registrant is e-mailed; notes save on a decided one.
 * The same frame as a claim's page (claims.spec.ts), for the other kind.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, supplierRegistrations } from "~/db/schema";
import { uniqueTag } from "../helpers/factories";
import { signInAs, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { waitForMail } from "./mailbox";

// The rejection e-mail goes through the queue and the SMTP server on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

async function insertRegistration(db: Database) {
  const [row] = await db
    .insert(supplierRegistrations)
    .values({
      companyName: `Browser Dental ${uniqueTag()}`,
      contactName: "Robin Registrant",
      email: uniqueEmail("registrant"),
      phone: "+1 555 010 3000",
      planType: "featured",
    })
    .returning();
  if (!row) throw new Error("no registration");
  return row;
}

test("an admin approves a registration from the queue: the company page and its free month", async ({
  page,
  db,
}) => {
  const registration = await insertRegistration(db);
  await signInAs(page, db, "admin");
  await page.goto("/admin/registrations?status=pending");
  await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
  const row = page.getByTestId("registration-row").filter({ hasText: registration.email });
  await expect(row).toContainText("Pending");
  await row.getByRole("link", { name: registration.companyName }).click();
  await expect(
    page.getByRole("heading", { name: `Registration of ${registration.companyName}` }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Approve registration" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Registration approved: a new page" }),
  ).toBeVisible();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  await expect(
    page.getByText("This registration is decided; only the notes can change."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve registration" })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: `Public page of ${registration.companyName}` }),
  ).toBeVisible();
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.name, registration.companyName));
  expect(company).toMatchObject({ plan: "featured" });

  // Notes still save once it is decided.
  await page.getByLabel("Internal notes").fill("Called them: a real distributor.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notes saved." })).toBeVisible();
  await page.getByRole("link", { name: "Back to Registrations" }).click();
  await expect(
    page.getByTestId("registration-row").filter({ hasText: registration.email }),
  ).toContainText("Approved");
});

test("rejecting a registration needs a reason, which the registrant is e-mailed", async ({
  page,
  db,
}) => {
  const registration = await insertRegistration(db);
  await signInAs(page, db, "admin");
  await page.goto(`/admin/registrations/${registration.id}`);
  await page.getByRole("button", { name: "Reject registration" }).click();
  await expect(page.getByText("Reason is required")).toBeVisible();
  await page.getByLabel(/Reason for the registrant/).fill("We could not reach you by phone.");
  await page.getByRole("button", { name: "Reject registration" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration rejected" })).toBeVisible();
  await expect(page.getByText("We could not reach you by phone.")).toBeVisible();
  const mail = await waitForMail(
    registration.email,
    `Your registration of ${registration.companyName}`,
  );
  expect(mail.text).toContain("We could not reach you by phone.");
});

test("a registration that does not exist is a 404 with the way back", async ({ page, db }) => {
  await signInAs(page, db, "admin");
  const response = await page.goto(`/admin/registrations/${crypto.randomUUID()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Registration not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Registrations" })).toBeVisible();
});
