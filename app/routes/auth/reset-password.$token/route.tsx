/**
 * The reset link's page: a new password (the signup rules), once. better-auth spends the token,
 * revokes every session of the account and stores the new password in one transaction; then the
 * person signs in again (docs/decisions/053).
 */
import { redirect } from "react-router";
import { authErrorCode, authHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import { RESET_LINK_INVALID, resetPasswordSchema } from "~/forms/auth";
import { failureReply, formErrorReply, parseSubmission } from "~/forms/parse-submission.server";
import { commonPasswords } from "~/lib/common-passwords.server";
import { checkPassword } from "~/lib/password-policy";
import { seo, siteFromMatches } from "~/lib/seo";
import { authLimits, refuseOverLimit } from "~/models/guards/auth-limits.server";
import { hitAuthRateLimits } from "~/models/guards/rate-limit.server";
import { signUpErrorText } from "~/routes/auth/parts/auth-errors.server";
import type { Route } from "./+types/route";
import { ResetPasswordForm } from "./reset-password-form";

/** better-auth's reset tokens: 24 letters and digits. Anything else is not looked up. */
const isResetToken = (token: string) => /^[A-Za-z0-9]{24}$/.test(token);

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Choose a new password",
    description: "Choose a new password for your SampleTray account.",
    // Never the token: the canonical link names the page only.
    path: "/reset-password",
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { auth } = getAppContext(context);
  if (!isResetToken(params.token)) return { isValid: false };
  const internal = (await auth.$context).internalAdapter;
  const verification = await internal.findVerificationValue(`reset-password:${params.token}`);
  return { isValid: Boolean(verification && verification.expiresAt > new Date()) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, db, env, clientIp } = getAppContext(context);
  const submission = await parseSubmission(request, resetPasswordSchema);
  if (!submission.ok) return submission.reply;
  const { data: parsed, values } = submission;
  const weakness = checkPassword(parsed.password, commonPasswords);
  if (weakness) return failureReply({ ok: false, errors: { password: weakness }, values });

  const limit = await hitAuthRateLimits(
    db,
    "password-reset",
    { ip: clientIp, email: "" },
    authLimits(env),
  );
  const overLimit = refuseOverLimit(limit, values);
  if (overLimit) return overLimit;
  if (!isResetToken(params.token)) return formErrorReply(values, RESET_LINK_INVALID, 400);

  const response = await auth.api.resetPassword({
    body: { newPassword: parsed.password, token: params.token },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) {
    const code = await authErrorCode(response);
    if (response.status >= 500) return formErrorReply(values, signUpErrorText(code), 500);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      return formErrorReply(values, RESET_LINK_INVALID, 400);
    }
    return failureReply({ ok: false, errors: { password: signUpErrorText(code) }, values });
  }
  // Every session of the account, this browser's included, has ended: sign in afresh.
  return redirect("/login?reset=1");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordForm loaderData={loaderData} actionData={actionData} />;
}
