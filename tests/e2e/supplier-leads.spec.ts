/**
 * The supplier workspace's leads in the browser: an owner works a lead to shipped on a phone-sized
 * screen and the requester sees the tracking number on their status page; another company's
 * owner is refused that company's leads, lead, CSVs and performance (with its lead analytics).
 */
import { randomUUID } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import { analyticsEvents } from "~/db/schema";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createSampleRequest,
  uniqueEmail,
} from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { shoot } from "./shots";

// Two e-mails go through the queue and the SMTP server on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the owner ships a lead with its tracking number, which the requester then sees", async ({
    page,
    db,
  }) => {
    const company = await createCompany(db);
    const owner = await signInAs(page, db, "user");
    await addCompanyMember(db, company.id, owner.id, "owner");
    const requester = uniqueEmail("dentist");
    // A request as the public form stores it: one submission, whose e-mails carry a status link.
    await createSampleRequest(db, {
      companyId: company.id,
      email: requester,
      firstName: "Dana",
      lastName: "Reyes",
      submissionId: randomUUID(),
    });

    await page.goto("/supplier");
    await expect(page).toHaveURL(`/supplier/${company.id}/leads`);
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await expect(page.getByTestId("lead-count")).toHaveText("1 lead");
    await page.getByRole("link", { name: "Dana Reyes" }).click();
    await expect(page.getByRole("heading", { name: "Dana Reyes" })).toBeVisible();
    await expect(page.getByText(requester)).toBeVisible();

    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked approved." })).toBeVisible();

    // Approved: the next step is shipping, with optional details.
    await page.getByLabel("Carrier").fill("UPS");
    await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
    await page.getByRole("button", { name: "Mark shipped" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked shipped." })).toBeVisible();
    const history = page.getByRole("region", { name: "Status history" });
    await expect(history.getByRole("listitem").filter({ hasText: "Shipped" })).toContainText(
      "Tracking number: 1Z999AA10123456784",
    );
    await expect(history.getByRole("listitem").filter({ hasText: "Approved" })).toContainText(
      `by ${owner.displayName}`,
    );
    await expect(page.getByRole("button", { name: "Mark completed" })).toBeVisible();

    const mail = await waitForMail(requester, `Your sample request to ${company.name}: Shipped`);
    expect(mail.text).toContain("Tracking number: 1Z999AA10123456784");
    await page.goto(linkIn(mail, "/requests/"));
    const card = page.getByRole("article", { name: company.name });
    await expect(card.getByText("Shipped", { exact: true }).first()).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: "Shipped" })).toContainText(
      "Tracking number: 1Z999AA10123456784",
    );
    await expect(card).toContainText("Carrier: UPS");

    // The tracking number was mistyped: the lead's Tracking box corrects it (decision 147).
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Tracking" })).toBeVisible();
    await expect(page.getByLabel("Tracking number")).toHaveValue("1Z999AA10123456784");
    await page.getByLabel("Tracking number").fill("");
    await page.getByRole("button", { name: "Save tracking" }).click();
    await expect(
      page.getByText("Please give the tracking number for a shipped lead"),
    ).toBeVisible();
    await shoot(page, "lead-tracking-error");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Tracking number").fill("1Z999AA10123456785");
    await page.getByRole("button", { name: "Save tracking" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tracking updated." })).toBeVisible();
    await expect(
      history.getByRole("listitem").filter({ hasText: "Tracking updated" }),
    ).toContainText("Tracking number: 1Z999AA10123456785");
    await shoot(page, "lead-tracking");
    const corrected = await waitForMail(
      requester,
      `Your sample request to ${company.name}: tracking updated`,
    );
    expect(corrected.text).toContain("Tracking number: 1Z999AA10123456785");
  });
});

test("an owner cannot open another company's leads, lead, CSVs or performance", async ({
  page,
  db,
}) => {
  const mine = await createCompany(db);
  const theirs = await createCompany(db);
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, mine.id, owner.id, "owner");
  const theirLead = await createSampleRequest(db, { companyId: theirs.id });

  // Their own workspace opens.
  const own = await page.goto(`/supplier/${mine.id}/leads`);
  expect(own?.status()).toBe(200);

  for (const path of [
    `/supplier/${theirs.id}/leads`,
    `/supplier/${theirs.id}/leads/${theirLead.id}`,
    `/supplier/${theirs.id}/performance`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("You don't have access to this company.")).toBeVisible();
    await expect(page.getByText(theirLead.email)).toHaveCount(0);
  }
  for (const path of [
    `/supplier/${theirs.id}/leads.csv`,
    `/supplier/${theirs.id}/performance.csv`,
  ]) {
    const csv = await page.request.get(path);
    expect(csv.status(), path).toBe(403);
    expect(await csv.text()).not.toContain(theirLead.email);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("rejecting asks for a reason, then records it", async ({ page, db }) => {
    const company = await createCompany(db);
    const owner = await signInAs(page, db, "user");
    await addCompanyMember(db, company.id, owner.id, "member");
    const lead = await createSampleRequest(db, { companyId: company.id });

    await page.goto(`/supplier/${company.id}/leads/${lead.id}`);
    await page.getByRole("button", { name: "Reject" }).click();
    const reason = page.getByRole("textbox", { name: "Reason" });
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(
      /Please give the requester a reason for rejecting the request/,
    );
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();

    await reason.fill("We only ship within the EU.");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Rejected." })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Status history" }).getByRole("listitem").last(),
    ).toContainText("Reason: We only ship within the EU.");
    await expect(page.getByText("Rejected is final")).toBeVisible();
  });
});

test("a visitor's product selection counts as a product view on the Performance page", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  const product = await createProduct(db, company.id);
  await page.goto(`/company/${company.id}`);
  await page.getByLabel(product.name).check();
  // The page's view and the selection are both stored (sendBeacon, in any order).
  const stored = async () => {
    const rows = await db
      .select({ name: analyticsEvents.name })
      .from(analyticsEvents)
      .where(
        or(
          and(eq(analyticsEvents.name, "view_item"), eq(analyticsEvents.companyId, company.id)),
          and(
            eq(analyticsEvents.name, "select_content"),
            eq(analyticsEvents.contentType, "product"),
            eq(analyticsEvents.contentId, product.id),
          ),
        ),
      );
    return rows.map((r) => r.name).sort();
  };
  await expect.poll(stored).toEqual(["select_content", "view_item"]);

  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  await page.goto(`/supplier/${company.id}/performance`);
  const table = page.getByRole("table", { name: /per week/ });
  const thisWeek = table.getByRole("row").last();
  const headers = await table.getByRole("columnheader").allTextContents();
  const cells = thisWeek.getByRole("cell");
  // The row header is the week; the cells follow the column headers after it.
  await expect(cells.nth(headers.indexOf("Product views") - 1)).toHaveText("1");
  await expect(cells.nth(headers.indexOf("Page views") - 1)).toHaveText("1");
});

test("on a desktop the Change status box is as tall as its buttons, not the whole lead", async ({
  page,
  db,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const company = await createCompany(db);
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  const lead = await createSampleRequest(db, { companyId: company.id });
  await page.goto(`/supplier/${company.id}/leads/${lead.id}`);
  const panel = page.getByRole("region", { name: "Change status" });
  await expect(panel.getByRole("button", { name: "Approve" })).toBeVisible();
  const box = await panel.boundingBox();
  const history = await page.getByRole("heading", { name: "Status history" }).boundingBox();
  if (!box || !history) throw new Error("no layout");
  expect(box.y + box.height).toBeLessThan(history.y);
});

test("a reversed date range says why no lead matches, and Clear filters shows them all again", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  await createSampleRequest(db, { companyId: company.id, firstName: "Dana", lastName: "Reyes" });
  await page.goto(`/supplier/${company.id}/leads?from=2026-12-01&to=2026-01-01`);
  await expect(page.getByTestId("lead-count")).toHaveText("0 leads match your filters");
  await expect(page.getByText("No leads match: the From date is after the To date.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(`/supplier/${company.id}/leads`);
  await expect(page.getByTestId("lead-count")).toHaveText("1 lead");
  await expect(page.getByRole("link", { name: "Dana Reyes" })).toBeVisible();
});
