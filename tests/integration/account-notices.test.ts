/**
 * What changed on an account is told to the address concerned (docs/decisions/149), on each
 * backend, through a real SMTP server: a password change, a change of address (the old address
 * gets the masked new one and the undo link) and a deletion. The address change asks for the
 * current password and ends the other sessions; the undo link puts the old address back, ends
 * every session, works once and for 7 days, and kills the links that moved the account.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailChangeUndos, outboxMessages, sessions, users } from "~/db/schema";
import {
  EMAIL_CHANGE_SENT,
  PASSWORD_REQUIRED,
  SIGN_IN_AGAIN,
  WRONG_CURRENT_PASSWORD,
} from "~/forms/account-settings";
import { EMAIL_UNDO_DAYS, FRESH_SIGN_IN_MINUTES } from "~/lib/account-rules";
import { setClockOffset } from "~/lib/clock";
import { maskEmail } from "~/lib/mask-email";
import {
  ACCOUNT_DELETED_SUBJECT,
  EMAIL_CHANGED_SUBJECT,
  PASSWORD_CHANGED_SUBJECT,
} from "~/mail/messages/account-notices";
import { CHANGE_EMAIL_SUBJECT, EMAIL_CHANGE_NOTICE_SUBJECT } from "~/mail/messages/change-email";
import { action as settingsAction } from "~/routes/account/settings/route";
import { action as deleteAction } from "~/routes/account/settings.delete";
import { action as loginAction } from "~/routes/auth/login/route";
import { action as undoAction } from "~/routes/auth/undo-email-change.$token";
import { action as verifyTokenAction } from "~/routes/auth/verify-email.$token";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { signedInAs, signedInWithPassword, uniqueEmail } from "../helpers/factories";
import { callAction, type FormFields, TEST_SITE_URL } from "../helpers/route";
import { setUpSendingMail } from "../helpers/sending-mail";
import { linkIn, type ReceivedMail } from "../helpers/smtp";

const t = setUpTestDatabase();
const sent = setUpSendingMail(t);

const settings = (cookie: string, form: FormFields) =>
  callAction(settingsAction, { path: "/account/settings", form, cookie, db: t.db });

const signIn = (email: string, password: string) =>
  callAction(loginAction, { path: "/login", form: { email, password }, db: t.db });

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** Our own pages a notice may link to: none of them changes the account by being followed. */
const HARMLESS_PATHS = ["/", "/login", "/privacy", "/account/settings"];

/** Every link to the site in a mail's text and HTML whose page is not in HARMLESS_PATHS. */
function actingLinks(mail: ReceivedMail): string[] {
  const urls = `${mail.text}\n${mail.html}`.match(/http:\/\/localhost:3000[^\s"'<>)]*/g) ?? [];
  return [...new Set(urls)].filter(
    (url) => !HARMLESS_PATHS.includes(new URL(url.replace(/[.,]$/, "")).pathname),
  );
}

const tokenIn = (url: string, prefix: string) =>
  decodeURIComponent(new URL(url).pathname.slice(prefix.length));

const undo = (token: string, cookie?: string) =>
  callAction(undoAction, {
    path: `/undo-email-change/${token}`,
    params: { token },
    form: {},
    ...(cookie ? { cookie } : {}),
    db: t.db,
  });

const confirmChange = (token: string, cookie?: string) =>
  callAction(verifyTokenAction, {
    path: `/verify-email/${encodeURIComponent(token)}`,
    params: { token },
    form: {},
    ...(cookie ? { cookie } : {}),
    db: t.db,
  });

const sessionsOf = (userId: string) =>
  t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));

/**
 * A password account with a second session (another device), asked to move to a new address
 * from the first: the link to the new address and the two notices to the old one, once followed.
 */
async function changedAccount() {
  const signedIn = await signedInWithPassword(t.db, TEST_PASSWORD);
  const { user, cookie } = signedIn;
  const other = await signIn(user.email, TEST_PASSWORD);
  expect(other.status).toBe(302);
  const newEmail = uniqueEmail("moved");
  const asked = await settings(cookie, {
    intent: "email",
    newEmail,
    currentPassword: TEST_PASSWORD,
  });
  expect(asked.data).toMatchObject({ ok: true, message: EMAIL_CHANGE_SENT });
  const link = await sent.smtp.waitFor(
    (m) => m.to.includes(newEmail) && m.subject.startsWith(CHANGE_EMAIL_SUBJECT),
  );
  const changeToken = tokenIn(linkIn(link, `${TEST_SITE_URL}/verify-email/`), "/verify-email/");
  const asking = await sent.smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject.startsWith(EMAIL_CHANGE_NOTICE_SUBJECT),
  );
  const confirmed = await confirmChange(changeToken, cookie);
  expect(confirmed.data).toMatchObject({ isVerified: true, isAddressChanged: true });
  const changed = await sent.smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject.startsWith(EMAIL_CHANGED_SUBJECT),
  );
  const undoToken = tokenIn(
    linkIn(changed, `${TEST_SITE_URL}/undo-email-change/`),
    "/undo-email-change/",
  );
  return { ...signedIn, newEmail, changeToken, asking, changed, undoToken };
}

describe(`account notices (${process.env.TEST_DB})`, () => {
  it("a password change sends a notice to the address, with no link that changes the account", async () => {
    const { user, cookie } = await signedInWithPassword(t.db, TEST_PASSWORD);
    const changed = await settings(cookie, {
      intent: "password",
      currentPassword: TEST_PASSWORD,
      password: "Quiet-Harbor-77",
      confirmPassword: "Quiet-Harbor-77",
    });
    expect(changed.data).toMatchObject({ ok: true });
    const notice = await sent.smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject.startsWith(PASSWORD_CHANGED_SUBJECT),
    );
    expect(notice.text).toContain("Forgot password?");
    expect(actingLinks(notice)).toEqual([]);
  }, 90_000);

  it("a deletion sends a notice to the deleted address, with no link that changes an account", async () => {
    const { user, cookie } = await signedInWithPassword(t.db, TEST_PASSWORD);
    const deleted = await callAction(deleteAction, {
      path: "/account/settings/delete",
      form: { password: TEST_PASSWORD, confirm: "on" },
      cookie,
      db: t.db,
    });
    expect(deleted.status).toBe(302);
    const notice = await sent.smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject.startsWith(ACCOUNT_DELETED_SUBJECT),
    );
    expect(actingLinks(notice)).toEqual([]);
  }, 90_000);

  it("refuses an address change without the right current password, and mails no one", async () => {
    const { user, cookie } = await signedInWithPassword(t.db, TEST_PASSWORD);
    const newEmail = uniqueEmail("stolen");
    const without = await settings(cookie, { intent: "email", newEmail });
    expect(without.status).toBe(400);
    expect(without.data).toMatchObject({
      intent: "email",
      errors: { currentPassword: PASSWORD_REQUIRED },
      values: { newEmail },
    });
    const wrong = await settings(cookie, {
      intent: "email",
      newEmail,
      currentPassword: "not-my-password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ errors: { currentPassword: WRONG_CURRENT_PASSWORD } });
    const mails = await t.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, newEmail));
    expect(mails).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  }, 90_000);

  it("an account without a password (Google only) needs a recent sign-in to change its address", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    const longAgo = new Date(Date.now() - (FRESH_SIGN_IN_MINUTES + 1) * 60_000);
    await t.db.update(sessions).set({ createdAt: longAgo }).where(eq(sessions.userId, user.id));
    const stale = await settings(cookie, { intent: "email", newEmail: uniqueEmail("stolen") });
    expect(stale.status).toBe(400);
    expect(stale.data).toMatchObject({ intent: "email", errors: { form: SIGN_IN_AGAIN } });
    await t.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.id));
    const fresh = await settings(cookie, { intent: "email", newEmail: uniqueEmail("moved") });
    expect(fresh.data).toMatchObject({ ok: true, message: EMAIL_CHANGE_SENT });
  }, 90_000);

  it("a change ends the other sessions and tells the old address the masked new one, with only the undo link", async () => {
    const { user, newEmail, asking, changed } = await changedAccount();
    // The session that followed the link stays; the other device's ended.
    expect(await sessionsOf(user.id)).toHaveLength(1);
    for (const notice of [asking, changed]) {
      expect(notice.text).toContain(maskEmail(newEmail));
      expect(notice.text).not.toContain(newEmail);
    }
    expect(actingLinks(asking)).toEqual([]);
    const links = actingLinks(changed);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/undo-email-change\/[A-Za-z0-9_-]{43}$/);
    expect(changed.text).toContain(`${EMAIL_UNDO_DAYS} days`);
    // Only the token's hash is stored.
    const stored = await t.db
      .select()
      .from(emailChangeUndos)
      .where(eq(emailChangeUndos.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(links[0]?.split("/").at(-1));
  }, 90_000);

  it("the undo link puts the old address back, ends every session, works once, and the change link is dead", async () => {
    const { user, cookie, newEmail, changeToken, undoToken } = await changedAccount();
    const other = await signIn(newEmail, TEST_PASSWORD);
    expect(other.status).toBe(302);
    const undone = await undo(undoToken, cookie);
    expect(undone.data).toMatchObject({ status: "undone", email: user.email });
    expect(undone.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=;/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, emailVerified: true });
    expect(await sessionsOf(user.id)).toEqual([]);
    expect((await signIn(newEmail, TEST_PASSWORD)).status).toBe(401);
    const back = await signIn(user.email, TEST_PASSWORD);
    expect(back.status).toBe(302);

    expect((await undo(undoToken)).data).toEqual({ status: "invalid" });
    const replayed = await confirmChange(changeToken, cookieOf(back.headers));
    expect(replayed.data).toMatchObject({ isVerified: false, isAddressChanged: false });
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still?.email).toBe(user.email);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, user.id)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["user.email_changed", "user.email_change_undone"]),
    );
  }, 90_000);

  it("the undo link expires after 7 days", async () => {
    const { user, newEmail, undoToken } = await changedAccount();
    try {
      setClockOffset(EMAIL_UNDO_DAYS * 86_400_000 + 60_000);
      expect((await undo(undoToken)).data).toEqual({ status: "invalid" });
    } finally {
      setClockOffset(0);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(newEmail);
  }, 90_000);
});
