/**
 * Settings on a phone (docs/decisions/131): change the password, download my data (the JSON and
 * the CSV read back), delete the account with the password again; signing in afterwards fails.
 * The forms without JavaScript are read over HTTP in
 * tests/integration/pages-without-javascript.test.ts (docs/decisions/159).
 */
import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import {
  createPasswordUser,
  createSampleRequest,
  SESSION_COOKIE_NAME,
  uniqueTag,
} from "../helpers/factories";
import { PASSWORD, signIn } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

test.use({ viewport: { width: 390, height: 844 } });

const NEW_PASSWORD = "Quiet-Harbor-77";

/** Full-page shots from the top, so the sticky header sits where it belongs. */
async function shootFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
}

const contentOf = async (download: Download) => readFileSync((await download.path()) ?? "", "utf8");

test("change the password, download my data, delete the account: signing in fails after", async ({
  page,
  db,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const user = await createPasswordUser(db, PASSWORD, {
    email: `settings-${tag}@example.com`,
    displayName: `Sam Settings ${tag}`,
  });
  const request = await createSampleRequest(db, { email: user.email });

  await page.goto("/login");
  await signIn(page, user.email);
  await expect(page.getByTestId("signed-in-user")).toBeAttached();
  await page.goto("/account/saved");
  await shootFromTop(page, "account-saved");
  await page.goto("/account");
  await shootFromTop(page, "account-profile");
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByText("This session")).toBeVisible();

  const passwordForm = page.getByRole("form", { name: "Change password" });
  await passwordForm.getByLabel("Current password").fill("not-my-password");
  await passwordForm
    .getByRole("textbox", { name: "New password (required)", exact: true })
    .fill(NEW_PASSWORD);
  await passwordForm.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText("The current password is not correct")).toBeVisible();
  await passwordForm.getByLabel("Current password").fill(PASSWORD);
  await passwordForm
    .getByRole("textbox", { name: "New password (required)", exact: true })
    .fill(NEW_PASSWORD);
  await passwordForm.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").getByText(/Your password was changed/)).toBeVisible();

  const jsonDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^sampletray-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await contentOf(json));
  expect(data.user).toMatchObject({ id: user.id, email: user.email });
  expect(data.sampleRequests.map((r: { id: string }) => r.id)).toEqual([request.id]);
  expect(data.auditEntries.map((e: { action: string }) => e.action)).toContain(
    "user.password_changed",
  );

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my sample requests (CSV)" }).click();
  const csv = (await contentOf(await csvDownload)).trimEnd().split("\r\n");
  expect(csv[0]).toMatch(/^Request ID,Company Name,First Name/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(request.id);
  await shootFromTop(page, "account-settings");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: "Delete my account…" }).click();
  await expect(page.getByRole("heading", { name: "Delete my account", level: 1 })).toBeVisible();
  const deleteForm = page.getByRole("form", { name: "Delete my account" });
  await deleteForm.getByLabel("Your password").fill(PASSWORD);
  await deleteForm.getByLabel(/I understand/).check();
  await deleteForm.getByRole("button", { name: "Delete my account" }).click();
  await expect(deleteForm.getByText("The password is not correct")).toBeVisible();
  await shootFromTop(page, "account-delete");
  await page.setViewportSize({ width: 390, height: 844 });
  await deleteForm.getByLabel("Your password").fill(NEW_PASSWORD);
  await deleteForm.getByLabel(/I understand/).check();
  await deleteForm.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("status")).toHaveText("Your account was deleted.");
  const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE_NAME);
  expect(session?.value ?? "").toBe("");
  await shootFromTop(page, "account-deleted");
  expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);

  await page.goto("/privacy");
  await shootFromTop(page, "privacy");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await signIn(page, user.email, NEW_PASSWORD);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});
