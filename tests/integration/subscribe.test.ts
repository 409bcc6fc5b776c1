/**
 * Subscribe with double opt-in (docs/decisions/052), through the home page's action and the two
 * link pages, with the mail really sent to a test SMTP server and read back from it.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, subscribers } from "~/db/schema";
import type { JobQueue } from "~/jobs/start.server";
import { createUnsubscribeToken } from "~/mail/unsubscribe-token.server";
import { CONFIRMATION_RESEND_MS } from "~/models/subscribers/subscriber.server";
import { action, loader as homeLoader } from "~/routes/site/index/route";
import {
  action as confirmAction,
  loader as confirmLoader,
} from "~/routes/site/subscribe.confirm.$token";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "~/routes/site/unsubscribe.$token";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { TEST_AUTH_SECRET } from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { captureLog } from "../helpers/log";
import { startTestMailQueue, testOutboxes } from "../helpers/mail";
import { callAction, callLoader, catchThrown, formRequest, TEST_SITE_URL } from "../helpers/route";
import {
  linkIn,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../helpers/smtp";

const THANKS = { status: 200, body: { intent: "subscribe", ok: true } };

describe(`subscribe (${process.env.TEST_DB})`, () => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  let queue: JobQueue;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestDatabase();
    queue = await startTestMailQueue(t.handle, { smtpUrl: smtp.url });
    testOutboxes.set(t.db, queue);
  });
  afterAll(async () => {
    await queue.stop();
    await t.close();
    await smtp.close();
  });

  let counter = 0;
  const nextEmail = () => `reader-${++counter}-${Date.now()}@example.com`;

  async function subscribe(fields: Record<string, string>, db = t.db) {
    const form = { intent: "subscribe", ...guardFields(), ...fields };
    const result = await callAction(action, { path: "/?index", form, db });
    return { status: result.status, body: result.data as Record<string, unknown> };
  }

  async function row(email: string) {
    const [found] = await t.db
      .select()
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`);
    if (!found) throw new Error("no subscriber row");
    return found;
  }

  const confirmations = (email: string) =>
    t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  /** Waits for the n-th confirmation mail (1-based) to the address. */
  async function confirmationMail(email: string, n = 1): Promise<ReceivedMail> {
    await smtp.waitFor(
      () => smtp.to(email).filter((m) => m.subject.includes("confirm")).length >= n,
    );
    const mail = smtp.to(email).filter((m) => m.subject.includes("confirm"))[n - 1];
    if (!mail) throw new Error("no confirmation mail");
    return mail;
  }

  const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);
  const confirmLink = (mail: ReceivedMail) =>
    tokenOf(linkIn(mail, `${TEST_SITE_URL}/subscribe/confirm/`));
  const unsubscribeLink = (mail: ReceivedMail) =>
    tokenOf(linkIn(mail, `${TEST_SITE_URL}/unsubscribe/`));

  const getConfirm = (token: string) =>
    callLoader(confirmLoader, { path: `/subscribe/confirm/${token}`, params: { token }, db: t.db });
  const postConfirm = (token: string) =>
    callAction(confirmAction, { path: `/subscribe/confirm/${token}`, params: { token }, db: t.db });
  const getUnsubscribe = (token: string) =>
    callLoader(unsubscribeLoader, { path: `/unsubscribe/${token}`, params: { token }, db: t.db });

  /** What a mail client sends for List-Unsubscribe-Post (RFC 8058): no cookies, no Origin. */
  const oneClick = (token: string) =>
    callAction(unsubscribeAction, {
      request: new Request(`${TEST_SITE_URL}/unsubscribe/${token}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      params: { token },
      db: t.db,
    });

  /** Moves the last confirmation mail back in time, as if it had been sent `ms` ago. */
  const ageConfirmation = (email: string, ms: number) =>
    t.db
      .update(subscribers)
      .set({ confirmationSentAt: new Date(Date.now() - ms) })
      .where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`);

  it("a new address is pending and gets a confirmation link; opening it changes nothing, its POST confirms", async () => {
    const email = nextEmail();
    expect(await subscribe({ email: email.toUpperCase() })).toEqual(THANKS);
    // The e-mail field trims and lower-cases the address once, for every table.
    expect(await row(email)).toMatchObject({
      email,
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect((await row(email)).confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await row(email)).subscribedAt).toBeInstanceOf(Date);

    const mail = await confirmationMail(email);
    expect(mail.subject).toBe("Please confirm your subscription to SampleTray");
    expect(mail.text).toContain("SampleTray");
    expect(mail.html).toContain(`href="${TEST_SITE_URL}"`);
    // Mail clients offer their own Unsubscribe button from these headers.
    // (mailparser gathers the List-* headers under "list".)
    expect(mail.headers.get("list")).toEqual({
      unsubscribe: { url: `${TEST_SITE_URL}/unsubscribe/${unsubscribeLink(mail)}` },
      "unsubscribe-post": { name: "List-Unsubscribe=One-Click" },
    });

    const token = confirmLink(mail);
    // A link scanner that fetches the page does not confirm the address.
    expect(await getConfirm(token)).toMatchObject({ status: 200, data: { state: "pending" } });
    expect((await row(email)).status).toBe("pending");

    expect(await postConfirm(token)).toMatchObject({ status: 200, data: { state: "active" } });
    const confirmed = await row(email);
    expect(confirmed.status).toBe("active");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    // Pressing the button again, or opening the link again, says it is confirmed.
    expect(await postConfirm(token)).toMatchObject({ status: 200, data: { state: "active" } });
    expect(await getConfirm(token)).toMatchObject({ status: 200, data: { state: "active" } });
  });

  it("subscribing again answers the same, keeps one row, and never mails more than once in ten minutes", async () => {
    const email = nextEmail();
    const first = await subscribe({ email });
    const firstMail = await confirmationMail(email);
    // Again at once: the same answer, no second mail, the first link still works.
    expect(await subscribe({ email: ` ${email.toUpperCase()} ` })).toEqual(first);
    expect(await confirmations(email)).toHaveLength(1);

    // Later: a fresh link, and the old one no longer works.
    await ageConfirmation(email, CONFIRMATION_RESEND_MS + 1000);
    expect(await subscribe({ email })).toEqual(first);
    const secondMail = await confirmationMail(email, 2);
    expect(confirmLink(secondMail)).not.toBe(confirmLink(firstMail));
    expect((await catchThrown(getConfirm(confirmLink(firstMail)))).status).toBe(404);
    expect(await postConfirm(confirmLink(secondMail))).toMatchObject({ data: { state: "active" } });

    // An active address: the same answer again, nothing sent, nothing changed.
    await ageConfirmation(email, CONFIRMATION_RESEND_MS + 1000);
    const before = await row(email);
    expect(await subscribe({ email })).toEqual(first);
    expect(await confirmations(email)).toHaveLength(2);
    expect(await row(email)).toEqual(before);
    expect(
      await t.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = ${email}`),
    ).toHaveLength(1);
    expect(first).toEqual(THANKS);
  });

  it("the one-click POST of a mail client unsubscribes; subscribing again asks for consent again", async () => {
    const email = nextEmail();
    await subscribe({ email });
    const mail = await confirmationMail(email);
    await postConfirm(confirmLink(mail));
    const token = unsubscribeLink(mail);
    expect(await getUnsubscribe(token)).toMatchObject({
      status: 200,
      data: { state: "subscribed" },
    });
    expect((await row(email)).status).toBe("active");

    expect(await oneClick(token)).toMatchObject({ status: 200, data: { state: "unsubscribed" } });
    const gone = await row(email);
    expect(gone).toMatchObject({ status: "unsubscribed", confirmTokenHash: null });
    expect(gone.unsubscribedAt).toBeInstanceOf(Date);
    // Repeating it is harmless; the page says where things stand.
    expect(await oneClick(token)).toMatchObject({ status: 200, data: { state: "unsubscribed" } });
    expect(await getUnsubscribe(token)).toMatchObject({ data: { state: "unsubscribed" } });
    // The old confirmation link cannot put the address back on the list.
    expect((await catchThrown(postConfirm(confirmLink(mail)))).status).toBe(404);

    // Coming back: pending again, a new confirmation mail (the same answer as ever).
    await ageConfirmation(email, CONFIRMATION_RESEND_MS + 1000);
    expect(await subscribe({ email })).toEqual(THANKS);
    expect(await row(email)).toMatchObject({
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const again = await confirmationMail(email, 2);
    expect(await postConfirm(confirmLink(again))).toMatchObject({ data: { state: "active" } });
  });

  it("a pending address can unsubscribe from its confirmation mail", async () => {
    const email = nextEmail();
    await subscribe({ email });
    const mail = await confirmationMail(email);
    expect(await oneClick(unsubscribeLink(mail))).toMatchObject({ status: 200 });
    expect((await row(email)).status).toBe("unsubscribed");
    expect((await catchThrown(getConfirm(confirmLink(mail)))).status).toBe(404);
  });

  it("answers 410 to a confirmation link older than 7 days and 404 to unknown links", async () => {
    const email = nextEmail();
    await subscribe({ email });
    const token = confirmLink(await confirmationMail(email));
    await ageConfirmation(email, 7 * 24 * 60 * 60 * 1000 + 60_000);
    expect(await getConfirm(token)).toMatchObject({ status: 410, data: { state: "expired" } });
    expect(await postConfirm(token)).toMatchObject({ status: 410, data: { state: "expired" } });
    expect((await row(email)).status).toBe("pending");

    for (const unknown of ["x".repeat(43), "short", "%00", `${token}x`]) {
      expect((await catchThrown(getConfirm(unknown))).status).toBe(404);
      expect((await catchThrown(postConfirm(unknown))).status).toBe(404);
    }
    const { id } = await row(email);
    const forged = `${id}.${"A".repeat(43)}`;
    const otherSecret = createUnsubscribeToken(id, "another-secret-another-secret-000");
    for (const bad of [forged, otherSecret, id, "nope", `${id}.`]) {
      expect((await catchThrown(getUnsubscribe(bad))).status).toBe(404);
      expect((await catchThrown(oneClick(bad))).status).toBe(404);
    }
    expect((await row(email)).status).toBe("pending");
    // A genuine link whose address the retention purge deleted: already off the list.
    const purged = createUnsubscribeToken(randomUUID(), TEST_AUTH_SECRET);
    expect(await getUnsubscribe(purged)).toMatchObject({ data: { state: "unsubscribed" } });
    expect(await oneClick(purged)).toMatchObject({ status: 200 });
  });

  it("requires a valid e-mail", async () => {
    expect(await subscribe({ email: "" })).toMatchObject({
      status: 400,
      body: { errors: { email: "Email is required" } },
    });
    expect(await subscribe({ email: "nope" })).toMatchObject({
      status: 400,
      body: { errors: { email: "Please enter a valid email address" }, values: { email: "nope" } },
    });
  });

  it("answers 400, never 500, to a NUL byte", async () => {
    expect((await subscribe({ email: "a\u0000@example.com" })).status).toBe(400);
  });

  it("says 'Failed to subscribe. Please try again.' when the database fails", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const logged = captureLog("error");
    const result = await subscribe({ email: "x@example.com" }, broken.db).finally(() =>
      logged.restore(),
    );
    // The failure is logged, without the address.
    expect(logged.lines).toHaveLength(1);
    expect(logged.text()).not.toContain("x@example.com");
    expect(result.status).toBe(500);
    expect(result.body.formError).toBe("Failed to subscribe. Please try again.");
  });

  it("without JavaScript, a subscription redirects to /#subscribe, thanked, never with the address", async () => {
    const email = nextEmail();
    // The browser's own form submission is a navigation; the fetcher's is not.
    const request = formRequest(
      "/?index",
      { intent: "subscribe", ...guardFields(), email },
      { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
    );
    const result = await callAction(action, { request, db: t.db });
    expect(result.status).toBe(303);
    const location = result.headers.get("Location") ?? "";
    expect(location).toBe("/?subscribed=1#subscribe");
    expect(decodeURIComponent(location)).not.toContain(email.split("@")[0]);
    // The double opt-in is unchanged: a pending row and its confirmation mail.
    expect((await row(email)).status).toBe("pending");
    await confirmationMail(email);
    // The page it lands on thanks the visitor.
    const home = await callLoader(homeLoader, { path: location, db: t.db });
    expect(home.data.isSubscribed).toBe(true);
    expect((await callLoader(homeLoader, { path: "/", db: t.db })).data.isSubscribed).toBe(false);

    // A refusal is rendered at the form (its action's #subscribe), not redirected.
    const invalid = formRequest(
      "/?index",
      { intent: "subscribe", ...guardFields(), email: "nope" },
      { "Sec-Fetch-Mode": "navigate" },
    );
    expect((await callAction(action, { request: invalid, db: t.db })).status).toBe(400);
    // With JavaScript (a fetch) the thanks is the answer itself, as before.
    expect(await subscribe({ email: nextEmail() })).toMatchObject(THANKS);
  });
});
