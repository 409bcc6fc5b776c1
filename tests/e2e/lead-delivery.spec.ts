import { eq } from "drizzle-orm";
import { outboxMessages } from "~/db/schema";
import { formatLongDate } from "~/lib/dates";
import { createCompany, createProduct, uniqueEmail } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, submitSampleRequest } from "./form-helpers";
import { linkIn, waitForMail } from "./mailbox";
import { cellOfColumn } from "./table-helpers";

// Three e-mails go through the queue and the SMTP server on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test("a request reaches the supplier and the requester, who follows it to approval", async ({
  page,
  db,
}) => {
  const supplier = uniqueEmail("supplier");
  const company = await createCompany(db, { leadEmail: supplier });
  const product = await createProduct(db, company.id);
  const requester = uniqueEmail("dentist");

  await page.goto(`/company/${company.id}`);
  await page.getByLabel(product.name).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await fillSampleRequestForm(dialog, requester);
  await submitSampleRequest(dialog);

  const lead = await waitForMail(supplier, `New sample request for ${company.name}`);
  expect(lead.text).toContain("Dana Reyes");
  expect(lead.text).toContain(requester);
  expect(lead.text).toContain(product.name);

  const confirmation = await waitForMail(requester, `Your sample request to ${company.name}`);
  await page.goto(linkIn(confirmation, "/requests/"));
  await expect(page.getByRole("heading", { name: "Your sample request" })).toBeVisible();
  const card = page.getByRole("article", { name: company.name });
  await expect(card.getByText("Pending", { exact: true }).first()).toBeVisible();
  await expect(card.getByRole("heading", { name: "Supplier contact" })).toHaveCount(0);

  // An admin approves it on the requests page.
  await signInAs(page, db, "admin");
  await page.goto(`/admin/requests?q=${encodeURIComponent(company.name)}`);
  const row = page.getByTestId("request-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Approve" }).click();
  const statusCell = await cellOfColumn(page.getByRole("table"), "Status");
  await expect(statusCell(row)).toHaveText("Approved");

  const statusMail = await waitForMail(
    requester,
    `Your sample request to ${company.name}: Approved`,
  );
  await page.goto(linkIn(statusMail, "/requests/"));
  const approved = page.getByRole("article", { name: company.name });
  await expect(approved.getByText("Approved", { exact: true }).first()).toBeVisible();
  await expect(approved.getByRole("listitem").filter({ hasText: "Approved" })).toContainText(
    formatLongDate(new Date()),
  );
  await expect(approved.getByRole("link", { name: supplier })).toBeVisible();
});

test("the outbox shows an admin each message and one that could not be sent", async ({
  page,
  db,
}) => {
  const subject = `Undeliverable ${crypto.randomUUID().slice(0, 8)}`;
  await db.insert(outboxMessages).values({
    kind: "new-lead",
    recipient: "nobody@example.com",
    subject,
    textBody: "The plain text part",
    htmlBody: "<p>The HTML part</p>",
    status: "dead",
    lastError: "550 Mailbox unavailable",
  });
  await signInAs(page, db, "admin");
  await page.goto("/admin/requests");
  await page.getByRole("link", { name: "E-mail outbox" }).click();
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  await page.getByLabel("Status").selectOption("dead");
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("550 Mailbox unavailable");
  await expect(row).toContainText("dead: gave up after the last try");
  await row.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByText("The plain text part")).toBeVisible();
  await expect(
    page.getByTitle("The message's HTML part").contentFrame().getByText("The HTML part"),
  ).toBeVisible();

  // Sent again: it goes back to the queue and reaches the (now accepting) mail server.
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("status")).toContainText("Queued to send again.");
  await waitForMail("nobody@example.com", subject);
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByText("sent", { exact: true }).count();
    })
    .toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);
});

test("the outbox shows a request confirmation's status link redacted; the e-mail has it whole", async ({
  page,
  db,
}) => {
  const company = await createCompany(db, { leadEmail: uniqueEmail("supplier") });
  const product = await createProduct(db, company.id);
  const requester = uniqueEmail("redacted");
  await page.goto(`/company/${company.id}`);
  await page.getByLabel(product.name).check();
  await page.getByRole("button", { name: "Request Selected Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  await fillSampleRequestForm(dialog, requester);
  await submitSampleRequest(dialog);
  const token = linkIn(await waitForMail(requester, "Your sample request"), "/requests/").slice(
    "/requests/".length,
  );

  await signInAs(page, db, "admin");
  const [message] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, requester));
  const response = await page.goto(`/admin/outbox/${message?.id}`);
  await expect(page.getByText("/requests/[redacted-1]")).toBeVisible();
  await expect(page.getByText("shown redacted")).toBeVisible();
  expect(await response?.text()).not.toContain(token);
  expect(await page.content()).not.toContain(token);
});

test("after an outage, Send again puts every dead message of the filter back in the queue", async ({
  page,
  db,
}) => {
  const recipients = [uniqueEmail("outage"), uniqueEmail("outage")];
  await db.insert(outboxMessages).values(
    recipients.map((recipient) => ({
      kind: "claim-received",
      recipient,
      subject: `Claim held by an outage ${recipient.slice(0, 14)}`,
      textBody: "A claim",
      htmlBody: "<p>A claim</p>",
      status: "dead" as const,
      lastError: "Error ECONNREFUSED",
    })),
  );
  await signInAs(page, db, "admin");
  await page.goto("/admin/outbox");
  await page.getByLabel("Status").selectOption("dead");
  await page.getByLabel("Kind").selectOption("claim-received");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Claim held by an outage" })).toHaveCount(2);
  await page
    .getByRole("button", { name: "Send again all 2 dead messages (claim-received)" })
    .click();
  await expect(page.getByRole("status")).toContainText("Queued 2 dead messages to send again.");
  for (const recipient of recipients) await waitForMail(recipient, "Claim held by an outage");
  await expect(page.getByRole("button", { name: /^Send again all/ })).toHaveCount(0);
});
