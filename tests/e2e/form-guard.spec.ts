import { ALREADY_RECEIVED } from "~/lib/form-guard";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, sampleRequestsFrom, submitSampleRequest } from "./form-helpers";
import { holdRequests } from "./hold-requests";

const uniqueEmail = () => `e2e-guard-${crypto.randomUUID()}@example.com`;
const UUID = /^[0-9a-f-]{36}$/;

const FORM_PAGES = [
  "/request-samples?company=lumina-dental",
  "/claim-request",
  "/pricing/register?plan=basic",
  "/",
] as const;

for (const path of FORM_PAGES) {
  test(`the guard fields on ${path} are not announced and never take focus`, async ({ page }) => {
    await page.goto(path);
    const form = page.locator('form:has(input[name="_submission"])');
    await expect(form).toHaveCount(1);
    // The page as served has them empty (the same bytes for every visitor); the form fetches its
    // key and signed start time once it is shown and used.
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("textbox").first().click();
    await expect(form.locator('input[name="_submission"]')).toHaveValue(UUID);
    await expect(form.locator('input[name="_started"]')).toHaveValue(/^\d+\.[\w-]{43}$/);
    // The honeypot is in the form but not in the accessibility tree.
    const honeypot = form.locator('input[name="fax_number"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(await form.ariaSnapshot()).not.toMatch(/fax/i);
    await expect(page.getByRole("textbox", { name: /fax/i })).toHaveCount(0);
    // Off-screen: nothing of it is inside the viewport.
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    // Tabbing through the whole page never lands on it.
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.evaluate(() => {
      const names: (string | null)[] = [];
      document.addEventListener("focusin", (event) =>
        names.push((event.target as Element).getAttribute("name")),
      );
      Object.assign(window, { focusedNames: names });
    });
    for (let i = 0; i < 60; i++) await page.keyboard.press("Tab");
    const focused = await page.evaluate(
      () => (window as unknown as { focusedNames: (string | null)[] }).focusedNames,
    );
    expect(focused.length).toBeGreaterThan(5);
    expect(focused).not.toContain("fax_number");
  });
}

test("a sample request sent three times from one rendered form (a retry, a double click) is stored once", async ({
  page,
  db,
}) => {
  await page.goto("/company/lumina-dental");
  await page.getByRole("link", { name: "Request Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  const email = uniqueEmail();
  await fillSampleRequestForm(dialog, email);
  await expect(dialog.locator('input[name="_submission"]')).toHaveValue(UUID);
  // What a client that retries an unacknowledged request sends: the same body twice at once.
  const statuses = await dialog
    .getByRole("form", { name: "Sample request" })
    .evaluate(async (form: HTMLFormElement) => {
      const send = () =>
        fetch(form.action, { method: "POST", body: new FormData(form) }).then((r) => r.status);
      return Promise.all([send(), send()]);
    });
  expect(statuses).toEqual([200, 200]);
  // And then the person clicks Submit on the same form.
  await submitSampleRequest(dialog);
  expect(await sampleRequestsFrom(db, email)).toHaveLength(1);
});

test("the same request sent again from a new form is confirmed as already received, not stored", async ({
  page,
  db,
}) => {
  const email = uniqueEmail();
  for (const attempt of [1, 2]) {
    await page.goto("/request-samples?company=lumina-dental&product=lumina-flow-a2");
    await fillSampleRequestForm(page, email);
    await submitSampleRequest(page);
    await expect(page.getByText(ALREADY_RECEIVED)).toHaveCount(attempt === 1 ? 0 : 1);
  }
  expect(await sampleRequestsFrom(db, email)).toHaveLength(1);
});

test("a second request from the same page after a confirmation gets a fresh key and is stored", async ({
  page,
  db,
}) => {
  await page.goto("/company/lumina-dental");
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  const email = uniqueEmail();
  await page.getByRole("link", { name: "Request Samples" }).click();
  await expect(dialog.locator('input[name="_submission"]')).toHaveValue(UUID);
  const firstKey = await dialog.locator('input[name="_submission"]').inputValue();
  // The page's data reloads after the submission (bringing the next key); hold that reload so the
  // dialog is closed while it is still under way, as a quick person on a slow network would.
  const releaseReload = await holdRequests(page, "**/*.data?*", "GET");
  await fillSampleRequestForm(dialog, email);
  await submitSampleRequest(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  releaseReload();

  await page.getByLabel(/Lumina Flow Flowable Composite A2/).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  await expect(dialog.locator('input[name="_submission"]')).toHaveValue(UUID);
  await expect(dialog.locator('input[name="_submission"]')).not.toHaveValue(firstKey);
  await fillSampleRequestForm(dialog, email);
  await submitSampleRequest(dialog);
  await expect(dialog.getByText("Lumina Flow Flowable Composite A2")).toBeVisible();
  expect(await sampleRequestsFrom(db, email)).toHaveLength(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a double-clicked submit stores one request", async ({ page, db }) => {
    // No key and no start time in the form: the duplicates window answers the second click.
    await page.goto("/request-samples?company=lumina-dental");
    const email = uniqueEmail();
    await fillSampleRequestForm(page, email);
    await page.getByRole("button", { name: "Submit Request" }).dblclick();
    await expect(page.getByRole("heading", { name: "Request sent!" })).toBeVisible();
    expect(await sampleRequestsFrom(db, email)).toHaveLength(1);
  });
});
