import { expect, type Page, test } from "@playwright/test";
import type { Database } from "~/db/client.server";
import { type Role, SESSION_COOKIE_NAME, signedInAs } from "../helpers/factories";
import { E2E_AUTH_SECRET } from "./server-env";

export { uniqueEmail } from "../helpers/factories";

export const PASSWORD = "Zebra-Lamp-42";

export async function signUp(page: Page, email: string, name = "Pat Tester") {
  await page.goto("/signup");
  await page.getByLabel("Full name (optional)").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("signed-in-user")).toContainText(name);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * A new user of `role` ("admin" or "user"), signed in on `page` without the UI: the session is
 * written to the database and its signed cookie set in the browser context.
 */
export async function signInAs(page: Page, db: Database, role: Role) {
  const { user, cookieValue } = await signedInAs(db, role, { secret: E2E_AUTH_SECRET });
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("playwright.config.ts sets no baseURL");
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE_NAME, value: cookieValue, url, httpOnly: true, sameSite: "Lax" },
    ]);
  return user;
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
}
