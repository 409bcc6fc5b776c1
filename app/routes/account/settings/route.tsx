/**
 * /account/settings (docs/decisions/131): change the password or the e-mail address, see and end
 * sessions, download the account's data, and the way to delete the account. Each form posts here
 * with its `intent`; the changes go through better-auth's API, and each is audit-logged. A changed
 * password is told to the account's address (decision 149).
 */

import { data } from "react-router";
import { authErrorCode, authHeaders, cookieHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import {
  changePasswordSchema,
  OTHER_SESSIONS_ENDED,
  PASSWORD_UPDATED,
  WRONG_CURRENT_PASSWORD,
} from "~/forms/account-settings";
import {
  failureReply,
  formErrorReply,
  parseSubmission,
  UNREADABLE_FORM,
} from "~/forms/parse-submission.server";
import { commonPasswords } from "~/lib/common-passwords.server";
import { checkPassword } from "~/lib/password-policy";
import { tryReadForm } from "~/lib/read-form.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { notifyPasswordChanged } from "~/models/accounts/account-email.server";
import {
  hasPassword,
  listAccountSessions,
  recordAccountEvent,
} from "~/models/accounts/account-settings.server";
import { getAccountUser } from "~/models/accounts/user.server";
import { authLimits, refuseOverLimit } from "~/models/guards/auth-limits.server";
import { hitAuthRateLimits } from "~/models/guards/rate-limit.server";
import type { Route } from "./+types/route";
import { changeEmailAction } from "./settings-email.server";
import { SettingsPage } from "./settings-page";

export const NO_PASSWORD = "This account signs in with Google, so it has no password to change.";
export const CHANGE_FAILED = "The change could not be saved. Please try again.";

const INTENTS = ["password", "email", "sessions"] as const;
export type SettingsIntent = (typeof INTENTS)[number];

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Settings",
    description: "Your password, e-mail address, sessions, your data and deleting your account.",
    path: "/account/settings",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { auth, db, clientIp } = getAppContext(context);
  const current = await auth.api.getSession({ headers: authHeaders(request, clientIp) });
  return {
    email: user.email,
    hasPassword: await hasPassword(db, user.id),
    sessions: await listAccountSessions(db, user.id, current?.session.id ?? null),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAccountUser(context);
  const { auth, db, env, outbox, clientIp } = getAppContext(context);
  const client = { ip: clientIp, email: user.email };
  const sent = readIntent((await tryReadForm(request.clone())) ?? new FormData());
  const intent = INTENTS.find((i) => i === sent);
  const headers = authHeaders(request, clientIp);
  if (intent === "sessions") {
    await auth.api.revokeOtherSessions({ headers });
    await recordAccountEvent(db, user.id, "user.other_sessions_revoked");
    return { intent, ok: true as const, message: OTHER_SESSIONS_ENDED };
  }
  if (intent === "email") return changeEmailAction(request, getAppContext(context), user);
  if (intent !== "password") return formErrorReply({}, UNREADABLE_FORM, 400);
  const submission = await parseSubmission(request, changePasswordSchema);
  if (!submission.ok) return failureReply(submission.failure, 400, { intent });
  const { values } = submission;
  const weakness = checkPassword(submission.data.password, commonPasswords);
  if (weakness)
    return failureReply({ ok: false, errors: { password: weakness }, values }, 400, { intent });
  // Guessing the current password from a session left open is limited as sign-ins are.
  const limit = await hitAuthRateLimits(db, "password-check", client, authLimits(env));
  const overLimit = refuseOverLimit(limit, values, { intent });
  if (overLimit) return overLimit;
  const response = await auth.api.changePassword({
    body: {
      currentPassword: submission.data.currentPassword,
      newPassword: submission.data.password,
      revokeOtherSessions: true,
    },
    headers,
    asResponse: true,
  });
  if (!response.ok) return passwordRefusal(response, values);
  await notifyPasswordChanged(db, outbox, user.id, { isAudited: true });
  return data(
    { intent: "password" as const, ok: true as const, message: PASSWORD_UPDATED },
    { headers: cookieHeaders(response) },
  );
}

function readIntent(form: FormData): string | null {
  const value = form.get("intent");
  return typeof value === "string" ? value : null;
}

/** better-auth's refusal of a password change, as the form's message on the right field. */
async function passwordRefusal(response: Response, values: Record<string, string | undefined>) {
  const code = await authErrorCode(response);
  const extra = { intent: "password" as const };
  if (code === "INVALID_PASSWORD") {
    const failure = {
      ok: false as const,
      errors: { currentPassword: WRONG_CURRENT_PASSWORD },
      values,
    };
    return failureReply(failure, 400, extra);
  }
  if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
    return failureReply({ ok: false, errors: { form: NO_PASSWORD }, values }, 400, extra);
  }
  const status = response.status >= 500 ? 500 : 400;
  return failureReply({ ok: false, errors: { form: CHANGE_FAILED }, values }, status, extra);
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage loaderData={loaderData} actionData={actionData} />;
}
