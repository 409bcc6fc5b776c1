/**
 * /subscribe/confirm/{token}: the link in the confirmation e-mail (docs/decisions/052). Opening it
 * only shows a "Confirm subscription" button; its POST makes the address active. An unknown or
 * replaced link is a 404, a pending one older than 7 days a 410 that asks to subscribe again.
 * Never indexed, never cached.
 */
import { data, Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { CONFIRMATION_LINK_DAYS } from "~/lib/subscriber-status";
import {
  type ConfirmationState,
  confirmSubscription,
  findConfirmationState,
} from "~/models/subscribers/subscriber.server";
import type { Route } from "./+types/subscribe.confirm.$token";
import { MailLinkPage } from "./parts/mail-link-page";

const LINK_NOT_VALID =
  "This confirmation link is not valid. It may have been replaced by a newer e-mail: use the newest one, or subscribe again.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Confirm your subscription",
    description: "Confirm your subscription to updates.",
    path: "/subscribe/confirm",
    noindex: true,
  });
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

/** The state as the page's answer: an expired link is a 410 (Gone). */
function reply(state: ConfirmationState | null) {
  if (!state) notFound(LINK_NOT_VALID);
  return data({ state }, { status: state === "expired" ? 410 : 200 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  return reply(await findConfirmationState(db, params.token));
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  return reply(await confirmSubscription(db, params.token));
}

export default function ConfirmSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const focusKey = actionData ? state : undefined;
  if (state === "expired") {
    return (
      <MailLinkPage title="This link has expired" focusKey={focusKey}>
        <p>
          Confirmation links work for {CONFIRMATION_LINK_DAYS} days. Please{" "}
          <Link to="/#subscribe" className="text-brand-700 underline">
            subscribe again
          </Link>{" "}
          and we'll send you a new one.
        </p>
      </MailLinkPage>
    );
  }
  if (state === "active") {
    return (
      <MailLinkPage title="Your subscription is confirmed" focusKey={focusKey}>
        <p>
          Thank you. We'll send you news about suppliers and sample offers now and then. Every
          e-mail has a link to unsubscribe.
        </p>
        <p>
          <Link to="/" className="text-brand-700 underline">
            Back to Home
          </Link>
        </p>
      </MailLinkPage>
    );
  }
  return (
    <MailLinkPage
      title="Confirm your subscription"
      action={{ label: "Confirm subscription", busyText: "Confirming..." }}
    >
      <p>Press the button to start receiving our updates at the address this link was sent to.</p>
      <p>If you did not ask for them, close this page: nothing happens without the button.</p>
    </MailLinkPage>
  );
}

const NOT_FOUND = {
  title: "Link not valid",
  back: {
    to: "/#subscribe",
    label: "Subscribe again",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
