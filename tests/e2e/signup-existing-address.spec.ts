/**
 * Signup with an address that already has an account (issue 25, point 5; docs/decisions/128):
 * on a phone the spec's text and the "Log in" and "Forgot password" links are visible and lead to
 * their pages; the form keeps what was typed except the password; the same without JavaScript.
 */
import type { Page } from "@playwright/test";
import { createPasswordUser } from "../helpers/factories";
import { PASSWORD } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

test.use({ viewport: { width: 390, height: 844 } });

async function signUpAgain(page: Page, email: string, path = "/signup") {
  await page.goto(path);
  await page.getByLabel("Full name (optional)").fill("Pat Again");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "already exists" });
  await expect(alert).toContainText("An account with this email already exists");
  return alert;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the message, the values kept, and links to Log in and Forgot password", async ({
      page,
      db,
    }) => {
      const { email } = await createPasswordUser(db, PASSWORD);
      const alert = await signUpAgain(page, email);
      await expect(alert).toBeVisible();
      await expect(page.getByLabel("Full name (optional)")).toHaveValue("Pat Again");
      await expect(page.getByLabel("Email")).toHaveValue(email.toUpperCase());
      // The server never sends the password back (with JavaScript the browser keeps its field).
      if (!javaScriptEnabled) await expect(page.locator('input[name="password"]')).toHaveValue("");
      await expect(page.getByTestId("signed-in-user")).toHaveCount(0);
      const logIn = alert.getByRole("link", { name: "Log in" });
      const forgot = alert.getByRole("link", { name: "Forgot password" });
      await expect(logIn).toBeInViewport();
      await expect(forgot).toBeInViewport();
      if (javaScriptEnabled) await shoot(page, "signup-email-in-use");

      await (await signUpAgain(page, email)).getByRole("link", { name: "Log in" }).click();
      await expect(page).toHaveURL("/login");
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

      await (await signUpAgain(page, email)).getByRole("link", { name: "Forgot password" }).click();
      await expect(page).toHaveURL("/forgot-password");
      await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    });
  });
}

test("from a sign-up with a return address, Log in keeps it", async ({ page, db }) => {
  const { email } = await createPasswordUser(db, PASSWORD);
  const alert = await signUpAgain(page, email, "/signup?redirectTo=/blog");
  await alert.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL("/login?redirectTo=%2Fblog");
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/blog");
});
