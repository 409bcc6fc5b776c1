/**
 * The undo link of an address change (docs/decisions/149), in a browser without JavaScript, as a
 * mail reader opens it: the page changes nothing until its button is pressed; then the account has
 * its old address back, this browser is signed out, and the page leads to "Forgot password?".
 * Also the Settings form that asks for the password before a change.
 */
import { eq } from "drizzle-orm";
import { emailChangeUndos, users } from "~/db/schema";
import { newLinkToken } from "~/mail/tokens.server";
import { createPasswordUser, uniqueTag } from "../helpers/factories";
import { PASSWORD, signIn } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

test("the undo link gives the address back, signs out and leads to a new password", async ({
  browser,
  db,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const oldEmail = `undo-${tag}@example.com`;
  const user = await createPasswordUser(db, PASSWORD, { email: oldEmail });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, oldEmail);
  await expect(page.getByTestId("signed-in-user")).toBeAttached();

  await page.goto("/account/settings");
  const emailForm = page.getByRole("form", { name: "Change e-mail address" });
  await expect(emailForm.getByLabel("Current password")).toBeVisible();
  await emailForm.getByLabel("New e-mail address").fill(`moved-${tag}@example.com`);
  await emailForm.getByLabel("Current password").fill("not-my-password");
  await emailForm.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(emailForm.getByText("The current password is not correct")).toBeVisible();
  // Full-page shots from the top, so the sticky header sits where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "settings-email-change");

  // The account moved (as the confirmation link does) and its undo link was mailed.
  const movedTo = `moved-${tag}@example.com`;
  await db.update(users).set({ email: movedTo }).where(eq(users.id, user.id));
  const { token, hash } = newLinkToken();
  await db.insert(emailChangeUndos).values({
    tokenHash: hash,
    userId: user.id,
    oldEmail,
    newEmail: movedTo,
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });

  await page.goto(`/undo-email-change/${token}`);
  await expect(page.getByRole("heading", { name: "Undo the change of address" })).toBeVisible();
  await shoot(page, "undo-email-change");
  const [before] = await db.select().from(users).where(eq(users.id, user.id));
  expect(before?.email).toBe(movedTo);

  await page.getByRole("button", { name: "Undo the change" }).click();
  await expect(page.getByRole("status")).toContainText("The change is undone");
  await expect(page.getByRole("link", { name: "Choose a new password" })).toBeVisible();
  await shoot(page, "undo-email-change-done");
  const [after] = await db.select().from(users).where(eq(users.id, user.id));
  expect(after).toMatchObject({ email: oldEmail, emailVerified: true });
  await page.goto("/account/settings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fsettings$/);

  await page.goto(`/undo-email-change/${token}`);
  await page.getByRole("button", { name: "Undo the change" }).click();
  await expect(page.getByRole("alert")).toContainText("already used, has expired");
  await shoot(page, "undo-email-change-invalid");
  await context.close();
});
