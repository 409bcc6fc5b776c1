import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { users } from "~/db/schema";
import { setAdmin } from "~/models/accounts/user.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { NO_COMPANY_ACCESS } from "~/models/suppliers/membership.server";
import { loader as adminLoader } from "~/routes/admin/requests/route";
import { loader as csvLoader } from "~/routes/admin/requests.csv";
import { action as loginAction } from "~/routes/auth/login/route";
import { action as signupAction } from "~/routes/auth/signup/route";
import { loader as performanceLoader } from "~/routes/supplier/$companyId.performance/route";
import { setUpTestDatabase } from "../helpers/db";
import { createTestContext, formRequest, runWithMiddleware } from "../helpers/route";

// With a mail queue: a sign-up writes its address-check e-mail (docs/decisions/053).
const t = setUpTestDatabase(seedDemoData);

const call = (fn: unknown, args: object) => (fn as (a: object) => Promise<unknown>)(args);

/** Calls a loader or action as React Router does: after the middleware of its path's routes. */
async function run(
  fn: unknown,
  request: Request,
  context: RouterContextProvider,
  params: Record<string, string> = {},
) {
  try {
    return (await runWithMiddleware({ request, context, params }, () =>
      call(fn, { request, context, params }),
    )) as Response | { data: unknown; init: ResponseInit };
  } catch (thrown) {
    return thrown as Response | { data: unknown; init: ResponseInit };
  }
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } })?.init?.status ?? 200;
}

function cookieOf(result: unknown): string {
  return result instanceof Response
    ? result.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ")
    : "";
}

async function signUp(context: RouterContextProvider, email: string, password = "Zebra-Lamp-42") {
  return run(
    signupAction,
    formRequest("/signup", { displayName: "Pat Doe", email, password, confirmPassword: password }),
    context,
  );
}

describe(`accounts (${process.env.TEST_DB})`, () => {
  it("signs up, creates the profile and sets an HttpOnly SameSite=Lax session cookie", async () => {
    const context = createTestContext(t.db);
    const result = await signUp(context, "pat@example.com");
    expect(statusOf(result)).toBe(302);
    const setCookie = (result as Response).headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const [user] = await t.db.select().from(users).where(eq(users.email, "pat@example.com"));
    expect(user).toMatchObject({ displayName: "Pat Doe", isAdmin: false, photoUrl: null });
  });

  it("marks the cookie Secure when SITE_URL is https", async () => {
    const context = createTestContext(t.db, { SITE_URL: "https://sampletray.example" });
    const result = await signUp(context, "secure@example.com");
    expect((result as Response).headers.get("set-cookie")).toMatch(/__Secure-.*Secure/i);
  });

  it("refuses an existing e-mail and a common password", async () => {
    const context = createTestContext(t.db);
    const again = (await signUp(context, "PAT@example.com")) as { data: { errors: object } };
    // The spec's text (docs/decisions/128); the form adds "Log in" and "Forgot password".
    expect(again.data.errors).toEqual({ form: "An account with this email already exists" });
    const weak = (await signUp(context, "weak@example.com", "password123")) as {
      data: { errors: object };
    };
    expect(weak.data.errors).toEqual({ password: "Password is too weak" });
  });

  it("signs in, and says 'Invalid email or password' for a wrong password or unknown e-mail", async () => {
    const context = createTestContext(t.db);
    const ok = await run(
      loginAction,
      formRequest("/login", {
        email: "pat@example.com",
        password: "Zebra-Lamp-42",
        redirectTo: "/admin/requests",
      }),
      context,
    );
    expect(statusOf(ok)).toBe(302);
    expect((ok as Response).headers.get("location")).toBe("/admin/requests");
    for (const email of ["pat@example.com", "nobody@example.com"]) {
      const bad = (await run(
        loginAction,
        formRequest("/login", { email, password: "Wrong-Pass-1" }),
        createTestContext(t.db),
      )) as { data: { errors: object } };
      expect(bad.data.errors).toEqual({ form: "Invalid email or password" });
    }
    const offsite = await run(
      loginAction,
      formRequest("/login", {
        email: "pat@example.com",
        password: "Zebra-Lamp-42",
        redirectTo: "//evil.example",
      }),
      createTestContext(t.db),
    );
    expect((offsite as Response).headers.get("location")).toBe("/");
  });

  it("answers 400, never 500, to a NUL byte in a login or signup field", async () => {
    const context = createTestContext(t.db);
    for (const fields of [
      { email: "pat@example.com\u0000", password: "Zebra-Lamp-42" },
      { email: "pat@example.com", password: "Zebra\u0000Lamp-42" },
    ]) {
      expect(statusOf(await run(loginAction, formRequest("/login", fields), context))).toBe(400);
    }
    const password = "Zebra-Lamp-42";
    const signup = await run(
      signupAction,
      formRequest("/signup", {
        displayName: "Pat\u0000",
        email: "nul@example.com",
        password,
        confirmPassword: password,
      }),
      context,
    );
    expect(statusOf(signup)).toBe(400);
    expect((signup as { data: { values: object } }).data.values).toEqual({
      displayName: "Pat",
      email: "nul@example.com",
    });
  });

  it("rate limits login per e-mail and per IP with a 429 (database-backed)", async () => {
    const limits = {
      AUTH_RATE_LIMIT_EMAIL_MAX: "2",
      AUTH_RATE_LIMIT_IP_MAX: "3",
      CLIENT_IP: "10.0.0.9",
    };
    const attempt = (email: string) =>
      run(
        loginAction,
        formRequest("/login", { email, password: "Wrong-Pass-1" }),
        createTestContext(t.db, limits),
      );
    // The account's back-off after two failures is one second: the clock stands still so that a
    // slow machine does not let the third attempt through.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect(statusOf(await attempt("rl@example.com"))).toBe(401);
    expect(statusOf(await attempt("rl@example.com"))).toBe(401);
    const limited = (await attempt("rl@example.com")) as {
      data: { errors: object };
      init: ResponseInit;
    };
    expect(limited.init.status).toBe(429);
    expect(limited.data.errors).toEqual({
      form: "Too many attempts. Please wait a few minutes and try again.",
    });
    // The IP's fourth attempt is refused whatever the e-mail.
    expect(statusOf(await attempt("other@example.com"))).toBe(429);
  });

  it("protects the admin pages: redirect when signed out, 403 for non-admins", async () => {
    const context = createTestContext(t.db);
    const url = "http://localhost:3000/admin/requests?status=pending";
    const signedOut = await run(adminLoader, new Request(url), context);
    expect(statusOf(signedOut)).toBe(302);
    expect((signedOut as Response).headers.get("location")).toBe(
      "/login?redirectTo=%2Fadmin%2Frequests%3Fstatus%3Dpending",
    );
    const login = await run(
      loginAction,
      formRequest("/login", { email: "pat@example.com", password: "Zebra-Lamp-42" }),
      createTestContext(t.db),
    );
    const cookie = cookieOf(login);
    const asUser = (path: string) =>
      new Request(`http://localhost:3000${path}`, { headers: { cookie } });
    for (const [fn, path, params] of [
      [adminLoader, "/admin/requests", {}],
      [csvLoader, "/admin/requests.csv", {}],
    ] as const) {
      const denied = await run(fn, asUser(path), createTestContext(t.db), params);
      expect(statusOf(denied)).toBe(403);
      expect((denied as { data: unknown }).data).toBe(
        "You don't have permission to access this page. Admin privileges are required.",
      );
    }
    // A company's performance and lead analytics open for its members too
    // (supplier-authorization.test.ts).
    const notAMember = await run(
      performanceLoader,
      asUser("/supplier/bondline/performance"),
      createTestContext(t.db),
      { companyId: "bondline" },
    );
    expect(statusOf(notAMember)).toBe(403);
    expect((notAMember as { data: unknown }).data).toBe(NO_COMPANY_ACCESS);
    expect(await setAdmin(t.db, "PAT@example.com", true)).toBe(true);
    const allowed = await run(adminLoader, asUser("/admin/requests"), createTestContext(t.db));
    expect((allowed as unknown as { counts: { total: number } }).counts.total).toBeGreaterThan(0);
    const missing = await run(
      performanceLoader,
      asUser("/supplier/nope/performance"),
      createTestContext(t.db),
      { companyId: "nope" },
    );
    expect(statusOf(missing)).toBe(404);
    const csv = (await run(
      csvLoader,
      asUser("/admin/requests.csv"),
      createTestContext(t.db),
    )) as Response;
    expect(csv.headers.get("content-disposition")).toMatch(
      /sample-requests-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(await setAdmin(t.db, "nobody@example.com", true)).toBe(false);
  });
});
