/** The login and signup actions' rate-limit step: null when allowed, else a ready 429 answer. */
import type { AppContext } from "~/context.server";
import { hitAuthRateLimits, TOO_MANY_ATTEMPTS } from "~/models/rate-limit.server";
import type { FormValues } from "./kit";
import { formErrorReply } from "./parse-submission.server";

export async function refuseOverLimit(
  { db, env, clientIp }: AppContext,
  action: "login" | "signup",
  email: string,
  values: FormValues,
) {
  const limit = await hitAuthRateLimits(
    db,
    action,
    { ip: clientIp, email },
    {
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      ipMax: env.AUTH_RATE_LIMIT_IP_MAX,
      emailMax: env.AUTH_RATE_LIMIT_EMAIL_MAX,
    },
  );
  if (limit.isAllowed) return null;
  return formErrorReply(values, TOO_MANY_ATTEMPTS, {
    status: 429,
    headers: { "Retry-After": String(limit.retryAfterSeconds) },
  });
}
