/**
 * My samples on a phone (docs/decisions/129): a signed-in professional with a confirmed address
 * sends a request from a company page, finds it Pending under the header's "My samples", and once
 * an operator marks it shipped with a UPS number, finds it Shipped with a link to UPS's tracking
 * page carrying that number; Request again within a day is answered by the duplicates window.
 */
import { ALREADY_RECEIVED } from "~/lib/form-guard";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, sampleRequestsFrom, submitSampleRequest } from "./form-helpers";
import { shoot } from "./shots";

test.use({ viewport: { width: 390, height: 844 } });
// Two people, two browser contexts and a shipment: more than one page's worth of steps.
test.describe.configure({ timeout: 90_000 });

const TRACKING = "1Z999AA10123456784";

test("a request shows Pending in My samples, then Shipped with a UPS tracking link", async ({
  page,
  db,
  browser,
}) => {
  const user = await signInAs(page, db, "user");
  await page.goto("/company/endopath");
  await page.getByLabel(/EndoPath OneWave Reciprocating File/).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await fillSampleRequestForm(dialog, user.email);
  await submitSampleRequest(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The header's link, in the phone's Menu panel.
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Menu" }).click();
  await header.getByRole("link", { name: "My samples" }).click();
  await expect(page.getByRole("heading", { name: "My samples", level: 1 })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "EndoPath OneWave" });
  await expect(card.getByText("Status: Pending")).toBeVisible();
  await expect(card.getByText("EndoPath OneWave Reciprocating File")).toBeVisible();
  // Pending from minutes ago: sending it again would send nothing, so it is not offered.
  await expect(card.getByRole("button", { name: /Request again/ })).toHaveCount(0);
  await expect(card.getByText("waiting for the supplier's answer")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // An operator marks it shipped with a UPS number.
  const [request] = await sampleRequestsFrom(db, user.email);
  if (!request) throw new Error("the request was stored");
  const operator = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await operator.newPage();
  await signInAs(admin, db, "admin");
  await admin.goto(`/admin/requests/${request.id}`);
  await admin.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Marked approved." })).toBeVisible();
  await admin.getByLabel("Carrier").fill("UPS");
  await admin.getByLabel("Tracking number").fill(TRACKING);
  await admin.getByRole("button", { name: "Mark shipped" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Marked shipped." })).toBeVisible();
  await operator.close();

  await page.reload();
  await expect(card.getByText("Status: Shipped")).toBeVisible();
  const tracking = card.getByRole("link", { name: new RegExp(TRACKING) });
  await expect(tracking).toHaveAttribute("href", `https://www.ups.com/track?tracknum=${TRACKING}`);
  await expect(card.getByText("UPS", { exact: true })).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Shipped" })).toBeVisible();
  await shoot(page, "my-samples");

  // Request again within a day is the same request: the form's own answer, nothing new stored.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole("button", { name: /Request again/ }).click();
  await expect(page.getByRole("status").getByText(ALREADY_RECEIVED)).toBeVisible();
  await expect(page.getByText("Request sent!")).toHaveCount(0);
  expect(await sampleRequestsFrom(db, user.email)).toHaveLength(1);
  await shoot(page, "my-samples-again");
});
