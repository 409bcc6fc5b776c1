/**
 * The "Change e-mail address" form of /account/settings (docs/decisions/131, 149): the current
 * password first (rate-limited as sign-ins are), or, for an account without one (Google only), a
 * sign-in within FRESH_SIGN_IN_MINUTES; then better-auth's change, which mails the link to the new
 * address and a notice to the current one.
 */
import { authHeaders } from "~/auth-requests.server";
import type { AppContext } from "~/context.server";
import {
  changeEmailSchema,
  EMAIL_CHANGE_SENT,
  EMAIL_TAKEN,
  PASSWORD_REQUIRED,
  SAME_EMAIL,
  SIGN_IN_AGAIN,
  WRONG_CURRENT_PASSWORD,
} from "~/forms/account-settings";
import type { FormValues } from "~/forms/kit";
import { failureReply, parseSubmission } from "~/forms/parse-submission.server";
import { FRESH_SIGN_IN_MINUTES } from "~/lib/account-rules";
import { hasPassword, isEmailTaken } from "~/models/accounts/account-settings.server";
import { accountMailLimits, authLimits, refuseOverLimit } from "~/models/guards/auth-limits.server";
import { hitAuthRateLimits } from "~/models/guards/rate-limit.server";

const intent = "email" as const;

function refuse(field: string, message: string, values: FormValues, status = 400) {
  return failureReply({ ok: false, errors: { [field]: message }, values }, status, { intent });
}

export async function changeEmailAction(
  request: Request,
  context: AppContext,
  user: { id: string; email: string },
) {
  const { auth, db, env, clientIp } = context;
  const submission = await parseSubmission(request, changeEmailSchema);
  if (!submission.ok) return failureReply(submission.failure, 400, { intent });
  const { newEmail, currentPassword } = submission.data;
  const { values } = submission;
  const client = { ip: clientIp, email: user.email };
  const headers = authHeaders(request, clientIp);
  if (await hasPassword(db, user.id)) {
    if (currentPassword === "") return refuse("currentPassword", PASSWORD_REQUIRED, values);
    // Guessing the password from a session left open is limited as sign-ins are.
    const limit = await hitAuthRateLimits(db, "password-check", client, authLimits(env));
    const overLimit = refuseOverLimit(limit, values, { intent });
    if (overLimit) return overLimit;
    const isPasswordRight = await auth.api
      .verifyPassword({ body: { password: currentPassword }, headers })
      .then(() => true)
      .catch(() => false);
    if (!isPasswordRight) return refuse("currentPassword", WRONG_CURRENT_PASSWORD, values);
  } else {
    const current = await auth.api.getSession({ headers });
    const signedInAt = current?.session.createdAt.getTime() ?? 0;
    if (Date.now() - signedInAt > FRESH_SIGN_IN_MINUTES * 60_000) {
      return refuse("form", SIGN_IN_AGAIN, values);
    }
  }
  if (newEmail === user.email.toLowerCase()) return refuse("newEmail", SAME_EMAIL, values);
  if (await isEmailTaken(db, newEmail, user.id)) return refuse("newEmail", EMAIL_TAKEN, values);
  // Each request mails both addresses: limited as the other account mails are.
  const limit = await hitAuthRateLimits(db, "email-change", client, accountMailLimits(env));
  const overLimit = refuseOverLimit(limit, values, { intent });
  if (overLimit) return overLimit;
  await auth.api.changeEmail({ body: { newEmail }, headers });
  return { intent, ok: true as const, message: EMAIL_CHANGE_SENT };
}
