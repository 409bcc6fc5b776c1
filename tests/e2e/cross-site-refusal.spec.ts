/**
 * A refused origin says why with JavaScript on too (issue 23 point 1): the site opened under a
 * name other than SITE_URL's (as on a phone at the computer's LAN name) posts forms from an Origin
 * the server refuses. Without JavaScript the browser gets the server's "Form not accepted" page
 * (tests/e2e/shell.spec.ts); with it, React Router's data request gets the reason as a 403 and the
 * page's error boundary shows it, never "Something went wrong".
 */
import type { Page } from "@playwright/test";
import { CROSS_SITE } from "~/lib/http-errors";
import { chromiumArgs } from "../../playwright.config";
import { PASSWORD } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

const port = process.env.E2E_PORT;
/** Another name for this machine: not a secure context, so the browser sends Origin only. */
const OTHER_NAME = "sampletray-lan.test";
const site = `http://${OTHER_NAME}:${port}`;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${OTHER_NAME} 127.0.0.1`],
  },
});

async function expectRefusalPage(page: Page) {
  const refusal = page.waitForResponse((response) => response.url().includes(".data"));
  expect((await refusal).status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: CROSS_SITE.title })).toBeVisible();
  await expect(page.getByText(CROSS_SITE.text)).toBeVisible();
  await expect(page.getByText("Error 403")).toBeVisible();
  await expect(page).toHaveTitle(/^Form not accepted \|/);
}

test("a subscription sent from another name of the site is refused with the reason", async ({
  page,
}) => {
  await page.goto(`${site}/#subscribe`);
  const form = page.getByRole("form", { name: "Subscribe to updates" });
  await form.getByLabel("Email address").fill("lan-visitor@example.com");
  const refused = expectRefusalPage(page);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await refused;
  await shoot(page, "cross-site-refusal");
  await page.getByRole("link", { name: "Back to the page" }).click();
  await expect(page.getByRole("form", { name: "Subscribe to updates" })).toBeVisible();
});

test("a sign-up sent from another name of the site is refused with the reason", async ({
  page,
}) => {
  await page.goto(`${site}/signup`);
  await page.getByLabel("Email").fill("lan-signup@example.com");
  await page.getByRole("textbox", { name: "Password (required)", exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  const refused = expectRefusalPage(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await refused;
});
