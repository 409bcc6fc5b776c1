/**
 * No one reads a live secret in the console (docs/decisions/107): a message whose links act
 * without a sign-in (status, rating, subscription, address-check and reset links) is stored with
 * those links redacted and their tokens apart, only until it is sent or given up; the Outbox page
 * shows the links redacted and never receives a token; "Send again" makes fresh links, or says
 * why a kind's cannot be made.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, sampleRequests } from "~/db/schema";
import type { JobQueue } from "~/jobs/start.server";
import { markOutboxMessageDead } from "~/mail/deliver.server";
import {
  enqueueResetPasswordEmail,
  enqueueVerificationEmail,
} from "~/models/accounts/account-email.server";
import { findRequestsByStatusToken } from "~/models/leads/request-status-link.server";
import { createSampleRequests } from "~/models/leads/sample-request.server";
import { findConfirmationState, subscribeEmail } from "~/models/subscribers/subscriber.server";
import {
  action as messageAction,
  loader as messageLoader,
} from "~/routes/admin/outbox.$messageId/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  buildSampleRequest,
  createCompany,
  createUser,
  type SignedInUser,
  signedInAs,
  TEST_AUTH_SECRET,
  uniqueEmail,
} from "../helpers/factories";
import { startTestMailQueue, textAsSent } from "../helpers/mail";
import { callAction, callLoader } from "../helpers/route";
import { startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const CONFIRM_TOKEN = /\/subscribe\/confirm\/([A-Za-z0-9_-]{43})/;
const STATUS_TOKEN = /\/requests\/([A-Za-z0-9_-]{43})/;

describe(`secret links in the outbox (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signedInAs(t.db, "admin");
  });

  async function latestTo(recipient: string, kind: string) {
    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.kind, kind)));
    if (!row) throw new Error(`No ${kind} message`);
    return row;
  }

  const openPage = (id: string) =>
    callLoader(messageLoader, {
      path: `/admin/outbox/${id}`,
      params: { messageId: id },
      cookie: admin.cookie,
      db: t.db,
    });
  const sendAgain = (id: string) =>
    callAction(messageAction, {
      path: `/admin/outbox/${id}`,
      params: { messageId: id },
      form: {},
      cookie: admin.cookie,
      db: t.db,
    });

  /** A confirmation e-mail's row, and the tokens its links went out with. */
  async function subscribed() {
    const email = uniqueEmail("secret");
    expect(await subscribeEmail(t.db, email, t.outbox, TEST_AUTH_SECRET)).toBe("confirmation-sent");
    const row = await latestTo(email, "subscribe-confirmation");
    return { email, row, confirmToken: CONFIRM_TOKEN.exec(textAsSent(row))?.[1] ?? "" };
  }

  it("stores the links redacted and their tokens apart; the page shows them redacted, never a token", async () => {
    const { row, confirmToken } = await subscribed();
    const [, unsubscribeToken = ""] = row.secrets ?? [];
    expect(row.secrets).toEqual([confirmToken, unsubscribeToken]);
    expect(unsubscribeToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    for (const stored of [row.textBody, row.htmlBody, JSON.stringify(row.headers)]) {
      expect(stored).not.toContain(confirmToken);
      expect(stored).not.toContain(unsubscribeToken);
    }
    expect(row.textBody).toContain("/subscribe/confirm/[redacted-1]");
    expect(row.headers["List-Unsubscribe"]).toBe(
      "<http://localhost:3000/unsubscribe/[redacted-2]>",
    );

    const page = await openPage(row.id);
    const shown = JSON.stringify(page.data);
    expect(shown).toContain("/subscribe/confirm/[redacted-1]");
    expect(shown).not.toContain(confirmToken);
    expect(shown).not.toContain(unsubscribeToken);
    expect(page.data.message).not.toHaveProperty("secrets");
  });

  describe("sent", () => {
    let smtp: TestSmtpServer;
    let worker: JobQueue;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      worker = await startTestMailQueue(t.handle, { smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await worker.stop();
      await smtp.close();
    });

    it("goes out with its links whole, while the outbox never holds them", async () => {
      const email = uniqueEmail("secret");
      await subscribeEmail(t.db, email, t.outbox, TEST_AUTH_SECRET);
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      const confirmToken = CONFIRM_TOKEN.exec(mail.text)?.[1] ?? "";
      expect(await findConfirmationState(t.db, confirmToken)).toBe("pending");
      await expect
        .poll(async () => (await latestTo(email, "subscribe-confirmation")).status)
        .toBe("sent");
      const sent = await latestTo(email, "subscribe-confirmation");
      expect(sent.textBody).not.toContain(confirmToken);
      expect(sent.textBody).toContain("/subscribe/confirm/[redacted-1]");
      expect(mail.text).not.toContain("redacted");
      expect(sent.secrets).toBeNull();
    });
  });

  it("drops the tokens of a message given up on", async () => {
    const { row } = await subscribed();
    await markOutboxMessageDead(t.db, row.id);
    expect(await latestTo(row.recipient, "subscribe-confirmation")).toMatchObject({
      status: "dead",
      secrets: null,
    });
  });

  it("sends a dead confirmation again with a fresh link; the link it had stops working", async () => {
    const { row, confirmToken } = await subscribed();
    await markOutboxMessageDead(t.db, row.id);

    const result = await sendAgain(row.id);
    expect(result.data).toEqual({ ok: true, message: "Queued to send again, with a fresh link." });
    const again = await latestTo(row.recipient, "subscribe-confirmation");
    expect(again.status).toBe("queued");
    const freshToken = CONFIRM_TOKEN.exec(textAsSent(again))?.[1] ?? "";
    expect(freshToken).not.toBe(confirmToken);
    expect(await findConfirmationState(t.db, freshToken)).toBe("pending");
    expect(await findConfirmationState(t.db, confirmToken)).toBeNull();
    // The unsubscribe link is signed, the same for every e-mail to the address.
    expect(again.secrets?.[1]).toBe(row.secrets?.[1]);
  });

  it("sends a dead request confirmation again with a fresh status link, while its requests exist", async () => {
    const company = await createCompany(t.db);
    const { companyId: _, ...contact } = buildSampleRequest({ email: uniqueEmail("status") });
    const submissionId = randomUUID();
    await createSampleRequests(
      t.db,
      contact,
      { companyId: company.id, productIds: [] },
      t.outbox,
      submissionId,
    );
    const row = await latestTo(contact.email, "request-confirmation");
    expect(row.secretsFor).toBe(submissionId);
    await markOutboxMessageDead(t.db, row.id);

    expect((await sendAgain(row.id)).status).toBe(200);
    const again = await latestTo(contact.email, "request-confirmation");
    const token = STATUS_TOKEN.exec(textAsSent(again))?.[1] ?? "";
    expect(await findRequestsByStatusToken(t.db, token)).toHaveLength(1);

    // Once its requests are deleted (retention), no fresh link can be made: it stays dead.
    await markOutboxMessageDead(t.db, row.id);
    await t.db.delete(sampleRequests).where(eq(sampleRequests.submissionId, submissionId));
    const refused = await sendAgain(row.id);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ ok: false, message: /no fresh link was made/ });
    expect((await latestTo(contact.email, "request-confirmation")).status).toBe("dead");
  });

  it("sends a dead address check again with a freshly signed link", async () => {
    const user = await createUser(t.db, { emailVerified: false });
    await enqueueVerificationEmail(t.db, t.outbox, TEST_AUTH_SECRET, user);
    const row = await latestTo(user.email, "verify-email");
    expect(row.textBody).toContain("/verify-email/[redacted-1]");
    await markOutboxMessageDead(t.db, row.id);
    expect((await sendAgain(row.id)).status).toBe(200);
    const again = await latestTo(user.email, "verify-email");
    expect(again.secrets).toHaveLength(1);
    // better-auth's token (a signed JWT) for the address, valid for a day from now.
    const [, payload = ""] = (again.secrets?.[0] ?? "").split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
      email: string;
      exp: number;
    };
    expect(claims.email).toBe(user.email);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it("does not send a password-reset link again, and says why", async () => {
    const user = await createUser(t.db);
    await enqueueResetPasswordEmail(t.db, t.outbox, user, "resettokenresettokenabcd");
    const row = await latestTo(user.email, "reset-password");
    expect(row.textBody).toContain("/reset-password/[redacted-1]");
    expect(row.textBody).not.toContain("resettokenresettokenabcd");
    await markOutboxMessageDead(t.db, row.id);

    const page = await openPage(row.id);
    expect(page.data.canResend).toBe(false);
    expect(page.data.notAgain).toMatch(/Forgot password\?/);
    const refused = await sendAgain(row.id);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ ok: false, message: /Forgot password\?/ });
    expect((await latestTo(user.email, "reset-password")).status).toBe("dead");
  });

  it("says so for a message written before its links were kept apart", async () => {
    const [legacy] = await t.db
      .insert(outboxMessages)
      .values({
        kind: "request-status",
        recipient: uniqueEmail("legacy"),
        subject: "Your sample request: Shipped",
        textBody: "Its status: http://localhost:3000/requests/[redacted-1]",
        htmlBody: "<p>Its status</p>",
        status: "dead",
      })
      .returning({ id: outboxMessages.id });
    const id = legacy?.id ?? "";
    expect((await openPage(id)).data.notAgain).toMatch(/written before secret links/);
    expect((await sendAgain(id)).status).toBe(409);
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and id = ${id}::uuid`,
    );
    expect(Number(jobs.rows[0]?.n)).toBe(0);
  });
});
