/**
 * Login throttling (docs/decisions/043): slows an attacker down without locking the owner out.
 * Per client IP a fixed-window limit; per client and account a doubling back-off after a few free
 * failures; per account a limit on distinct failing clients. Kept in the rate_limits table.
 */
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { Env } from "~/env.server";
import { emailKey, hitRateLimit, type RateLimitResult } from "~/models/guards/rate-limit.server";

export interface LoginThrottleRule {
  /** Failed sign-ins for one account from one client before back-off starts. */
  freeFailures: number;
  /** The back-off doubles with each further failure, up to this. */
  maxBackoffSeconds: number;
  /** Distinct clients that may fail on one account per window before new clients are held. */
  accountClientsMax: number;
  windowSeconds: number;
}

/** A client's failures on an account are forgotten after a day without one. */
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** A client that signed in to an account is recognised for a week (rate-limit rows' idle life). */
const KNOWN_CLIENT_MS = 7 * 24 * 60 * 60 * 1000;

function clientAccountKey(ip: string, email: string): string {
  return createHash("sha256")
    .update(`${ip}\n${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 32);
}

function loginKeys(client: { ip: string; email: string }) {
  const pair = clientAccountKey(client.ip, client.email);
  return {
    failures: `app:login:failures:${pair}`,
    known: `app:login:known:${pair}`,
    accountClients: `app:login:account-clients:${emailKey(client.email)}`,
  };
}

/** Seconds a client waits after `failures` failed sign-ins on one account (0 while free). */
export function loginBackoffSeconds(failures: number, rule: LoginThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxBackoffSeconds, 2 ** (failures - rule.freeFailures));
}

/**
 * Claims one sign-in attempt of this client on this account, or refuses it. Per client and
 * account: a few free failures, then an exponential back-off. Per account: once too many distinct
 * clients have failed in the window, clients new to the account wait; a client that signed in to
 * it recently, or is already being backed off, is not affected. The owner is never locked out by
 * others.
 *
 * Atomic: the client's row is locked while it is read and the attempt is counted (as a failure
 * until `recordLoginSuccess` says otherwise), so parallel attempts cannot pass one check together.
 */
export async function claimLoginAttempt(
  db: Database,
  client: { ip: string; email: string },
  rule: LoginThrottleRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const keys = loginKeys(client);
  return db.transaction(async (tx) => {
    // No conflict target: a row created at the same moment by another instance may collide on
    // either unique column (id or key), and either way it is there to lock below.
    await tx
      .insert(rateLimits)
      .values({ id: keys.failures, key: keys.failures, count: 0, lastRequest: 0 })
      .onConflictDoNothing();
    const [failures] = await tx
      .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
      .from(rateLimits)
      .where(eq(rateLimits.key, keys.failures))
      .for("update");
    const others = await tx
      .select({ key: rateLimits.key, count: rateLimits.count, lastRequest: rateLimits.lastRequest })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [keys.known, keys.accountClients]));
    const isRecent =
      failures !== undefined && Number(failures.lastRequest) > now - FAILURE_MEMORY_MS;
    const count = isRecent ? (failures?.count ?? 0) : 0;
    if (count > 0) {
      const waitUntil = Number(failures?.lastRequest) + loginBackoffSeconds(count, rule) * 1000;
      if (now < waitUntil) {
        return { isAllowed: false, retryAfterSeconds: Math.ceil((waitUntil - now) / 1000) };
      }
    }
    const known = others.find((r) => r.key === keys.known);
    const isKnown = known !== undefined && Number(known.lastRequest) > now - KNOWN_CLIENT_MS;
    const accountClients = others.find((r) => r.key === keys.accountClients);
    if (count === 0 && !isKnown && accountClients) {
      const windowEnds = Number(accountClients.lastRequest) + rule.windowSeconds * 1000;
      if (now < windowEnds && accountClients.count >= rule.accountClientsMax) {
        return { isAllowed: false, retryAfterSeconds: Math.ceil((windowEnds - now) / 1000) };
      }
    }
    await tx
      .update(rateLimits)
      .set({ count: count + 1, lastRequest: now })
      .where(eq(rateLimits.key, keys.failures));
    // A client trying this account for the first time counts towards its distinct clients.
    if (count === 0) {
      await hitRateLimit(
        tx,
        keys.accountClients.slice("app:".length),
        { max: Number.MAX_SAFE_INTEGER, windowSeconds: rule.windowSeconds },
        now,
      );
    }
    return { isAllowed: true, retryAfterSeconds: 0 };
  });
}

/** A successful sign-in: this client's count on the account ends and it is recognised. */
export async function recordLoginSuccess(
  db: Database,
  client: { ip: string; email: string },
  now = Date.now(),
): Promise<void> {
  const keys = loginKeys(client);
  const [ended] = await db
    .delete(rateLimits)
    .where(eq(rateLimits.key, keys.failures))
    .returning({ count: rateLimits.count });
  // Its first attempt was counted as a failing client: it was not one.
  if (ended?.count === 1) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, keys.accountClients));
  }
  await db
    .insert(rateLimits)
    .values({ id: keys.known, key: keys.known, count: 1, lastRequest: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { lastRequest: sql`${now}::bigint` } });
}

/** An attempt that ended neither way (e.g. a server error) does not count against the client. */
export async function releaseLoginAttempt(
  db: Database,
  client: { ip: string; email: string },
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, loginKeys(client).failures));
}

type ThrottleEnv = Pick<
  Env,
  | "AUTH_RATE_LIMIT_WINDOW_SECONDS"
  | "AUTH_RATE_LIMIT_IP_MAX"
  | "AUTH_RATE_LIMIT_EMAIL_MAX"
  | "AUTH_LOGIN_MAX_BACKOFF_SECONDS"
  | "AUTH_LOGIN_ACCOUNT_CLIENTS_MAX"
>;

export function loginThrottleRule(env: ThrottleEnv): LoginThrottleRule {
  return {
    freeFailures: env.AUTH_RATE_LIMIT_EMAIL_MAX,
    maxBackoffSeconds: env.AUTH_LOGIN_MAX_BACKOFF_SECONDS,
    accountClientsMax: env.AUTH_LOGIN_ACCOUNT_CLIENTS_MAX,
    windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  };
}

/** Before checking a password: the client IP's attempt limit, then the account's back-off. */
export async function checkLoginAttempt(
  db: Database,
  client: { ip: string; email: string },
  env: ThrottleEnv,
): Promise<RateLimitResult> {
  const byIp = await hitRateLimit(db, `login:ip:${client.ip}`, {
    max: env.AUTH_RATE_LIMIT_IP_MAX,
    windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!byIp.isAllowed) return byIp;
  return claimLoginAttempt(db, client, loginThrottleRule(env));
}

/** After checking it: a wrong password or unknown address stays counted; a success clears. */
export async function recordLoginOutcome(
  db: Database,
  client: { ip: string; email: string },
  outcome: "success" | "bad-credentials" | "other",
): Promise<void> {
  if (outcome === "success") await recordLoginSuccess(db, client);
  else if (outcome === "other") await releaseLoginAttempt(db, client);
}
