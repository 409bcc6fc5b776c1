/**
 * The public forms' limits (docs/decisions/045): per client IP and per e-mail address, counted in
 * the shared rate_limits table, so they hold across instances. Below the form guard
 * (form-guard.server.ts uses these; nothing here uses it).
 */
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import { TOO_MANY_REQUESTS } from "~/lib/form-guard";
import { emailKey, hitRateLimit } from "./rate-limit.server";

/** What the limits need: the database, their settings and the client's IP. */
export interface LimitContext {
  db: Database;
  env: Pick<
    Env,
    | "FORM_RATE_LIMIT_WINDOW_SECONDS"
    | "FORM_RATE_LIMIT_IP_MAX"
    | "FORM_RATE_LIMIT_EMAIL_MAX"
    | "EVENTS_RATE_LIMIT_IP_MAX"
  >;
  clientIp: string;
}

/** A refusal the guard answers with (400 expired or too fast, 429 with Retry-After). */
export const refused = (status: 400 | 429, message: string, headers: Record<string, string> = {}) =>
  ({ ok: false, status, message, headers }) as const;

/** Counts a submission by client IP and by e-mail; the first limit reached answers 429. */
export async function hitFormLimits(
  app: LimitContext,
  form: string,
  { email, leads, now }: { email: string | null; leads: number; now: number },
) {
  const { env } = app;
  const windowSeconds = env.FORM_RATE_LIMIT_WINDOW_SECONDS;
  const checks: [string, number][] = [
    [`form:${form}:ip:${app.clientIp}`, env.FORM_RATE_LIMIT_IP_MAX],
  ];
  if (email && email.trim() !== "") {
    checks.push([`form:${form}:email:${emailKey(email)}`, env.FORM_RATE_LIMIT_EMAIL_MAX]);
  }
  for (const [key, max] of checks) {
    const result = await hitRateLimit(app.db, key, { max, windowSeconds }, now, leads);
    if (!result.isAllowed) {
      return refused(429, TOO_MANY_REQUESTS, { "Retry-After": String(result.retryAfterSeconds) });
    }
  }
  return null;
}

/** /api/events: per-IP only (no e-mail, no form). Null when allowed, else the 429 answer. */
export async function limitAnalyticsEvents(app: LimitContext, now = Date.now()) {
  const result = await hitRateLimit(
    app.db,
    `events:ip:${app.clientIp}`,
    {
      max: app.env.EVENTS_RATE_LIMIT_IP_MAX,
      windowSeconds: app.env.FORM_RATE_LIMIT_WINDOW_SECONDS,
    },
    now,
  );
  if (result.isAllowed) return null;
  return new Response(TOO_MANY_REQUESTS, {
    status: 429,
    headers: {
      "Retry-After": String(result.retryAfterSeconds),
      "Content-Type": "text/plain; charset=utf-8",
    },
  });
}
