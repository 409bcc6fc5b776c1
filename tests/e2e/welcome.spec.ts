/**
 * After signing up, home says what the account is for and where to go, once: dentists request
 * samples without an account; suppliers reach their workspace after a claim or registration.
 */
import { signInAs, signUp, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("a new account is welcomed once, with where to go next", async ({ page }) => {
  await signUp(page, uniqueEmail("welcome"), "Wendy Welcome");
  await expect(page).toHaveURL("/");
  const welcome = page.getByRole("region", { name: /Welcome to SampleTray/ });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText("every request form arrives filled in");
  await expect(welcome.getByRole("link", { name: "your account" })).toHaveAttribute(
    "href",
    "/account",
  );
  await expect(welcome).toContainText("supplier workspace");
  await expect(welcome.getByRole("link", { name: "browse the free samples" })).toHaveAttribute(
    "href",
    "/#top-free",
  );
  await expect(welcome.getByRole("link", { name: "claim your company page" })).toHaveAttribute(
    "href",
    "/claim-request",
  );
  await expect(welcome.getByRole("link", { name: "register your company" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  // Shown once: a reload (or a later visit) does not show it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test("signing in is not greeted as a new account", async ({ page, db }) => {
  await signInAs(page, db, "user");
  await page.goto("/");
  await expect(page.getByTestId("signed-in-user")).toBeAttached();
  await expect(page.getByRole("region", { name: /Welcome to SampleTray/ })).toHaveCount(0);
});
