/**
 * The signed-in person's address check: "Resend" (a new link, rate limited) and "Dismiss" (hide
 * the header's reminder for good, back to the page they were on). The header's banner posts here
 * with a fetcher; without JavaScript this page shows the answer (docs/decisions/053).
 */

import { data, Form, Link, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import { readForm } from "~/lib/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { seo, siteFromMatches } from "~/lib/seo";
import { enqueueVerificationEmail } from "~/models/accounts/account-email.server";
import { getUser, requireUser } from "~/models/accounts/user.server";
import { dismissReminderCookie } from "~/models/accounts/verify-reminder.server";
import { accountMailLimits } from "~/models/guards/auth-limits.server";
import { hitAuthRateLimits, TOO_MANY_ATTEMPTS } from "~/models/guards/rate-limit.server";
import type { Route } from "./+types/verify-email";
import { VERIFY_EMAIL_SEO, VerifyEmailFrame } from "./parts/verify-email-frame";

export const ALREADY_VERIFIED = "Your e-mail address is already confirmed.";
export const sentNewLink = (email: string) =>
  `We sent a new link to ${email}. It works for 24 hours.`;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), VERIFY_EMAIL_SEO);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  return { email: user?.email ?? null, isVerified: user?.isEmailVerified ?? false };
}

export type ResendResult = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, env, outbox, clientIp } = getAppContext(context);
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "dismiss") {
    const redirectTo = safeRedirect(String(form.get("redirectTo") ?? "/"));
    return redirect(redirectTo, {
      headers: {
        "Set-Cookie": dismissReminderCookie(user.id, env.SITE_URL.startsWith("https:")),
      },
    });
  }
  if (intent !== "resend") {
    return data<ResendResult>({ ok: false, message: "Unknown request." }, { status: 400 });
  }
  if (user.isEmailVerified) return data<ResendResult>({ ok: true, message: ALREADY_VERIFIED });
  const limit = await hitAuthRateLimits(
    db,
    "verify-resend",
    { ip: clientIp, email: user.email },
    accountMailLimits(env),
  );
  if (!limit.isAllowed) {
    return data<ResendResult>(
      { ok: false, message: TOO_MANY_ATTEMPTS },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await enqueueVerificationEmail(db, outbox, auth.options.secret, user);
  return data<ResendResult>({ ok: true, message: sentNewLink(user.email) });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { email, isVerified } = loaderData;
  return (
    <VerifyEmailFrame>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={
            actionData.ok
              ? "rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
              : "rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
          }
        >
          {actionData.message}
        </p>
      ) : null}
      {!email ? (
        <p className="text-slate-700">
          <Link to="/login?redirectTo=/verify-email" className="text-brand-700 underline">
            Log in
          </Link>{" "}
          to ask for a new confirmation link.
        </p>
      ) : isVerified ? (
        <p className="text-slate-700">{ALREADY_VERIFIED}</p>
      ) : (
        <>
          <p className="text-slate-700">
            We sent a confirmation link to <strong>{email}</strong>. Open it and press the button on
            the page to confirm your address.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Send a new link
            </button>
          </Form>
        </>
      )}
    </VerifyEmailFrame>
  );
}
