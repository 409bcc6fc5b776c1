/**
 * /admin/users in the browser (docs/decisions/072): an admin grants another user admin rights and
 * revokes them again; disabling a user ends the session they have open in another browser at once,
 * and they cannot sign in again. (Revoking the last admin: admin-last-admin.solo.spec.ts.)
 */
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { createPasswordUser } from "../helpers/factories";
import { PASSWORD, signIn, signInAs, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

// Two browsers and several sign-ins on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test("an admin grants admin rights to a user, then revokes them", async ({ page, db }) => {
  await signInAs(page, db, "admin");
  const email = uniqueEmail("helper");
  const person = await createPasswordUser(db, PASSWORD, { email, displayName: "Harper Helper" });

  await page.goto("/admin/users");
  await page.getByLabel("Search by e-mail or name").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const card = page.getByTestId("user-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Harper Helper");
  await expect(card).toContainText("No company memberships.");

  await card.getByRole("button", { name: "Grant admin: Harper Helper" }).click();
  await expect(page.getByRole("status")).toHaveText("Admin rights granted to Harper Helper.");
  await expect(card.getByText("Admin", { exact: true })).toBeVisible();
  const isAdmin = async () =>
    (await db.select().from(users).where(eq(users.id, person.id)))[0]?.isAdmin;
  expect(await isAdmin()).toBe(true);

  await card.getByRole("button", { name: "Revoke admin: Harper Helper" }).click();
  await expect(page.getByRole("status")).toHaveText("Admin rights revoked from Harper Helper.");
  await expect(card.getByRole("button", { name: "Grant admin: Harper Helper" })).toBeVisible();
  expect(await isAdmin()).toBe(false);
});

test("disabling a user ends their open session at once and they cannot sign in", async ({
  page,
  browser,
  db,
}) => {
  await signInAs(page, db, "admin");
  const email = uniqueEmail("disabled");
  await createPasswordUser(db, PASSWORD, { email, displayName: "Dale Disabled" });

  // The user signs in in their own browser.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.goto("/login");
  await signIn(theirPage, email);
  await expect(theirPage.getByTestId("signed-in-user")).toContainText("Dale Disabled");

  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const card = page.getByTestId("user-card");
  await card.getByRole("button", { name: "Disable: Dale Disabled" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Disabled (signed out everywhere): Dale Disabled.",
  );
  await expect(card).toContainText("Disabled");

  // Their next page load is signed out, and signing in again is refused.
  await theirPage.reload();
  await expect(theirPage.getByTestId("signed-in-user")).toHaveCount(0);
  await theirPage.goto("/login");
  await signIn(theirPage, email);
  await expect(theirPage.getByRole("alert")).toContainText("This account has been disabled.");
  await expect(theirPage).toHaveURL(/\/login/);
  await theirs.close();

  await card.getByRole("button", { name: "Enable: Dale Disabled" }).click();
  await expect(page.getByRole("status")).toHaveText("Enabled again: Dale Disabled.");
});
