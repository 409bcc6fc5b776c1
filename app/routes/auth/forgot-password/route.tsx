/**
 * "Forgot password?": one e-mail field. Every accepted submission gets the same answer, in the same
 * time, whether the address has an account or not; only an account's owner gets a link
 * (docs/decisions/053, 114). Limited per client IP and per address in the rate_limits table.
 */

import { getAppContext } from "~/context.server";
import { forgotPasswordSchema, RESET_LINK_SENT } from "~/forms/auth";
import { formErrorReply, parseSubmission } from "~/forms/parse-submission.server";
import { logFailure } from "~/lib/log.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { accountMailLimits, refuseOverLimit } from "~/models/guards/auth-limits.server";
import { hitAuthRateLimits } from "~/models/guards/rate-limit.server";
import type { Route } from "./+types/route";
import { ForgotPasswordForm } from "./forgot-password-form";

export const REQUEST_FAILED = "Something went wrong. Please try again.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Forgot password",
    description: "Get a link to choose a new password for your SampleTray account.",
    path: "/forgot-password",
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, clientIp, outbox } = getAppContext(context);
  const submission = await parseSubmission(request, forgotPasswordSchema);
  if (!submission.ok) return submission.reply;
  const { data: parsed, values } = submission;

  // Counted before any lookup, so the limit says nothing about the address either.
  const limit = await hitAuthRateLimits(
    db,
    "password-reset",
    { ip: clientIp, email: parsed.email },
    accountMailLimits(env),
  );
  const overLimit = refuseOverLimit(limit, values);
  if (overLimit) return overLimit;

  try {
    // The same work for every address: the job carries it alone, and its worker looks it up and
    // writes the token and the e-mail for an account only (docs/decisions/114).
    await outbox.queuePasswordReset(db, parsed.email);
  } catch (error) {
    logFailure("Queuing a password reset failed", error);
    return formErrorReply(values, REQUEST_FAILED, 500);
  }
  return { ok: true as const, message: RESET_LINK_SENT };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm actionData={actionData} />;
}
