/**
 * A refused origin says why with JavaScript on too, and the form keeps what was typed (issue 23
 * point 1): the site opened under a name other than SITE_URL's (as on a phone at the computer's
 * LAN name) posts forms from an Origin the server refuses. Without JavaScript the browser gets the
 * server's "Form not accepted" page (tests/e2e/shell.spec.ts); with it, React Router's data request
 * gets the reason as a 403, which the form shows beside its fields (app/forms/refused-submission.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { CROSS_SITE } from "~/lib/http-errors";
import { chromiumArgs, chromiumPath } from "../../playwright.config";
import { PASSWORD } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

const port = process.env.E2E_PORT;
/** Another name for this machine: not a secure context, so the browser sends Origin only. */
const OTHER_NAME = "sampletray-lan.test";
const site = `http://${OTHER_NAME}:${port}`;

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${OTHER_NAME} 127.0.0.1`],
  },
});

/** Sends the form with `submit` and expects the 403 and its reason in `form`, never an error page. */
async function expectRefusedInForm(page: Page, form: Locator, submit: Locator) {
  const refusal = page.waitForResponse((response) => response.url().includes(".data"));
  await submit.click();
  expect((await refusal).status()).toBe(403);
  await expect(form.getByRole("alert").filter({ hasText: CROSS_SITE.text })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
}

test("a subscription sent from another name of the site says why and keeps the address", async ({
  page,
}) => {
  await page.goto(`${site}/#subscribe`);
  const form = page.getByRole("form", { name: "Subscribe to updates" });
  const email = form.getByLabel("Email address");
  await email.fill("lan-visitor@example.com");
  await expectRefusedInForm(page, form, form.getByRole("button", { name: "Subscribe" }));
  await expect(email).toHaveValue("lan-visitor@example.com");
  await form.scrollIntoViewIfNeeded();
  await shoot(page, "cross-site-refusal-subscribe");
});

test("a sign-up sent from another name of the site says why and keeps what was typed", async ({
  page,
}) => {
  await page.goto(`${site}/signup`);
  const form = page.getByRole("main");
  await page.getByLabel("Full name (optional)").fill("Lan Visitor");
  await page.getByLabel("Email").fill("lan-signup@example.com");
  await page.getByRole("textbox", { name: "Password (required)", exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await expectRefusedInForm(page, form, page.getByRole("button", { name: "Create account" }));
  await expect(page.getByLabel("Full name (optional)")).toHaveValue("Lan Visitor");
  await expect(page.getByLabel("Email")).toHaveValue("lan-signup@example.com");
  await shoot(page, "cross-site-refusal-signup");
});
