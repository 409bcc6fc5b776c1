/**
 * Every console list fits a 1366 px screen (issue 23 point 10): no page scrolls sideways, each
 * table stays inside the window, and the Claims table shows Status and Submitted without
 * scrolling; on a 390 px phone no page scrolls sideways (the tables read as cards). Long values
 * (a claim's message and website, an outbox error) are seeded so a column has something to widen.
 * With SHOTS_DIR set, each page is also saved as a screenshot there.
 */
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import {
  claimRequests,
  companies,
  outboxMessages,
  subscribers,
  supplierRegistrations,
} from "~/db/schema";
import { now } from "~/lib/clock";
import { startTrial } from "~/models/billing/trial.server";
import { createCompany, createProduct, createSampleRequest } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const LISTS = [
  "/admin",
  "/admin/requests",
  "/admin/companies",
  "/admin/products",
  "/admin/catalogue",
  "/admin/claims",
  "/admin/registrations",
  "/admin/subscribers",
  "/admin/users",
  "/admin/ratings",
  "/admin/fair-use",
  "/admin/outbox",
  "/admin/audit",
];

const long = (word: string, times = 5) => Array.from({ length: times }, () => word).join("");

test.beforeAll(async ({ db }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const company = await createCompany(db, { name: `Widest Dental Supplies Incorporated ${tag}` });
  await createProduct(db, company.id, { name: `Extra-long product name for width ${tag}` });
  await createSampleRequest(db, { companyId: company.id, practiceName: long("Practice") });
  const contact = {
    companyName: company.name,
    contactName: "Casey Longname-Claimer",
    email: `${long("claimant")}-${tag}@example.com`,
    phone: "+1 555 0100 2000",
    website: `https://www.${long("dental")}.example.com/about/our-company`,
    message: long("A rather long message about the claim. ", 12),
  };
  await db
    .insert(claimRequests)
    .values({ ...contact, companyId: company.id, jobTitle: "Managing Director of Operations" });
  await db.insert(supplierRegistrations).values({ ...contact, planType: "featured" });
  await db.insert(subscribers).values({ email: `${long("subscriber")}-${tag}@example.com` });
  await db.insert(outboxMessages).values({
    kind: "welcome",
    recipient: `${long("recipient")}@example.com`,
    subject: long("A long subject line "),
    textBody: "Hello",
    htmlBody: "<p>Hello</p>",
    status: "dead",
    lastError: long("Connection refused by smtp.example.com:587 ", 8),
  });
});

/** The page's width and each table's right edge, as the browser lays them out. */
async function widths(page: Page) {
  return page.evaluate(() => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    tables: [...document.querySelectorAll("table")].map((t) => t.getBoundingClientRect().right),
  }));
}

async function shoot(page: Page, path: string, width: number) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const name = path.replace(/^\//, "").replaceAll("/", "-");
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

test("at 1366 px every console list fits, decision columns in view", async ({ page, db }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, db, "admin");
  for (const path of LISTS) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    const { page: pageWidth, tables } = await widths(page);
    expect(pageWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(1366);
    for (const right of tables) expect(right, `a table of ${path}`).toBeLessThanOrEqual(1366);
    await shoot(page, path, 1366);
  }

  await page.goto("/admin/claims");
  const table = page.getByRole("table", { name: "Claim requests, open ones first" });
  for (const name of ["Company", "Status", "Submitted"]) {
    await expect(table.getByRole("columnheader", { name, exact: true })).toBeInViewport({
      ratio: 1,
    });
  }
});

test("at 390 px no console list scrolls sideways", async ({ page, db }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, db, "admin");
  for (const path of LISTS) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    const { page: pageWidth } = await widths(page);
    expect(pageWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
    await shoot(page, path, 390);
  }
  // The claim reads as a card: its status and date are on screen beside their names.
  await page.goto("/admin/claims");
  const row = page.getByTestId("claim-row").first();
  await expect(row.getByRole("cell").nth(1)).toBeInViewport();
  await expect(row.getByRole("cell").nth(2)).toBeInViewport();
});

test("at 390 px /admin/billing reads as cards: a company's trial end and paid-until in view, or Not set", async ({
  page,
  db,
}) => {
  const company = await createCompany(db, {
    name: `Carded Billing Dental ${crypto.randomUUID().slice(0, 8)}`,
  });
  await startTrial(db, company.id, "basic", now(), null);
  await db
    .update(companies)
    .set({ paidUntil: new Date("2099-12-31T00:00:00Z") })
    .where(eq(companies.id, company.id));
  // Never paid: its card says so rather than showing a name over nothing.
  const unpaid = await createCompany(db, {
    name: `Unpaid Billing Dental ${crypto.randomUUID().slice(0, 8)}`,
  });
  await startTrial(db, unpaid.id, "basic", now(), null);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, db, "admin");
  await page.goto("/admin/billing");
  const table = page.getByRole("table", { name: "All companies with a plan" });
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: company.name }) });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole("cell", { name: "December 31, 2099" })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("cell").nth(4)).toBeInViewport({ ratio: 1 });
  const unpaidRow = page
    .getByRole("table", { name: "All companies with a plan" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: unpaid.name }) });
  await expect(unpaidRow.getByRole("cell").nth(5)).toHaveText("Not set");
  const { page: pageWidth } = await widths(page);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await shoot(page, "/admin/billing", 390);
});
