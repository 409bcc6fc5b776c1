/**
 * /invitations/{id}, where an invitation e-mail leads (docs/decisions/118): it names the company
 * and who invited, then leads on: signed out → create an account with the invited address (or
 * log in); signed in with it, unconfirmed → confirm it; confirmed → the invitation is taken and
 * "Go to your workspace"; signed in with another address → which one to use.
 */
import { Form, Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { getUser } from "~/models/accounts/user.server";
import { acceptInvitations } from "~/models/suppliers/invitation.server";
import { findInvitation, isInvitedAddress } from "~/models/suppliers/invitation-page.server";
import type { Route } from "./+types/invitations.$invitationId";

export const INVITATION_GONE =
  "This invitation is no longer valid: it has expired or was withdrawn. Ask whoever invited you to send a new one.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Your invitation",
    description: "An invitation to manage a company's page on SampleTray.",
    path: "/invitations",
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const invitation = await findInvitation(db, params.invitationId);
  if (!invitation) notFound(INVITATION_GONE);
  const user = await getUser(request, context);
  const isInvited = user !== null && isInvitedAddress(invitation, user.email);
  if (isInvited && user.isEmailVerified) await acceptInvitations(db, user);
  const step = !user
    ? "signed-out"
    : !isInvited
      ? "other-address"
      : user.isEmailVerified
        ? "ready"
        : "confirm";
  if (invitation.isAccepted && step !== "ready") notFound(INVITATION_GONE);
  const path = `/invitations/${encodeURIComponent(invitation.id)}`;
  return {
    step,
    path,
    invitationId: invitation.id,
    companyName: invitation.companyName,
    companyId: invitation.companyId,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitedBy(invitation),
    signedInAs: user?.email ?? null,
  };
}

/** Who invited, as the page says it. */
function invitedBy(invitation: { source: string; inviterName: string | null }): string {
  if (invitation.source === "team") return invitation.inviterName ?? "A colleague";
  return invitation.inviterName
    ? `${invitation.inviterName} of the SampleTray team`
    : "The SampleTray team";
}

const LINK = "font-semibold text-brand-700 underline";

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const { step, path, invitationId, companyName, companyId, email, role, invitedBy, signedInAs } =
    loaderData;
  const back = encodeURIComponent(path);
  return (
    <section className="mx-auto max-w-xl px-4 py-12" aria-labelledby="invitation-title">
      <p className="text-sm font-semibold text-brand-800 uppercase">Invitation</p>
      <h1 id="invitation-title" className="mt-1 text-3xl font-bold tracking-tight">
        Manage {companyName} on SampleTray
      </h1>
      <p className="mt-3 text-slate-800">
        {invitedBy} invited <strong className="break-all">{email}</strong> to{" "}
        {role === "owner" ? "run" : "work on"} the {companyName} page as its{" "}
        {role === "owner" ? "owner" : "team member"}: its sample request leads, its listing and
        products, and its numbers.
      </p>
      <div className="mt-8 space-y-4 rounded-lg border border-slate-200 p-6 shadow-sm">
        {step === "signed-out" ? (
          <>
            <p>Create an account with this address, or log in if you have one.</p>
            <div className="flex flex-wrap items-center gap-4">
              <ButtonLink to={`/signup?invitation=${encodeURIComponent(invitationId)}`}>
                Create account
              </ButtonLink>
              <Link to={`/login?redirectTo=${back}`} className={LINK}>
                Log in
              </Link>
            </div>
          </>
        ) : step === "confirm" ? (
          <p role="status">
            Almost there: confirm your e-mail address with the link we sent to{" "}
            <strong className="break-all">{email}</strong>, then come back here.{" "}
            <Link to="/verify-email" className={LINK}>
              Send the link again
            </Link>
          </p>
        ) : step === "ready" ? (
          <>
            <p role="status">Your address is confirmed: {companyName} is in your workspace.</p>
            <ButtonLink to={`/supplier/${encodeURIComponent(companyId)}`}>
              Go to your workspace
            </ButtonLink>
          </>
        ) : (
          <Form method="post" action="/logout" className="space-y-3">
            <p>
              You are logged in as <strong className="break-all">{signedInAs}</strong>, but this
              invitation is for <strong className="break-all">{email}</strong>. Log out, then open
              the invitation again to use that address.
            </p>
            <button type="submit" className={LINK}>
              Log out
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{ title: "Invitation not found", back: { to: "/", label: "Home" } }}
    />
  );
}
