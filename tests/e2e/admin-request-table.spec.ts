/**
 * The admin request table on a phone (docs/decisions/072): each request is a card with its status
 * buttons beside who asked; Approve works from the row; Reject asks for a reason first; the
 * request's own page shows every field.
 */
import { eq } from "drizzle-orm";
import { sampleRequests } from "~/db/schema";
import { createCompany, createSampleRequest } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

test("approve from a row; reject asks for a reason; the page has every field", async ({
  page,
  db,
}) => {
  await signInAs(page, db, "admin");
  const tag = crypto.randomUUID().slice(0, 8);
  const company = await createCompany(db, { name: `Row Co ${tag}` });
  const first = await createSampleRequest(db, {
    companyId: company.id,
    firstName: "Avery",
    lastName: `Approve${tag}`,
    practiceName: `Practice ${tag}`,
  });
  const second = await createSampleRequest(db, {
    companyId: company.id,
    firstName: "Riley",
    lastName: `Reject${tag}`,
    practiceName: `Practice ${tag}`,
    comments: "Only the small sizes, please",
  });
  const statusOf = async (id: string) =>
    (await db.select().from(sampleRequests).where(eq(sampleRequests.id, id)))[0]?.status;

  await page.goto(`/admin/requests?q=${tag}`);
  const rows = page.getByTestId("request-row");
  await expect(rows).toHaveCount(2);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const approveRow = rows.filter({ hasText: `Approve${tag}` });
  await approveRow.getByRole("button", { name: "Approve" }).click();
  await expect(approveRow.getByRole("status")).toContainText("Marked approved.");
  await expect(approveRow.getByRole("button", { name: "Mark shipped" })).toBeVisible();
  expect(await statusOf(first.id)).toBe("approved");

  const rejectRow = rows.filter({ hasText: `Reject${tag}` });
  await rejectRow.getByRole("button", { name: "Reject" }).click();
  const reason = rejectRow.getByLabel("Reason");
  await expect(reason).toBeFocused();
  await expect(rejectRow).toContainText(
    "Please give the requester a reason for rejecting the request",
  );
  expect(await statusOf(second.id)).toBe("pending");
  await reason.fill("We no longer ship to this region.");
  await rejectRow.getByRole("button", { name: "Reject" }).click();
  await expect(rejectRow.getByRole("status")).toContainText("Rejected.");
  expect(await statusOf(second.id)).toBe("rejected");

  await rejectRow.getByRole("link", { name: `Riley Reject${tag}` }).click();
  await expect(page.getByRole("heading", { name: `Riley Reject${tag}` })).toBeVisible();
  await expect(page.getByText("Only the small sizes, please")).toBeVisible();
  await expect(page.getByText("We no longer ship to this region.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
