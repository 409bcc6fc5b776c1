/**
 * /account/settings/delete (docs/decisions/131): deleting the account, after the password again
 * and a tick. The account goes with its profile, saved products and sessions; the sample requests
 * sent with its address stay with the companies that received them. Then signed out, to
 * /account-deleted.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import { authHeaders, cookieHeaders } from "~/auth-requests.server";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "~/components/form/fields";
import { getAppContext } from "~/context.server";
import { deleteAccountSchema, WRONG_PASSWORD } from "~/forms/account-settings";
import { failureReply, formErrorReply, parseSubmission } from "~/forms/parse-submission.server";
import { useForm } from "~/forms/use-form";
import { seo, siteFromMatches } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import { AccountDeletionError, deleteAccount } from "~/models/accounts/account-deletion.server";
import { hasPassword } from "~/models/accounts/account-settings.server";
import { getAccountUser } from "~/models/accounts/user.server";
import { authLimits, refuseOverLimit } from "~/models/guards/auth-limits.server";
import { hitAuthRateLimits } from "~/models/guards/rate-limit.server";
import type { Route } from "./+types/settings.delete";
import { SettingsSection } from "./parts/settings-section";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Delete my account",
    description: "Delete your account, its practice profile, saved products and sessions.",
    path: "/account/settings/delete",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  return { email: user.email, hasPassword: await hasPassword(db, user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAccountUser(context);
  const { auth, db, env, outbox, clientIp } = getAppContext(context);
  const submission = await parseSubmission(request, deleteAccountSchema);
  if (!submission.ok) return submission.reply;
  const client = { ip: clientIp, email: user.email };
  const limit = await hitAuthRateLimits(db, "password-check", client, authLimits(env));
  const overLimit = refuseOverLimit(limit, submission.values);
  if (overLimit) return overLimit;
  const headers = authHeaders(request, clientIp);
  const isPasswordRight = await auth.api
    .verifyPassword({ body: { password: submission.data.password }, headers })
    .then(() => true)
    .catch(() => false);
  if (!isPasswordRight) {
    const failure = { ok: false as const, errors: { password: WRONG_PASSWORD }, values: {} };
    return failureReply(failure, 400);
  }
  try {
    await deleteAccount(db, outbox, user.id);
  } catch (error) {
    if (error instanceof AccountDeletionError) {
      return formErrorReply(submission.values, error.message, error.status);
    }
    throw error;
  }
  // The session went with the account; this clears its cookie.
  const signedOut = await auth.api.signOut({ headers, asResponse: true });
  return redirect("/account-deleted", { headers: cookieHeaders(signedOut) });
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { field, formError, props } = useForm(deleteAccountSchema, actionData);
  const isBusy = useNavigation().state === "submitting";
  const { contactEmail } = useSiteConfig();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Delete my account</h1>
      <SettingsSection id="what-goes" title="What happens">
        <ul className="list-disc space-y-2 pl-6 text-slate-700">
          <li>
            Your account for <strong>{loaderData.email}</strong> is deleted at once, with your
            practice profile, saved products, sessions and sign-in details, and our copies of the
            e-mails we sent you. Your subscription to updates, if any, ends.
          </li>
          <li>
            The sample requests you sent stay with the companies that received them: they need them
            to ship and follow up. Nothing links them to an account any more, and they are deleted
            24 months after they were sent, as our{" "}
            <Link to="/privacy" className="font-semibold text-brand-700 underline">
              privacy policy
            </Link>{" "}
            explains.
          </li>
          <li>This cannot be undone. You can create a new account later.</li>
        </ul>
      </SettingsSection>
      {loaderData.hasPassword ? null : (
        <p className="mt-6 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This account signs in with Google and has no password to confirm with: write to us at{" "}
          <a href={`mailto:${contactEmail}`} className="font-semibold underline">
            {contactEmail}
          </a>{" "}
          and we delete it for you.
        </p>
      )}
      <Form
        {...props}
        method="post"
        className="mt-6 space-y-4"
        aria-label="Delete my account"
        hidden={!loaderData.hasPassword}
      >
        <FormAlert>{formError}</FormAlert>
        <TextField {...field("password")} label="Your password" autoComplete="current-password" />
        <CheckboxField
          {...field("confirm")}
          label="I understand that my account is deleted for good and cannot be restored"
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            isBusy={isBusy}
            busyText="Deleting..."
            className="bg-red-700 hover:bg-red-800"
          >
            Delete my account
          </SubmitButton>
          <Link to="/account/settings" className="font-semibold text-brand-700 underline">
            Keep my account
          </Link>
        </div>
      </Form>
    </div>
  );
}
