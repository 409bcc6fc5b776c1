/**
 * Fixed-window attempt counters in the rate_limits table, so every app instance shares them.
 * One atomic upsert per attempt: no read-then-write race between instances.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  isAllowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt under `key` (or `cost` of them, e.g. one per lead a submission creates);
 * allowed while the window's count is at most `max`.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
  cost = 1,
): Promise<RateLimitResult> {
  const windowStartsAfter = now - rule.windowSeconds * 1000;
  const id = `app:${key}`;
  // last_request holds the start of the key's current window.
  const isExpired = sql`${rateLimits.lastRequest} <= ${windowStartsAfter}`;
  const row = await retryOnUniqueViolation(db, async (tx) => {
    // A counter lost in a crash costs nothing; waiting for its WAL flush on every request does.
    await tx.execute(sql`set local synchronous_commit = off`);
    const [counted] = await tx
      .insert(rateLimits)
      .values({ id, key: id, count: cost, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${isExpired} then ${cost}::integer else ${rateLimits.count} + ${cost}::integer end`,
          lastRequest: sql`case when ${isExpired} then ${now}::bigint else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
    return counted;
  });
  const count = Number(row?.count ?? cost);
  const windowStart = Number(row?.lastRequest ?? now);
  return {
    isAllowed: count <= rule.max,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000),
    ),
  };
}

/**
 * Whether `key` is still under `rule` without counting an attempt: for a check that must come
 * before costly work (an API key's lookup) while only failures are counted. Refused once the
 * window's count has reached `max`, so the next attempt is one `hitRateLimit` would refuse.
 */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const [row] = await db
    .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, `app:${key}`));
  const windowStart = Number(row?.lastRequest ?? 0);
  const isCurrent = row !== undefined && windowStart > now - rule.windowSeconds * 1000;
  return {
    isAllowed: !isCurrent || Number(row.count) < rule.max,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000),
    ),
  };
}

/** A key part for an e-mail address that does not store the address itself. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/**
 * Counts a login, signup or account-mail attempt by client IP and by e-mail; the first limit
 * reached wins.
 */
export async function hitAuthRateLimits(
  db: Database,
  action:
    | "login"
    | "signup"
    | "password-reset"
    | "verify-resend"
    | "password-check"
    | "email-change",
  client: { ip: string; email: string },
  limits: { windowSeconds: number; ipMax: number; emailMax: number },
): Promise<RateLimitResult> {
  const byIp = await hitRateLimit(db, `${action}:ip:${client.ip}`, {
    max: limits.ipMax,
    windowSeconds: limits.windowSeconds,
  });
  if (!byIp.isAllowed) return byIp;
  if (client.email.trim() === "") return byIp;
  return hitRateLimit(db, `${action}:email:${emailKey(client.email)}`, {
    max: limits.emailMax,
    windowSeconds: limits.windowSeconds,
  });
}

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return (cause as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

/**
 * Runs `write` in a transaction (a savepoint inside one) and runs it again if it hit a unique
 * violation. The table has two unique columns (`id` and `key`, equal for our rows) and an upsert
 * arbitrates on one only: when two instances create the same new row at once, the second waits
 * for the first and then fails on the other column. Once the first has committed, the second
 * attempt finds its row and updates it.
 */
async function retryOnUniqueViolation<T>(
  db: Database,
  write: (tx: Database) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(write);
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
