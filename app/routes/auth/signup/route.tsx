import { redirect } from "react-router";
import { isGoogleConfigured } from "~/auth.server";
import { authErrorCode, authHeaders, cookieHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import { GOOGLE_TEXTS, SIGNUP_FAILED, signupSchema } from "~/forms/auth";
import { failureReply, formErrorReply, parseSubmission } from "~/forms/parse-submission.server";
import { commonPasswords } from "~/lib/common-passwords.server";
import { logFailure } from "~/lib/log.server";
import { checkPassword } from "~/lib/password-policy";
import { safeRedirect } from "~/lib/safe-redirect";
import { seo, siteFromMatches } from "~/lib/seo";
import { getUser } from "~/models/accounts/user.server";
import { welcomeCookie } from "~/models/accounts/welcome-notice.server";
import { authLimits, refuseOverLimit } from "~/models/guards/auth-limits.server";
import { hitAuthRateLimits } from "~/models/guards/rate-limit.server";
import { findInvitation } from "~/models/suppliers/invitation-page.server";
import { signUpErrorText } from "~/routes/auth/parts/auth-errors.server";
import { AuthFrame } from "~/routes/auth/parts/auth-frame";
import type { Route } from "./+types/route";
import { SignupForm } from "./signup-form";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Create account",
    description: "Create a SampleTray account with your e-mail and a password, or with Google.",
    path: "/signup",
    noindex: true,
  });
}

/**
 * The open invitation named by `?invitation=` (docs/decisions/118): the account is made with its
 * address, whatever the form sends, and the new account returns to it.
 */
async function invitationOf(request: Request, db: Parameters<typeof findInvitation>[0]) {
  const id = new URL(request.url).searchParams.get("invitation");
  const invitation = id ? await findInvitation(db, id) : null;
  return invitation && !invitation.isAccepted
    ? { id: invitation.id, email: invitation.email, companyName: invitation.companyName }
    : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const invitation = await invitationOf(request, getAppContext(context).db);
  if (await getUser(request, context)) {
    throw redirect(invitation ? `/invitations/${invitation.id}` : "/");
  }
  return {
    invitation,
    // From an invitation, every way in (this form, Google, "Log in") returns to it (decision 118).
    redirectTo: invitation
      ? `/invitations/${encodeURIComponent(invitation.id)}`
      : safeRedirect(url.searchParams.get("redirectTo")),
    isGoogleConfigured: isGoogleConfigured(getAppContext(context).env),
    googleError: url.searchParams.get("google") === "failed" ? GOOGLE_TEXTS.signup.failed : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, env, clientIp } = getAppContext(context);
  const submission = await parseSubmission(request, signupSchema);
  if (!submission.ok) return submission.reply;
  const { data: form, values } = submission;
  const invitation = await invitationOf(request, db);
  const parsed = invitation ? { ...form, email: invitation.email } : form;
  const weakness = checkPassword(parsed.password, commonPasswords);
  if (weakness) return failureReply({ ok: false, errors: { password: weakness }, values });

  const client = { ip: clientIp, email: parsed.email };
  const limit = await hitAuthRateLimits(db, "signup", client, authLimits(env));
  const overLimit = refuseOverLimit(limit, values);
  if (overLimit) return overLimit;

  let response: Response;
  try {
    response = await auth.api.signUpEmail({
      body: {
        name: parsed.displayName,
        email: parsed.email,
        password: parsed.password,
      },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    });
  } catch (error) {
    // E.g. the address-check e-mail could not be written: the whole sign-up rolled back
    // (docs/decisions/053), and the form keeps what was typed.
    logFailure("Signing up failed", error);
    return formErrorReply(values, SIGNUP_FAILED, 500);
  }
  if (!response.ok) {
    const code = await authErrorCode(response);
    // An existing address says so, with the ways in (docs/decisions/128); 422 becomes our 400.
    const status = response.status >= 500 ? 500 : 400;
    return formErrorReply(values, signUpErrorText(code), status);
  }
  // Home greets the new account with what it is for and where to go (welcome-notice.server.ts).
  const headers = cookieHeaders(response);
  const isHttps = env.SITE_URL.startsWith("https:");
  headers.append("Set-Cookie", welcomeCookie(isHttps, invitation ? "invitation" : "account"));
  return redirect(invitation ? `/invitations/${invitation.id}` : "/", { headers });
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthFrame intent="signup" title="Create account" loaderData={loaderData}>
      <SignupForm loaderData={loaderData} actionData={actionData} />
    </AuthFrame>
  );
}
