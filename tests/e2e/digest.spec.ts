/**
 * Alerts and the digest in the browser (issue 36, docs/decisions/169, 170): a professional goes
 * from a search to "Alert me about new results", creates the alert, sees the server's message for
 * a bad one, and deletes it; an operator previews the digest, sends it now and sees the run in the
 * log; the digest e-mail's HTML as a mail program shows it. Screenshots to SHOTS_DIR if set.
 */
import { eq, sql } from "drizzle-orm";
import { outboxMessages, subscribers } from "~/db/schema";
import { uniqueEmail } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

test("a professional creates an alert from a search and deletes it", async ({ page, db }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, db, "user");
  await page.goto("/search?q=endo");
  await page.getByRole("button", { name: "Alert me about new results" }).click();
  await expect(page).toHaveURL(/\/account\/alerts\?words=endo/);
  await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
  await expect(page.getByLabel("Words")).toHaveValue("endo");
  await page.getByLabel("Category").selectOption("Endodontics");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByRole("status")).toContainText("Alert created");
  const list = page.getByRole("list", { name: "Your alerts" });
  await expect(list.getByText('"endo" in Endodontics', { exact: true })).toBeVisible();

  // Words too short: the message stands beside the field, and the field says it is invalid.
  await page.getByLabel("Words").fill("x");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByLabel("Words")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Words must be at least 2 characters, or empty")).toBeVisible();
  await page.getByLabel("Words").fill("whitening strips");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await shoot(page, "account-alerts");

  await list.getByRole("button", { name: 'Delete alert "endo" in Endodontics' }).click();
  await expect(page.getByRole("status")).toContainText("Alert deleted");
  await expect(list.getByRole("listitem")).toHaveCount(1);
});

test("an operator previews the digest, sends it now and sees the run", async ({ page, db }) => {
  const email = uniqueEmail("digest");
  await db.insert(subscribers).values({ email, status: "active" });
  await signInAs(page, db, "admin");
  await page.goto("/admin/digest");
  await expect(page.getByRole("heading", { level: 1, name: "Digest" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Digest" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Preview digest" }).click();
  await expect(page.getByTestId("digest-subject")).toBeVisible();
  await page.getByRole("button", { name: "Send digest now" }).click();
  await expect(page.getByRole("status")).toContainText("being sent now");
  const runs = page.getByRole("table", { name: "Digest runs, newest first" });
  await expect(async () => {
    await page.reload();
    await expect(runs.getByRole("row").nth(1)).toContainText("Ada Admin");
  }).toPass({ timeout: 20_000 });
  await page.getByLabel("Subscriber e-mail").fill(email);
  await page
    .getByRole("region", { name: "Each subscriber's last digest" })
    .getByRole("button", { name: "Search" })
    .click();
  await expect(page.getByRole("table", { name: /last digest/ })).toContainText(email);
  await shoot(page, "admin-digest");

  // The digest e-mail as a mail program shows its HTML part.
  const [digest] = await db
    .select({ html: outboxMessages.htmlBody })
    .from(outboxMessages)
    .where(eq(outboxMessages.kind, "digest"))
    .orderBy(sql`${outboxMessages.createdAt} desc`)
    .limit(1);
  if (digest) {
    await page.setContent(digest.html);
    await shoot(page, "digest-mail");
  }
});
