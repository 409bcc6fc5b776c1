/**
 * "Forgot password?" end to end (docs/decisions/053): the same answer for any address, the link
 * from the e-mail, a new password, every other session signed out, the new password signs in.
 * That an unknown address gets the same answer and no e-mail is in
 * tests/integration/forgot-password-queue.test.ts (docs/decisions/159).
 */
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { PASSWORD, signIn, signUp, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

const SENT = "If an account exists for that address, we sent a link";
const NEW_PASSWORD = "Copper-Kettle-93";

test("forgot password → link → new password; the other browser is signed out", async ({
  page,
  browser,
  db,
}) => {
  // Two browsers, two e-mails through the queue, three sign-ins: more than the default 30 s.
  test.slow();
  const email = uniqueEmail("reset");
  // The first browser signs up and stays signed in.
  await signUp(page, email, "Riley Reset");

  // A second browser has forgotten the password.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto("/login");
  await second.getByRole("link", { name: "Forgot password?" }).click();
  await expect(second).toHaveURL("/forgot-password");
  await second.getByLabel("Email").fill(email);
  await second.getByRole("button", { name: "Send reset link" }).click();
  await expect(second.getByRole("status")).toContainText(SENT);

  const mail = await waitForMail(email, "Reset your password");
  const link = linkIn(mail, "/reset-password/");
  await second.goto(link);
  await second.locator('input[name="password"]').fill(NEW_PASSWORD);
  await second.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
  await second.getByRole("button", { name: "Set new password" }).click();
  await expect(second).toHaveURL("/login?reset=1");
  await expect(second.getByRole("status")).toContainText("Your password was changed");

  // The old password no longer works; the new one does.
  await signIn(second, email, PASSWORD);
  await expect(second.getByText("Invalid email or password")).toBeVisible();
  await signIn(second, email, NEW_PASSWORD);
  await expect(second.getByTestId("signed-in-user")).toContainText("Riley Reset");

  // The first browser's session ended with the reset.
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  // The link worked once.
  await second.goto(link);
  await expect(
    second.getByText("This reset link has expired or has already been used"),
  ).toBeVisible();
  await other.close();

  const [user] = await db.select().from(users).where(eq(users.email, email));
  expect(user?.emailVerified).toBe(true);
});
