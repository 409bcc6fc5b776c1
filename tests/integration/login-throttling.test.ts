/**
 * Login throttling (docs/decisions/043): wrong passwords from others slow them down but never lock
 * the owner out; a 429 carries Retry-After. Signup tells an address that has an account so
 * (docs/decisions/128), within its limits.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outboxMessages, users } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login/route";
import { action as signupAction } from "~/routes/auth/signup/route";
import { setUpTestDatabase } from "../helpers/db";
import { createTestContext, formRequest } from "../helpers/route";

// With a mail queue: a sign-up writes its address-check e-mail (docs/decisions/053).
const t = setUpTestDatabase();
const PASSWORD = "Zebra-Lamp-42";
afterEach(() => vi.useRealTimers());

type Result =
  | Response
  | { data: { errors: Record<string, string>; values?: object }; init: ResponseInit };

async function run(fn: unknown, request: Request, context: object): Promise<Result> {
  try {
    return (await (fn as (a: object) => Promise<Result>)({
      request,
      context,
      params: {},
    })) as Result;
  } catch (thrown) {
    return thrown as Result;
  }
}
const statusOf = (r: Result) => (r instanceof Response ? r.status : (r.init?.status ?? 200));
const retryAfterOf = (r: Result) =>
  r instanceof Response
    ? r.headers.get("retry-after")
    : new Headers(r.init?.headers).get("retry-after");

const limits = {
  AUTH_RATE_LIMIT_EMAIL_MAX: "3",
  AUTH_LOGIN_ACCOUNT_CLIENTS_MAX: "3",
  AUTH_LOGIN_MAX_BACKOFF_SECONDS: "60",
};

function signUp(email: string, ip = "10.1.0.1") {
  return run(
    signupAction,
    formRequest("/signup", {
      displayName: "",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    createTestContext(t.db, { ...limits, CLIENT_IP: ip }),
  );
}

function logIn(email: string, ip: string, password = PASSWORD, env: Record<string, string> = {}) {
  return run(
    loginAction,
    formRequest("/login", { email, password }),
    createTestContext(t.db, { ...limits, ...env, CLIENT_IP: ip }),
  );
}

describe(`login throttling (${process.env.TEST_DB})`, () => {
  it("wrong passwords from another client never lock the owner out", async () => {
    const email = "owner-1@example.com";
    expect(statusOf(await signUp(email))).toBe(302);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(statusOf(await logIn(email, "10.66.0.1", "Wrong-1")));
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
    // The owner, from their own connection, signs in at once.
    expect(statusOf(await logIn(email, "10.1.0.2"))).toBe(302);
  });

  it("backs a client off exponentially after its free failures, with Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
    const email = "owner-2@example.com";
    expect(statusOf(await signUp(email))).toBe(302);
    const attacker = "10.66.0.2";
    for (let i = 0; i < 3; i++) expect(statusOf(await logIn(email, attacker, "Wrong-1"))).toBe(401);
    const held = await logIn(email, attacker, "Wrong-1");
    expect(statusOf(held)).toBe(429);
    expect(retryAfterOf(held)).toBe("1");
    vi.setSystemTime(Date.now() + 1_100);
    expect(statusOf(await logIn(email, attacker, "Wrong-1"))).toBe(401); // 4th failure
    const longer = await logIn(email, attacker, "Wrong-1");
    expect(statusOf(longer)).toBe(429);
    expect(retryAfterOf(longer)).toBe("2");
    // Even the right password waits out the back-off from that client, then works and clears it.
    vi.setSystemTime(Date.now() + 2_100);
    expect(statusOf(await logIn(email, attacker))).toBe(302);
    expect(statusOf(await logIn(email, attacker, "Wrong-1"))).toBe(401);
  });

  it("holds new clients once too many distinct clients failed, but not a recognised one", async () => {
    const email = "owner-3@example.com";
    expect(statusOf(await signUp(email))).toBe(302);
    const home = "10.1.3.1";
    expect(statusOf(await logIn(email, home))).toBe(302); // the owner's usual connection
    for (const ip of ["10.66.3.1", "10.66.3.2", "10.66.3.3"]) {
      expect(statusOf(await logIn(email, ip, "Wrong-1"))).toBe(401);
    }
    const fresh = await logIn(email, "10.66.3.4", "Wrong-1");
    expect(statusOf(fresh)).toBe(429);
    expect(Number(retryAfterOf(fresh))).toBeGreaterThan(0);
    expect(statusOf(await logIn(email, home))).toBe(302);
    // A client already failing keeps its own back-off, not the account's hold.
    expect(statusOf(await logIn(email, "10.66.3.1", "Wrong-1"))).toBe(401);
  });

  it("parallel attempts from one client cannot pass one check together", async () => {
    const email = "owner-4@example.com";
    expect(statusOf(await signUp(email))).toBe(302);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => logIn(email, "10.66.4.1", "Wrong-1")),
    );
    const statuses = results.map(statusOf);
    // Three free failures, then the back-off: the other five wait.
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("still limits attempts per client IP", async () => {
    const attempt = (email: string) =>
      logIn(email, "10.77.0.1", "Wrong-1", { AUTH_RATE_LIMIT_IP_MAX: "2" });
    expect(statusOf(await attempt("a-ip@example.com"))).toBe(401);
    expect(statusOf(await attempt("b-ip@example.com"))).toBe(401);
    const limited = await attempt("c-ip@example.com");
    expect(statusOf(limited)).toBe(429);
    expect(Number(retryAfterOf(limited))).toBeGreaterThan(0);
  });
});

describe(`signup answers (${process.env.TEST_DB})`, () => {
  it("an address that has an account is told so, keeps what was typed, and nothing is written", async () => {
    const email = "taken@example.com";
    expect(statusOf(await signUp(email))).toBe(302);
    const mailsBefore = await mailsTo(email);
    // The first sign-up wrote its address check; the second writes nothing.
    expect(mailsBefore).toHaveLength(1);
    const again = await run(
      signupAction,
      formRequest("/signup", {
        displayName: "Pat Again",
        email: "TAKEN@example.com",
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
      createTestContext(t.db, { ...limits, CLIENT_IP: "10.1.9.9" }),
    );
    expect(statusOf(again)).toBe(400);
    const body = (again as Exclude<Result, Response>).data;
    expect(body.errors).toEqual({ form: "An account with this email already exists" });
    // As typed; the password never comes back.
    expect(body.values).toEqual({ displayName: "Pat Again", email: "TAKEN@example.com" });
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toEqual(mailsBefore);
  });

  it("the per-address signup limit still holds for an address that has an account", async () => {
    const email = "limited@example.com";
    expect(statusOf(await signUp(email, "10.1.8.1"))).toBe(302);
    expect(statusOf(await signUp(email, "10.1.8.2"))).toBe(400);
    expect(statusOf(await signUp(email, "10.1.8.3"))).toBe(400);
    expect(statusOf(await signUp(email, "10.1.8.4"))).toBe(429);
  });
});

function mailsTo(email: string) {
  return t.db
    .select({ id: outboxMessages.id, kind: outboxMessages.kind })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email));
}
