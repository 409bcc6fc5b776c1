/**
 * Time moves in a browser test (issue 26 points 2 and 6; docs/decisions/133): the server's billing
 * clock is moved by POST /__test/clock, which queues the billing scan. A Featured trial's owner
 * gets the 7-day, 1-day and ended reminders at the test SMTP server; the lapsed company leaves
 * Top Free Samples and the sponsors, its workspace shows Renew, and a dentist's request still
 * reaches its lead address. Solo: the clock is the server's, shared by every page.
 */
import type { APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { companyOnPlan, countPlaced, placeOnHome } from "./billing-helpers";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, submitSampleRequest } from "./form-helpers";
import { waitForMail } from "./mailbox";
import { shoot } from "./shots";

test.describe.configure({ timeout: 150_000 });

const DAY = 86_400_000;

async function moveClock(request: APIRequestContext, offsetDays: number) {
  const answer = await request.post("/__test/clock", { data: { offsetDays } });
  expect(answer.status()).toBe(200);
}

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  await moveClock(request, 0);
  await request.dispose();
});

test("a trial's reminders arrive as the clock moves; lapsed, the company leaves Top Free Samples and keeps its leads", async ({
  page,
  db,
  request,
}) => {
  const owner = await signInAs(page, db, "user");
  const company = await companyOnPlan(db, "featured", { ownerId: owner.id });
  const subject = (end: string) => `${company.name}'s free month on SampleTray ${end}`;
  await page.goto(`/supplier/${company.id}/billing`);
  await expect(page.getByText("Featured · $99/month (monthly)")).toBeVisible();
  expect(await placeOnHome(page, company.name)).toBeGreaterThanOrEqual(0);
  await expect(
    page.getByRole("region", { name: "Our Sponsors" }).getByRole("link", { name: company.name }),
  ).toBeVisible();

  await moveClock(request, 23.5);
  await waitForMail(owner.email, subject("ends in 7 days"));
  await moveClock(request, 29.5);
  await waitForMail(owner.email, subject("ends tomorrow"));
  await moveClock(request, 30.5);
  await waitForMail(owner.email, subject("has ended"));

  // Lapsed: no placements; the workspace is readable with a Renew banner.
  const place = await placeOnHome(page, company.name);
  expect(place === -1 || place >= (await countPlaced(db, new Date(Date.now() + 30.5 * DAY)))).toBe(
    true,
  );
  await expect(
    page.getByRole("region", { name: "Our Sponsors" }).getByRole("link", { name: company.name }),
  ).toHaveCount(0);
  await page.goto(`/supplier/${company.id}/leads`);
  const banner = page.getByRole("note", { name: "Billing" });
  await expect(banner).toContainText(
    "Your plan has lapsed. Only your first 10 products are shown and Featured placements have stopped.",
  );
  await shoot(page, "renew-banner");
  await banner.getByRole("link", { name: "Renew" }).click();
  await expect(page).toHaveURL(`/supplier/${company.id}/billing`);
  await expect(page.getByText("Lapsed", { exact: true })).toBeVisible();
  // The Billing tab says it once, in full, without the banner that leads to it.
  await expect(page.getByText("Your plan has lapsed.")).toHaveCount(1);
  await expect(page.getByRole("note", { name: "Billing" })).toHaveCount(0);
  await shoot(page, "billing-tab-lapsed");

  // A dentist's request still reaches the company's owner (docs/decisions/145).
  await page.context().clearCookies();
  await page.goto(`/company/${company.id}`);
  await page.getByRole("checkbox", { name: `${company.name} product 1` }).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await fillSampleRequestForm(dialog, uniqueEmail("dentist"));
  await submitSampleRequest(dialog);
  await waitForMail(owner.email, `New sample request for ${company.name}`);
});
