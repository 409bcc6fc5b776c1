/**
 * Account e-mails (docs/decisions/053), on the backend the project runs: the address check after a
 * password sign-up (sent for real through a test SMTP server), Google linking refused for an
 * unverified local account, and "Forgot password?" with its one-time, expiring reset link.
 */
import { and, eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, outboxMessages, users, verifications } from "~/db/schema";
import { RESET_LINK_INVALID, RESET_LINK_SENT, SIGNUP_FAILED } from "~/forms/auth";
import { getUser, requireVerifiedUser, VERIFY_EMAIL_FIRST } from "~/models/accounts/user.server";
import { TOO_MANY_ATTEMPTS } from "~/models/guards/rate-limit.server";
import { loader as rootLoader } from "~/root";
import { loader as authRouteLoader } from "~/routes/auth/api.auth.$";
import { loader as googleStartLoader } from "~/routes/auth/auth.google";
import { action as forgotAction } from "~/routes/auth/forgot-password/route";
import { action as loginAction } from "~/routes/auth/login/route";
import {
  action as resetAction,
  loader as resetLoader,
} from "~/routes/auth/reset-password.$token/route";
import { action as signupAction } from "~/routes/auth/signup/route";
import { ALREADY_VERIFIED, action as verifyEmailAction } from "~/routes/auth/verify-email";
import { action as verifyTokenAction } from "~/routes/auth/verify-email.$token";
import { signUpThroughForm, TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { createPasswordUser, uniqueEmail } from "../helpers/factories";
import { captureLog } from "../helpers/log";
import { testOutboxes, waitForPasswordResets } from "../helpers/mail";
import { callAction, callLoader, createTestContext, TEST_SITE_URL } from "../helpers/route";
import { setUpSendingMail } from "../helpers/sending-mail";
import { linkIn } from "../helpers/smtp";

const t = setUpTestDatabase();
const sent = setUpSendingMail(t);

const tokenOf = (link: string, prefix: string) =>
  decodeURIComponent(new URL(link).pathname.slice(prefix.length));

async function isSignedIn(cookie: string): Promise<boolean> {
  const request = new Request(TEST_SITE_URL, { headers: { Cookie: cookie } });
  return (await getUser(request, createTestContext(t.db))) !== null;
}

async function signIn(email: string, password: string) {
  return callAction(loginAction, { path: "/login", form: { email, password }, db: t.db });
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function mailsTo(email: string, kind: "verify-email" | "reset-password") {
  return t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, kind)));
}

describe(`address check after a password sign-up (${process.env.TEST_DB})`, () => {
  it("signs up to / signed in, e-mails a link, and the link verifies only on the button's POST", async () => {
    const email = uniqueEmail("verify");
    const result = await callAction(signupAction, {
      path: "/signup",
      form: { displayName: "", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      db: t.db,
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/");
    const cookie = cookieOf(result.headers);
    expect(await isSignedIn(cookie)).toBe(true);
    // The message was stored with the user (same transaction), before any worker ran.
    expect(await mailsTo(email, "verify-email")).toHaveLength(1);
    expect((await userRow(email))?.emailVerified).toBe(false);

    const mail = await sent.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe("Confirm your e-mail address for SampleTray");
    expect(mail.html).toContain("SampleTray");
    const link = linkIn(mail, `${TEST_SITE_URL}/verify-email/`);

    // The header reminds the signed-in, unverified user.
    const root = await callLoader(rootLoader, { path: "/", cookie, db: t.db });
    expect(root.data.user?.isVerifyReminderShown).toBe(true);

    // A scanner's GET changes nothing: the page has no loader that verifies.
    const token = tokenOf(link, "/verify-email/");
    expect((await userRow(email))?.emailVerified).toBe(false);
    const verified = await callAction(verifyTokenAction, {
      path: `/verify-email/${token}`,
      params: { token },
      db: t.db,
    });
    expect(verified.data).toEqual({
      isVerified: true,
      isAddressChanged: false,
      hasWorkspace: false,
    });
    expect((await userRow(email))?.emailVerified).toBe(true);

    const after = await callLoader(rootLoader, { path: "/", cookie, db: t.db });
    expect(after.data.user?.isVerifyReminderShown).toBe(false);
  });

  it("refuses an altered link", async () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.c2lnbmF0dXJl";
    const result = await callAction(verifyTokenAction, {
      path: `/verify-email/${token}`,
      params: { token },
      db: t.db,
    });
    expect(result.data).toEqual({
      isVerified: false,
      isAddressChanged: false,
      hasWorkspace: false,
    });
  });

  it("rolls the new account back when its e-mail cannot be written", async () => {
    const email = uniqueEmail("atomic");
    testOutboxes.set(t.db, {
      ...sent.queue,
      enqueue: async () => {
        throw new Error("outbox down");
      },
    });
    const errors = captureLog("silent");
    try {
      const result = await callAction(signupAction, {
        path: "/signup",
        form: { displayName: "", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
        db: t.db,
      });
      // The form's general failure, as for any sign-up that could not be stored.
      expect(result.status).toBe(500);
      expect(result.data).toMatchObject({ errors: { form: SIGNUP_FAILED } });
    } finally {
      errors.restore();
      testOutboxes.set(t.db, sent.queue);
    }
    expect(await userRow(email)).toBeUndefined();
  });

  it("resends on request (rate limited, in words) and dismisses the reminder back to the page", async () => {
    const email = uniqueEmail("resend");
    const cookie = await signUpThroughForm(t.db, email);
    const context = createTestContext(t.db, { AUTH_RATE_LIMIT_EMAIL_MAX: "2" });
    const resend = () =>
      callAction(verifyEmailAction, {
        path: "/verify-email",
        form: { intent: "resend" },
        cookie,
        context: createTestContext(t.db, { AUTH_RATE_LIMIT_EMAIL_MAX: "2" }),
      });
    expect((await resend()).data).toMatchObject({ ok: true });
    expect((await resend()).data).toMatchObject({ ok: true });
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await mailsTo(email, "verify-email")).toHaveLength(3);

    const dismissed = await callAction(verifyEmailAction, {
      path: "/verify-email",
      form: { intent: "dismiss", redirectTo: "/blog?page=2" },
      cookie,
      context,
    });
    expect(dismissed.status).toBe(302);
    expect(dismissed.headers.get("location")).toBe("/blog?page=2");
    const withDismissal = `${cookie}; ${cookieOf(dismissed.headers)}`;
    const root = await callLoader(rootLoader, { path: "/", cookie: withDismissal, db: t.db });
    expect(root.data.user?.isVerifyReminderShown).toBe(false);

    const offsite = await callAction(verifyEmailAction, {
      path: "/verify-email",
      form: { intent: "dismiss", redirectTo: "//evil.example" },
      cookie,
      context,
    });
    expect(offsite.headers.get("location")).toBe("/");
  });

  it("requireVerifiedUser refuses an unverified user with a way forward, and passes a verified one", async () => {
    const email = uniqueEmail("owner");
    const cookie = await signUpThroughForm(t.db, email);
    const request = new Request(`${TEST_SITE_URL}/claim`, { headers: { Cookie: cookie } });
    const refused = await requireVerifiedUser(request, createTestContext(t.db)).catch(
      (thrown: unknown) => thrown,
    );
    expect(refused).toMatchObject({ data: VERIFY_EMAIL_FIRST, init: { status: 403 } });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const user = await requireVerifiedUser(request, createTestContext(t.db));
    expect(user.email).toBe(email);
    const again = await callAction(verifyEmailAction, {
      path: "/verify-email",
      form: { intent: "resend" },
      cookie,
      db: t.db,
    });
    expect(again.data).toEqual({ ok: true, message: ALREADY_VERIFIED });
  });
});

describe(`Google linking needs a verified local address (${process.env.TEST_DB})`, () => {
  const oidc = new OAuth2Server();
  let claims: Record<string, unknown> = {};
  let env: Record<string, string>;
  beforeAll(async () => {
    await oidc.issuer.keys.generate("RS256");
    oidc.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
    await oidc.start(0, "localhost");
    const issuer = oidc.issuer.url ?? "";
    env = {
      GOOGLE_CLIENT_ID: "sampletray-test",
      GOOGLE_CLIENT_SECRET: "sampletray-test-secret",
      GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    };
  });
  afterAll(() => oidc.stop());

  /** The whole popup flow without a browser: start, provider, callback. Returns the final URL. */
  async function signInWithGoogle(email: string): Promise<string> {
    claims = { sub: `google-${crypto.randomUUID()}`, email, email_verified: true, name: "Gina" };
    const start = await callLoader(googleStartLoader, {
      path: "/auth/google?intent=login",
      context: createTestContext(t.db, env),
    });
    const stateCookie = cookieOf(start.headers);
    const provider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const callback = provider.headers.get("location") ?? "";
    expect(callback).toContain("/api/auth/callback/google");
    const result = await callLoader(authRouteLoader, {
      request: new Request(callback, { headers: { Cookie: stateCookie } }),
      context: createTestContext(t.db, env),
    });
    return result.headers.get("location") ?? "";
  }

  it("does not link Google to an unverified password account, and links once it is verified", async () => {
    const email = uniqueEmail("link");
    const user = await createPasswordUser(t.db, TEST_PASSWORD, { email, emailVerified: false });
    const refused = await signInWithGoogle(email);
    expect(refused).toContain("outcome=error");
    const providers = async () =>
      (await t.db.select().from(accounts).where(eq(accounts.userId, user.id))).map(
        (a) => a.providerId,
      );
    expect(await providers()).toEqual(["credential"]);

    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const linked = await signInWithGoogle(email);
    expect(linked).toContain("outcome=ok");
    expect((await providers()).sort()).toEqual(["credential", "google"]);
    // Google's tokens are stored sealed with the secret, not as Google issued them (decision 150).
    const [google] = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "google")));
    expect(google?.accessToken).toBeTruthy();
    expect(google?.accessToken).not.toMatch(/^eyJ/);
  });
});

describe(`forgot password and the reset link (${process.env.TEST_DB})`, () => {
  const forgot = (email: string, overrides: Record<string, string> = {}) =>
    callAction(forgotAction, {
      path: "/forgot-password",
      form: { email },
      context: createTestContext(t.db, overrides),
    });
  const reset = (token: string, password: string, overrides: Record<string, string> = {}) =>
    callAction(resetAction, {
      path: `/reset-password/${token}`,
      params: { token },
      form: { password, confirmPassword: password },
      context: createTestContext(t.db, overrides),
    });

  it("answers the same for an unknown address and sends nothing", async () => {
    const known = uniqueEmail("known");
    await createPasswordUser(t.db, TEST_PASSWORD, { email: known });
    const unknown = uniqueEmail("nobody");
    const a = await forgot(known);
    const b = await forgot(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.data).toEqual(a.data);
    expect(a.data).toEqual({ ok: true, message: RESET_LINK_SENT });
    await waitForPasswordResets(t.db, known);
    await waitForPasswordResets(t.db, unknown);
    expect(await mailsTo(known, "reset-password")).toHaveLength(1);
    expect(await mailsTo(unknown, "reset-password")).toHaveLength(0);
  });

  it("resets once with the e-mailed link, ends every session, and the new password signs in", async () => {
    const email = uniqueEmail("reset");
    const first = await signUpThroughForm(t.db, email);
    const second = cookieOf((await signIn(email, TEST_PASSWORD)).headers);
    expect(await isSignedIn(first)).toBe(true);
    expect(await isSignedIn(second)).toBe(true);

    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      }),
    );
    const structured = captureLog("debug");
    let token = "";
    try {
      await forgot(email);
      const mail = await sent.smtp.waitFor((m) => m.to.includes(email) && /Reset/.test(m.subject));
      expect(mail.subject).toBe("Reset your password on SampleTray");
      const link = linkIn(mail, `${TEST_SITE_URL}/reset-password/`);
      token = tokenOf(link, "/reset-password/");
      // The token is stored only as its hash (the whole identifier is hashed, its kind too).
      const stored = await t.db
        .select()
        .from(verifications)
        .where(eq(verifications.value, (await userRow(email))?.id ?? ""));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.identifier).not.toContain(token);
      expect(stored[0]?.identifier).not.toContain("reset-password");

      expect(
        (await callLoader(resetLoader, { path: link, params: { token }, db: t.db })).data,
      ).toEqual({ isValid: true });
      const weak = await reset(token, "password123");
      expect(weak.status).toBe(400);
      expect(weak.data).toMatchObject({ errors: { password: "Password is too weak" } });

      const done = await reset(token, "New-Harbor-77");
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe("/login?reset=1");
      const again = await reset(token, "Other-Harbor-78");
      expect(again.status).toBe(400);
      expect(again.data).toMatchObject({ errors: { form: RESET_LINK_INVALID } });
      expect(
        (await callLoader(resetLoader, { path: link, params: { token }, db: t.db })).data,
      ).toEqual({ isValid: false });
    } finally {
      for (const spy of spies) spy.mockRestore();
      structured.restore();
    }
    logged.push(structured.text());
    expect(logged.filter((line) => line.includes(token))).toEqual([]);

    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(false);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(email, "New-Harbor-77")).status).toBe(302);
    // The link proved the address.
    expect((await userRow(email))?.emailVerified).toBe(true);
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail("expired");
    const user = await createPasswordUser(t.db, TEST_PASSWORD, { email });
    await forgot(email);
    const mail = await sent.smtp.waitFor((m) => m.to.includes(email));
    const token = tokenOf(linkIn(mail, `${TEST_SITE_URL}/reset-password/`), "/reset-password/");
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.value, user.id));
    const result = await reset(token, "New-Harbor-77");
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { form: RESET_LINK_INVALID } });
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(302);
  });

  it("limits requests per address and per client IP (429, no more mail)", async () => {
    const email = uniqueEmail("limited");
    await createPasswordUser(t.db, TEST_PASSWORD, { email });
    const limits = { AUTH_RATE_LIMIT_EMAIL_MAX: "2", CLIENT_IP: "10.0.5.1" };
    expect((await forgot(email, limits)).status).toBe(200);
    expect((await forgot(email, limits)).status).toBe(200);
    const refused = await forgot(email, { ...limits, CLIENT_IP: "10.0.5.2" });
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ errors: { form: TOO_MANY_ATTEMPTS } });
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    await waitForPasswordResets(t.db, email);
    expect(await mailsTo(email, "reset-password")).toHaveLength(2);

    const byIp = { AUTH_RATE_LIMIT_IP_MAX: "2", CLIENT_IP: "10.0.5.9" };
    expect((await forgot(uniqueEmail("ip1"), byIp)).status).toBe(200);
    expect((await forgot(uniqueEmail("ip2"), byIp)).status).toBe(200);
    expect((await forgot(uniqueEmail("ip3"), byIp)).status).toBe(429);
  });
});
