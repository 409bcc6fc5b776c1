/** The login and signup actions' rate-limit answers, shaped like every other form failure. */
import type { Env } from "~/env.server";
import type { FormValues } from "~/forms/kit";
import { failureReply } from "~/forms/parse-submission.server";
import { type RateLimitResult, TOO_MANY_ATTEMPTS } from "./rate-limit.server";

/** The configured limits, as `hitAuthRateLimits` takes them. */
export function authLimits(env: Env) {
  return {
    windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    ipMax: env.AUTH_RATE_LIMIT_IP_MAX,
    emailMax: env.AUTH_RATE_LIMIT_EMAIL_MAX,
  };
}

/**
 * Reset and address-check e-mails to one address: at most 3 per window (fewer when
 * AUTH_RATE_LIMIT_EMAIL_MAX is lower), so nobody can flood a mailbox (docs/decisions/053).
 */
export const ACCOUNT_MAILS_PER_ADDRESS = 3;

export function accountMailLimits(env: Env) {
  return {
    ...authLimits(env),
    emailMax: Math.min(ACCOUNT_MAILS_PER_ADDRESS, env.AUTH_RATE_LIMIT_EMAIL_MAX),
  };
}

/**
 * Null when the attempt is allowed, else a 429 with Retry-After and the values kept; `extra` says
 * which form of a page of several it answers (settings' `intent`), so its alert shows there.
 */
export function refuseOverLimit<E extends object = Record<never, never>>(
  limit: RateLimitResult,
  values: FormValues,
  extra?: E,
) {
  if (limit.isAllowed) return null;
  return failureReply<E>(
    { ok: false, errors: { form: TOO_MANY_ATTEMPTS }, values },
    { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    extra,
  );
}
