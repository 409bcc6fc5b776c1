/**
 * Settings (/account/settings, docs/decisions/131), on each backend: changing the password (the old
 * one fails after, the policy holds), changing the e-mail address only when the link sent to the
 * new address is followed (and the notice to the current one, both through a real SMTP server),
 * and "Sign out other sessions".
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "~/db/schema";
import {
  EMAIL_CHANGE_SENT,
  EMAIL_TAKEN,
  OTHER_SESSIONS_ENDED,
  PASSWORD_UPDATED,
  SAME_EMAIL,
  WRONG_CURRENT_PASSWORD,
} from "~/forms/account-settings";
import { INVALID_CREDENTIALS } from "~/forms/auth";
import { PASSWORD_TOO_WEAK } from "~/lib/password-policy";
import { CHANGE_EMAIL_SUBJECT, EMAIL_CHANGE_NOTICE_SUBJECT } from "~/mail/messages/change-email";
import { ACCOUNT_MAILS_PER_ADDRESS } from "~/models/guards/auth-limits.server";
import { TOO_MANY_ATTEMPTS } from "~/models/guards/rate-limit.server";
import {
  action as settingsAction,
  loader as settingsLoader,
} from "~/routes/account/settings/route";
import { action as loginAction } from "~/routes/auth/login/route";
import { action as verifyTokenAction } from "~/routes/auth/verify-email.$token";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { createUser, signedInAs, signedInWithPassword, uniqueEmail } from "../helpers/factories";
import { callAction, callLoader, catchThrown, type FormFields } from "../helpers/route";
import { setUpSendingMail } from "../helpers/sending-mail";
import { linkIn } from "../helpers/smtp";

const t = setUpTestDatabase();
const sent = setUpSendingMail(t);

const post = (cookie: string, form: FormFields) =>
  callAction(settingsAction, { path: "/account/settings", form, cookie, db: t.db });

const signIn = (email: string, password: string) =>
  callAction(loginAction, { path: "/login", form: { email, password }, db: t.db });

const auditActions = async (userId: string) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId)))
  ).map((row) => row.action);

describe(`settings (${process.env.TEST_DB})`, () => {
  it("is for signed-in users with a confirmed address", async () => {
    const out = await catchThrown(
      callLoader(settingsLoader, { path: "/account/settings", db: t.db }),
    );
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fsettings");
  });

  it("changes the password: the old one fails after, the new one works, other sessions end", async () => {
    const { user, cookie } = await signedInWithPassword(t.db, TEST_PASSWORD);
    const other = await signIn(user.email, TEST_PASSWORD);
    expect(other.status).toBe(302);

    const wrong = await post(cookie, {
      intent: "password",
      currentPassword: "not-my-password",
      password: "Quiet-Harbor-77",
      confirmPassword: "Quiet-Harbor-77",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      intent: "password",
      errors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });

    const weak = await post(cookie, {
      intent: "password",
      currentPassword: TEST_PASSWORD,
      password: "password123",
      confirmPassword: "password123",
    });
    expect(weak.status).toBe(400);
    expect(weak.data).toMatchObject({ errors: { password: PASSWORD_TOO_WEAK } });

    const changed = await post(cookie, {
      intent: "password",
      currentPassword: TEST_PASSWORD,
      password: "Quiet-Harbor-77",
      confirmPassword: "Quiet-Harbor-77",
    });
    expect(changed.data).toMatchObject({ ok: true, message: PASSWORD_UPDATED });
    expect(changed.headers.getSetCookie().join()).toContain("better-auth.session_token=");

    const old = await signIn(user.email, TEST_PASSWORD);
    expect(old.status).toBe(401);
    expect(old.data).toMatchObject({ errors: { form: INVALID_CREDENTIALS } });
    expect((await signIn(user.email, "Quiet-Harbor-77")).status).toBe(302);
    // The sign-in before the change ended with it; only the new session and the last sign-in remain.
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(2);
    expect(await auditActions(user.id)).toContain("user.password_changed");
  });

  it("changes the e-mail address only when the link sent to the new one is followed", async () => {
    const { user, cookie } = await signedInWithPassword(t.db, TEST_PASSWORD);
    const taken = await createUser(t.db);
    const refusedTaken = await post(cookie, {
      intent: "email",
      newEmail: taken.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(refusedTaken.status).toBe(400);
    expect(refusedTaken.data).toMatchObject({
      intent: "email",
      errors: { newEmail: EMAIL_TAKEN },
      values: { newEmail: taken.email.toUpperCase() },
    });
    const same = await post(cookie, {
      intent: "email",
      newEmail: user.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(same.data).toMatchObject({ errors: { newEmail: SAME_EMAIL } });

    const newEmail = uniqueEmail("moved");
    const asked = await post(cookie, { intent: "email", newEmail, currentPassword: TEST_PASSWORD });
    expect(asked.data).toMatchObject({ intent: "email", ok: true, message: EMAIL_CHANGE_SENT });

    const link = await sent.smtp.waitFor(
      (m) => m.to.includes(newEmail) && m.subject.startsWith(CHANGE_EMAIL_SUBJECT),
    );
    const notice = await sent.smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject.startsWith(EMAIL_CHANGE_NOTICE_SUBJECT),
    );
    expect(notice.text).not.toContain(newEmail);
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(before?.email).toBe(user.email);
    expect((await signIn(newEmail, TEST_PASSWORD)).status).toBe(401);

    const url = linkIn(link, "http://localhost:3000/verify-email/");
    const token = decodeURIComponent(new URL(url).pathname.slice("/verify-email/".length));
    const confirmed = await callAction(verifyTokenAction, {
      path: `/verify-email/${encodeURIComponent(token)}`,
      params: { token },
      form: {},
      db: t.db,
    });
    expect(confirmed.data).toMatchObject({ isVerified: true, isAddressChanged: true });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(newEmail, TEST_PASSWORD)).status).toBe(302);
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(["user.email_change_requested", "user.email_changed"]),
    );
  });

  it("a change refused for too many attempts answers in its own form, the typed address kept", async () => {
    // No password (a Google-only account): a sign-in this recent is what the change asks for.
    const { cookie } = await signedInAs(t.db, "user");
    const ask = () => post(cookie, { intent: "email", newEmail: uniqueEmail("moved") });
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS; i++) expect((await ask()).status).toBe(200);
    const newEmail = uniqueEmail("moved");
    const refused = await post(cookie, { intent: "email", newEmail });
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      intent: "email",
      errors: { form: TOO_MANY_ATTEMPTS },
      values: { newEmail },
    });
  });

  it("lists this user's sessions, marks this one, and signs out only the others", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    const someoneElse = await signedInAs(t.db, "user");
    const later = new Date(Date.now() + 24 * 3600 * 1000);
    await t.db.insert(sessions).values([
      {
        id: `phone-${user.id}`,
        token: `phone-token-${user.id}`,
        userId: user.id,
        expiresAt: later,
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      },
      {
        id: `old-${user.id}`,
        token: `old-token-${user.id}`,
        userId: user.id,
        expiresAt: new Date(Date.now() - 1000),
      },
    ]);
    const page = await callLoader(settingsLoader, { path: "/account/settings", cookie, db: t.db });
    expect(page.data.sessions).toHaveLength(2);
    expect(page.data.sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(page.data.sessions.find((s) => !s.isCurrent)?.device).toBe("Safari on iPhone");

    const ended = await post(cookie, { intent: "sessions" });
    expect(ended.data).toMatchObject({ ok: true, message: OTHER_SESSIONS_ENDED });
    const left = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).not.toContain(`phone-${user.id}`);
    expect(left.length).toBeLessThanOrEqual(2);
    const again = await callLoader(settingsLoader, { path: "/account/settings", cookie, db: t.db });
    expect(again.data.sessions).toHaveLength(1);
    expect(again.data.sessions[0]?.isCurrent).toBe(true);
    const theirs = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, someoneElse.user.id));
    expect(theirs).toHaveLength(1);
    expect(await auditActions(user.id)).toContain("user.other_sessions_revoked");
  });
});
