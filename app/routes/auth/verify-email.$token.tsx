/**
 * Where the address-check link lands. Opening it changes nothing (mail scanners follow links);
 * the person presses the button, and the POST verifies through better-auth (docs/decisions/053).
 */
import { Form, Link, useNavigation } from "react-router";
import { authHeaders } from "~/auth-requests.server";
import { ButtonLink } from "~/components/button-link";
import { SubmitButton } from "~/components/form/fields";
import { getAppContext } from "~/context.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { changeOfAddressIn, findAccountEmail } from "~/models/accounts/account-settings.server";
import {
  completeEmailChange,
  isChangeLinkRevoked,
} from "~/models/accounts/email-change-undo.server";
import { getUser } from "~/models/accounts/user.server";
import { workspaceAfterConfirming } from "~/models/suppliers/invitation-page.server";
import type { Route } from "./+types/verify-email.$token";
import { VERIFY_EMAIL_SEO, VerifyEmailFrame } from "./parts/verify-email-frame";

export const ADDRESS_CONFIRMED = "Your e-mail address is confirmed.";
export const ADDRESS_CHANGED = "Your new e-mail address is confirmed: sign in with it from now on.";
export const VERIFY_LINK_INVALID =
  "This confirmation link has expired or is not valid. Log in and ask for a new one.";

/** better-auth's address-check tokens are signed JWTs: three base64url parts. */
const isVerifyToken = (token: string) =>
  token.length <= 2048 && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), VERIFY_EMAIL_SEO);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, clientIp, db, outbox } = getAppContext(context);
  const invalid = { isVerified: false, isAddressChanged: false, hasWorkspace: false };
  if (!isVerifyToken(params.token)) return invalid;
  const headers = authHeaders(request, clientIp);
  // A link from Settings' "Change e-mail address" (docs/decisions/131) moves the account, unless
  // the account undid a change since it was made (decision 149).
  const change = changeOfAddressIn(params.token);
  if (change && (await isChangeLinkRevoked(db, change.userId, change.issuedAt))) return invalid;
  const oldEmail = change ? await findAccountEmail(db, change.userId) : null;
  const current = change ? await auth.api.getSession({ headers }) : null;
  try {
    await auth.api.verifyEmail({ query: { token: params.token }, headers });
  } catch {
    // An expired, altered or foreign token: better-auth says why; the page says it plainly.
    return invalid;
  }
  if (change && oldEmail) {
    const keepSessionId = current?.user.id === change.userId ? current.session.id : null;
    await completeEmailChange(db, outbox, { userId: change.userId, oldEmail, keepSessionId });
  }
  // Signed in here (e.g. just after signing up from an invitation): the invitation is taken now,
  // and the page leads to the workspace (docs/decisions/118).
  const user = await getUser(request, context);
  return {
    isVerified: true,
    isAddressChanged: change !== null,
    hasWorkspace: user ? await workspaceAfterConfirming(db, user.id) : false,
  };
}

/** What the page says after the button, and where it leads next. */
const OUTCOMES = {
  confirmed: {
    role: "status",
    className: "text-lg font-semibold text-brand-800",
    message: ADDRESS_CONFIRMED,
    to: "/",
    link: "Go to the home page",
  },
  changed: {
    role: "status",
    className: "text-lg font-semibold text-brand-800",
    message: ADDRESS_CHANGED,
    to: "/account/settings",
    link: "Go to your settings",
  },
  invalid: {
    role: "alert",
    className: "text-red-800",
    message: VERIFY_LINK_INVALID,
    to: "/verify-email",
    link: "Ask for a new link",
  },
};

export default function VerifyEmailToken({ actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  const outcome =
    actionData &&
    OUTCOMES[
      actionData.isAddressChanged ? "changed" : actionData.isVerified ? "confirmed" : "invalid"
    ];
  return (
    <VerifyEmailFrame isCentered>
      {outcome ? (
        <>
          <p role={outcome.role} className={outcome.className}>
            {outcome.message}
          </p>
          {actionData?.hasWorkspace ? (
            <ButtonLink to="/supplier" className="inline-block">
              Go to your workspace
            </ButtonLink>
          ) : (
            <Link to={outcome.to} className="font-semibold text-brand-700 underline">
              {outcome.link}
            </Link>
          )}
          {outcome === OUTCOMES.confirmed && !actionData?.hasWorkspace ? (
            <p className="mt-3 text-slate-700">
              Requesting samples?{" "}
              <Link to="/account" className="font-semibold text-brand-700 underline">
                Fill in your practice profile
              </Link>{" "}
              and every request form starts filled in.
            </p>
          ) : null}
        </>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-slate-700">Press the button to confirm that this address is yours.</p>
          <SubmitButton isBusy={isBusy} busyText="Confirming...">
            Verify my e-mail address
          </SubmitButton>
        </Form>
      )}
    </VerifyEmailFrame>
  );
}
