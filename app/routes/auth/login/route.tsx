import { redirect } from "react-router";
import { isGoogleConfigured } from "~/auth.server";
import { authErrorCode, authHeaders, cookieHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import { GOOGLE_TEXTS, INVALID_CREDENTIALS, loginSchema, PASSWORD_CHANGED } from "~/forms/auth";
import { formErrorReply, parseSubmission } from "~/forms/parse-submission.server";
import { ACCOUNT_DISABLED } from "~/lib/account-rules";
import { safeRedirect } from "~/lib/safe-redirect";
import { seo, siteFromMatches } from "~/lib/seo";
import { checkLoginAttempt, recordLoginOutcome } from "~/models/accounts/login-throttle.server";
import { getUser } from "~/models/accounts/user.server";
import { refuseOverLimit } from "~/models/guards/auth-limits.server";
import { signInErrorText } from "~/routes/auth/parts/auth-errors.server";
import { AuthFrame } from "~/routes/auth/parts/auth-frame";
import type { Route } from "./+types/route";
import { LoginForm } from "./login-form";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Sign in",
    description: "Sign in to your SampleTray account with your e-mail and password or with Google.",
    path: "/login",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getUser(request, context)) throw redirect(redirectTo);
  return {
    redirectTo,
    isGoogleConfigured: isGoogleConfigured(getAppContext(context).env),
    googleError:
      url.searchParams.get("google") === "disabled"
        ? ACCOUNT_DISABLED
        : url.searchParams.get("google") === "failed"
          ? GOOGLE_TEXTS.login.failed
          : null,
    notice: url.searchParams.get("reset") === "1" ? PASSWORD_CHANGED : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, env, clientIp } = getAppContext(context);
  const submission = await parseSubmission(request, loginSchema);
  if (!submission.ok) return submission.reply;
  const { data: parsed, values } = submission;
  const redirectTo = safeRedirect(parsed.redirectTo);

  const client = { ip: clientIp, email: parsed.email };
  const limit = await checkLoginAttempt(db, client, env);
  const overLimit = refuseOverLimit(limit, values);
  if (overLimit) return overLimit;

  const response = await auth.api.signInEmail({
    body: { email: parsed.email, password: parsed.password, rememberMe: true },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  const code = response.ok ? undefined : await authErrorCode(response);
  const outcome = response.ok
    ? "success"
    : signInErrorText(code) === INVALID_CREDENTIALS
      ? "bad-credentials"
      : "other";
  await recordLoginOutcome(db, client, outcome);
  if (!response.ok) {
    const status = response.status >= 500 ? 500 : response.status === 401 ? 401 : 400;
    return formErrorReply(values, signInErrorText(code), status);
  }
  return redirect(redirectTo, { headers: cookieHeaders(response) });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthFrame intent="login" title="Sign in" loaderData={loaderData}>
      <LoginForm loaderData={loaderData} actionData={actionData} />
    </AuthFrame>
  );
}
