import type { Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages, subscribers } from "~/db/schema";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

const THANKS = "Thank you for subscribing!";
const CONFIRM_SUBJECT = "Please confirm your subscription";

async function statusOf(db: Database, email: string) {
  const rows = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = ${email}`);
  return rows.map((r) => r.status);
}

async function subscribeOnHome(page: Page, email: string) {
  await page.goto("/#subscribe");
  const form = page.getByRole("form", { name: "Subscribe to updates" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(THANKS, { exact: false })).toBeVisible();
}

test("subscribing twice keeps one row, sends one mail and thanks the visitor each time", async ({
  page,
  db,
}) => {
  const email = `e2e-${crypto.randomUUID()}@example.com`;
  await page.goto("/#subscribe");
  const form = page.getByRole("form", { name: "Subscribe to updates" });
  const thanks = form.getByText(THANKS, { exact: false });

  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  await form.getByLabel("Email address").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText("check your inbox");
  // The message goes away on its own after 5 seconds.
  await expect(thanks).toBeHidden({ timeout: 8_000 });

  await form.getByLabel("Email address").fill(email.toUpperCase());
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(thanks).toBeVisible();

  expect(await statusOf(db, email)).toEqual(["pending"]);
  // One confirmation: the second subscription within ten minutes sends nothing.
  const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
  expect(mails.map((m) => m.kind)).toEqual(["subscribe-confirmation"]);
});

test("the link in the confirmation mail activates the address; its unsubscribe link takes it off", async ({
  page,
  db,
}) => {
  const email = `e2e-${crypto.randomUUID()}@example.com`;
  await subscribeOnHome(page, email);
  expect(await statusOf(db, email)).toEqual(["pending"]);

  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  // Opening the link only shows the button: link scanners confirm nothing.
  const confirmResponse = await page.goto(linkIn(mail, "/subscribe/confirm/"));
  expect(confirmResponse?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await statusOf(db, email)).toEqual(["pending"]);

  await page.getByRole("button", { name: "Confirm subscription" }).click();
  const confirmed = page.getByRole("heading", { name: "Your subscription is confirmed" });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toBeFocused();
  expect(await statusOf(db, email)).toEqual(["active"]);

  await page.goto(linkIn(mail, "/unsubscribe/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from updates");
  // Keyboard only: the button is reachable and pressed with Enter.
  await page.getByRole("button", { name: "Unsubscribe" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  expect(await statusOf(db, email)).toEqual(["unsubscribed"]);
});

test("a mail client's one-click POST unsubscribes, even from a webmail page of another origin", async ({
  page,
  request,
  db,
}) => {
  const email = `e2e-${crypto.randomUUID()}@example.com`;
  await subscribeOnHome(page, email);
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  const unsubscribePath = linkIn(mail, "/unsubscribe/");
  expect(mail.headers.get("list")).toMatchObject({
    unsubscribe: { url: expect.stringContaining(unsubscribePath) },
    "unsubscribe-post": { name: "List-Unsubscribe=One-Click" },
  });
  const crossSite = { Origin: "https://webmail.example", "Sec-Fetch-Site": "cross-site" };

  // The confirmation is still protected against cross-site posts; the signed unsubscribe is not.
  const forged = await request.post(linkIn(mail, "/subscribe/confirm/"), {
    form: { confirm: "1" },
    headers: crossSite,
  });
  expect(forged.status()).toBe(403);
  expect(await statusOf(db, email)).toEqual(["pending"]);

  const oneClick = await request.post(unsubscribePath, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: crossSite,
  });
  expect(oneClick.status()).toBe(200);
  expect(await statusOf(db, email)).toEqual(["unsubscribed"]);
  // Unknown links are a 404 page.
  expect((await page.goto("/unsubscribe/nope"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the subscribe form works as a plain form", async ({ page, db }) => {
    const email = `e2e-${crypto.randomUUID()}@example.com`;
    await page.goto("/");
    const form = page.getByRole("form", { name: "Subscribe to updates" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(THANKS, { exact: false })).toBeVisible();
    const rows = await db.select().from(subscribers).where(sql`${subscribers.email} = ${email}`);
    expect(rows).toHaveLength(1);
  });

  test("on a phone, subscribing returns to /#subscribe with the thanks in view, no address in the URL", async ({
    page,
    db,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `e2e-${crypto.randomUUID()}@example.com`;
    await page.goto("/");
    const form = page.getByRole("form", { name: "Subscribe to updates" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    const thanks = page.getByText(THANKS, { exact: false });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeInViewport();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/");
    expect(url.hash).toBe("#subscribe");
    expect(url.search).not.toContain("index");
    expect(decodeURIComponent(page.url())).not.toContain(email.split("@")[0] ?? email);
    expect(await statusOf(db, email)).toEqual(["pending"]);
    // A refusal is shown at the form too.
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const error = form.getByText("Please enter a valid email address");
    await expect(error).toBeInViewport();
  });

  test("the confirm and unsubscribe pages work as plain forms; an old link says it expired", async ({
    page,
    db,
  }) => {
    const email = `e2e-${crypto.randomUUID()}@example.com`;
    await subscribeOnHome(page, email);
    const mail = await waitForMail(email, CONFIRM_SUBJECT);
    const confirmPath = linkIn(mail, "/subscribe/confirm/");

    await page.goto(confirmPath);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(
      page.getByRole("heading", { name: "Your subscription is confirmed" }),
    ).toBeVisible();
    expect(await statusOf(db, email)).toEqual(["active"]);

    await page.goto(linkIn(mail, "/unsubscribe/"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    expect(await statusOf(db, email)).toEqual(["unsubscribed"]);

    // Subscribing again after a week without confirming: the link has expired.
    const later = `e2e-${crypto.randomUUID()}@example.com`;
    await subscribeOnHome(page, later);
    const laterPath = linkIn(await waitForMail(later, CONFIRM_SUBJECT), "/subscribe/confirm/");
    await db
      .update(subscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(subscribers.email, later));
    expect((await page.goto(laterPath))?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
    await expect(page.getByRole("link", { name: "subscribe again" })).toHaveAttribute(
      "href",
      "/#subscribe",
    );
    expect(await statusOf(db, later)).toEqual(["pending"]);
  });
});
