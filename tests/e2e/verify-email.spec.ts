/**
 * The address check after a password sign-up (docs/decisions/053): the reminder under the header,
 * "Resend" (a human message when limited), "Dismiss", and the e-mailed link's button.
 */
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { signUp, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

const reminder = (page: import("@playwright/test").Page) =>
  page.getByRole("complementary", { name: "Confirm your e-mail address" });

test("sign up → link from the e-mail → verified", async ({ page, db }) => {
  const email = uniqueEmail("verify");
  await signUp(page, email, "Vera Verify");
  await expect(page).toHaveURL("/");
  await expect(reminder(page)).toContainText("Please confirm your e-mail address");

  const mail = await waitForMail(email, "Confirm your e-mail address");
  const link = linkIn(mail, "/verify-email/");
  await page.goto(link);
  // Opening the link changes nothing; the button does.
  const [before] = await db.select().from(users).where(eq(users.email, email));
  expect(before?.emailVerified).toBe(false);
  await page.getByRole("button", { name: "Verify my e-mail address" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
  const [after] = await db.select().from(users).where(eq(users.email, email));
  expect(after?.emailVerified).toBe(true);
});

test("Resend says when it is limited; Dismiss returns to the page and is remembered", async ({
  page,
}) => {
  await signUp(page, uniqueEmail("remind"), "Remi Remind");
  // A page that hydrates: there Resend answers in the reminder itself (on a page without scripts
  // it is a plain form that opens the confirmation page).
  await page.goto("/pricing");
  const resend = reminder(page).getByRole("button", { name: "Resend" });
  // Until the page hydrates, Resend is the plain form.
  await expect
    .poll(() => resend.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))))
    .toBe(true);
  for (let i = 0; i < 3; i++) {
    await resend.click();
    await expect(reminder(page).getByRole("status")).toContainText("We sent a new link");
    await expect(resend).toBeEnabled();
  }
  await resend.click();
  await expect(reminder(page).getByRole("status")).toContainText(
    "Too many attempts. Please wait a few minutes and try again.",
  );
  await expect(page.getByText("{")).toHaveCount(0);

  await reminder(page).getByRole("button", { name: "Dismiss" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(reminder(page)).toHaveCount(0);
  await page.reload();
  await expect(reminder(page)).toHaveCount(0);
});
