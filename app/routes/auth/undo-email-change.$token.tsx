/**
 * Where the undo link in "Your account's e-mail address was changed" lands (docs/decisions/149).
 * Opening it changes nothing (mail scanners follow links); the button's POST puts the old address
 * back, signs out every session (this browser's too) and leads to "Forgot password?", since
 * whoever changed the address may know the password.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { authHeaders, cookieHeaders } from "~/auth-requests.server";
import { ButtonLink } from "~/components/button-link";
import { SubmitButton } from "~/components/form/fields";
import { getAppContext } from "~/context.server";
import { EMAIL_UNDO_DAYS } from "~/lib/account-rules";
import { seo, siteFromMatches } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import { undoEmailChange } from "~/models/accounts/email-change-undo.server";
import type { Route } from "./+types/undo-email-change.$token";

export const CHANGE_UNDONE = "The change is undone: your account has this address again.";
export const RESET_YOUR_PASSWORD =
  "Every session of the account was signed out. Whoever changed your address may know your password: choose a new one now with “Forgot password?”.";
export const UNDO_LINK_INVALID = `This undo link was already used, has expired (it works for ${EMAIL_UNDO_DAYS} days) or is not valid.`;
export const UNDO_ADDRESS_TAKEN =
  "Another account has this address since the change, so it cannot be given back here.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Undo the change of address",
    description: "Give your account its e-mail address back.",
    // Never the token: the canonical link names the page only.
    path: "/undo-email-change",
    noindex: true,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, db, clientIp } = getAppContext(context);
  const outcome = await undoEmailChange(db, params.token);
  if (outcome.status !== "undone") return { status: outcome.status };
  // Every session row is gone; this clears this browser's cookie too.
  const signedOut = await auth.api.signOut({
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  return data(
    { status: outcome.status, email: outcome.email },
    { headers: cookieHeaders(signedOut) },
  );
}

export default function UndoEmailChangePage({ actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  const { contactEmail } = useSiteConfig();
  return (
    <section className="mx-auto max-w-md px-4 py-12" aria-labelledby="undo-title">
      <h1 id="undo-title" className="text-center text-3xl font-bold tracking-tight">
        Undo the change of address
      </h1>
      <div className="mt-8 space-y-4 rounded-lg border border-slate-200 p-6 shadow-sm">
        {actionData?.status === "undone" ? (
          <>
            <p role="status" className="text-lg font-semibold text-brand-800">
              {CHANGE_UNDONE}
            </p>
            <p className="text-slate-700">
              {"email" in actionData ? (
                <>
                  You sign in with <strong className="break-words">{actionData.email}</strong>.{" "}
                </>
              ) : null}
              {RESET_YOUR_PASSWORD}
            </p>
            <ButtonLink to="/forgot-password" className="inline-block">
              Choose a new password
            </ButtonLink>
          </>
        ) : actionData ? (
          <>
            <p role="alert" className="text-red-800">
              {actionData.status === "taken" ? UNDO_ADDRESS_TAKEN : UNDO_LINK_INVALID}
            </p>
            <p className="text-slate-700">
              If someone else changed your address, write to us at{" "}
              <a href={`mailto:${contactEmail}`} className="font-semibold text-brand-700 underline">
                {contactEmail}
              </a>
              .
            </p>
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Go to sign-in
            </Link>
          </>
        ) : (
          <Form method="post" className="space-y-4">
            <p className="text-slate-700">
              Pressing the button gives your account back the address this link was sent to, and
              signs out every session, this one included. Then choose a new password.
            </p>
            <SubmitButton isBusy={isBusy} busyText="Undoing...">
              Undo the change
            </SubmitButton>
          </Form>
        )}
      </div>
    </section>
  );
}
