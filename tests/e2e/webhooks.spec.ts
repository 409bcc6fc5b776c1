/**
 * Webhooks in the browser (issue 27): an owner adds an endpoint (a receiver this test starts on
 * 127.0.0.1; the server runs with WEBHOOK_ALLOW_PRIVATE=1), sees its signing secret once, presses
 * Send test event and sees the delivery in the log; the receiver verifies the signature. Then
 * rolls the secret (both sign for a day) and deletes the endpoint, confirming first.
 */
import { Webhook } from "standardwebhooks";
import { addCompanyMember, createCompany } from "../helpers/factories";
import { startWebhookReceiver } from "../helpers/webhook-receiver";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

test("an owner adds an endpoint, copies its secret once and sends a test event", async ({
  page,
  db,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    const company = await createCompany(db, { name: "Hook Test Dental" });
    const owner = await signInAs(page, db, "user");
    await addCompanyMember(db, company.id, owner.id, "owner");
    const list = `/supplier/${company.id}/integrations/webhooks`;
    await page.goto(list);
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await expect(page.getByText("No endpoints yet.")).toBeVisible();

    // At least one event: none chosen is refused, and what was typed stays.
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByRole("checkbox", { name: /lead\.created/ }).uncheck();
    await page.getByRole("checkbox", { name: /lead\.status_changed/ }).uncheck();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("Choose at least one event")).toBeVisible();
    await expect(page.getByLabel("Endpoint URL")).toHaveValue(receiver.url);

    await page.getByRole("checkbox", { name: /lead\.created/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secretField = page.getByLabel("Signing secret", { exact: true });
    await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const secret = await secretField.inputValue();
    await expect(page.getByRole("status")).toContainText(`Endpoint added: ${receiver.url}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "webhooks-list");

    // Shown once: the page again has no secret.
    await page.goto(list);
    await expect(page.getByLabel("Signing secret", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: receiver.url }).click();
    await expect(page.getByRole("heading", { level: 1, name: receiver.url })).toBeVisible();
    await expect(page.getByText("Nothing sent yet.")).toBeVisible();

    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByRole("status")).toContainText(
      /Test event delivered: answered with 200 in \d+ ms\./,
    );
    const entry = page.getByRole("listitem").filter({ hasText: "ping" });
    await expect(entry).toContainText("Delivered · 200");
    await expect(entry).toContainText("Attempt 1");
    const ping = await receiver.waitFor((hook) => hook.body.includes('"ping"'));
    expect(new Webhook(secret).verify(ping.body, ping.headers)).toMatchObject({ type: "ping" });
    await shoot(page, "webhook-endpoint");

    // Rolling the secret shows the new one once; for a day both sign each event.
    await page.getByText("Roll signing secret…").click();
    await expect(page.getByRole("radio", { name: /In 24 hours/ })).toBeChecked();
    await page.getByRole("button", { name: "Roll secret" }).click();
    await expect(page.getByRole("status")).toContainText("New signing secret made.");
    const newSecret = await page.getByRole("textbox", { name: "New signing secret" }).inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await expect(
      page.getByText(/previous signing secret also signs each event until/),
    ).toBeVisible();
    await shoot(page, "webhook-endpoint-rolled");
    const seen = receiver.received.length;
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByRole("status")).toContainText("Test event delivered");
    const signedTwice = await receiver.waitFor(
      (hook) => receiver.received.indexOf(hook) >= seen && hook.body.includes('"ping"'),
    );
    expect(new Webhook(newSecret).verify(signedTwice.body, signedTwice.headers)).toBeTruthy();
    expect(new Webhook(secret).verify(signedTwice.body, signedTwice.headers)).toBeTruthy();

    // Deleting asks first; confirmed, the endpoint is gone from the list.
    await page.getByText("Delete endpoint…").click();
    await expect(page.getByText("its delivery log is deleted")).toBeVisible();
    await shoot(page, "webhook-endpoint-delete");
    await page.getByRole("button", { name: "Delete this endpoint" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await expect(page.getByText("No endpoints yet.")).toBeVisible();
  } finally {
    await receiver.close();
  }
});
