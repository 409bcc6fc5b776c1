import { expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";

export const PASSWORD = "Zebra-Lamp-42";

export function uniqueEmail(tag = "e2e") {
  return `${tag}-${crypto.randomUUID()}@example.com`;
}

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

export async function makeAdmin(db: Database, email: string) {
  await db.update(users).set({ isAdmin: true }).where(eq(users.email, email));
}

/** A new admin, signed in on `page`. */
export async function signInAsNewAdmin(page: Page, db: Database) {
  const email = uniqueEmail("admin");
  await signUp(page, email, "Ada Admin");
  await makeAdmin(db, email);
  return email;
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
}
