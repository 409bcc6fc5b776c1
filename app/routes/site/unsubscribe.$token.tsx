/**
 * /unsubscribe/{token}: the link in every update-list e-mail (docs/decisions/052), and in every
 * alert e-mail, where it deletes the person's alerts (docs/decisions/170). Opening it
 * shows an "Unsubscribe" button; any POST unsubscribes: the button's, and the one-click POST a
 * mail client sends from the List-Unsubscribe-Post header (RFC 8058: body
 * `List-Unsubscribe=One-Click`, no cookies). The signed token is the only credential, so the
 * cross-site check lets POSTs to this route through (its `handle`, app/security.server.ts). Never indexed.
 */
import { data, Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { notFound } from "~/lib/http-errors";
import type { RequestRules } from "~/lib/request-rules";
import { seo, siteFromMatches } from "~/lib/seo";
import { findAlertsUnsubscribeState, unsubscribeAlerts } from "~/models/digest/alerts.server";
import { findUnsubscribeState, unsubscribe } from "~/models/subscribers/subscriber.server";
import type { Route } from "./+types/unsubscribe.$token";
import { MailLinkPage } from "./parts/mail-link-page";

const LINK_NOT_VALID =
  "This unsubscribe link is not valid. Use the link from one of our e-mails, or write to us and we will take your address off the list.";

/** Authorised by the signed token in its URL alone, never by cookies (docs/decisions/052). */
export const handle: RequestRules = { crossSite: "url-token" };

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Unsubscribe",
    description: "Stop receiving updates by e-mail.",
    path: "/unsubscribe",
    noindex: true,
  });
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, linkSecret } = getAppContext(context);
  const updates = await findUnsubscribeState(db, params.token, linkSecret);
  if (updates) return { state: updates, list: "updates" as const };
  const alerts = await findAlertsUnsubscribeState(db, params.token, linkSecret);
  if (!alerts) notFound(LINK_NOT_VALID);
  return { state: alerts, list: "alerts" as const };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db, linkSecret } = getAppContext(context);
  if (await unsubscribe(db, params.token, linkSecret)) {
    return data({ state: "unsubscribed" as const, list: "updates" as const });
  }
  if (!(await unsubscribeAlerts(db, params.token, linkSecret))) notFound(LINK_NOT_VALID);
  return data({ state: "unsubscribed" as const, list: "alerts" as const });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  if (loaderData.list === "alerts") {
    return state === "unsubscribed" ? (
      <MailLinkPage title="You will get no more alert e-mails" focusKey={actionData?.state}>
        <p>Your alerts are deleted. You can create new ones at any time.</p>
        <p>
          <Link to="/account/alerts" className="text-brand-700 underline">
            Your alerts
          </Link>
        </p>
      </MailLinkPage>
    ) : (
      <MailLinkPage
        title="Stop alert e-mails"
        action={{ label: "Unsubscribe", busyText: "Unsubscribing..." }}
      >
        <p>Press the button to delete your alerts: we will stop e-mailing you new samples.</p>
      </MailLinkPage>
    );
  }
  if (state === "unsubscribed") {
    return (
      <MailLinkPage title="You are unsubscribed" focusKey={actionData?.state}>
        <p>We won't send you any more updates. You can subscribe again at any time.</p>
        <p>
          <Link to="/#subscribe" className="text-brand-700 underline">
            Subscribe again
          </Link>
        </p>
      </MailLinkPage>
    );
  }
  return (
    <MailLinkPage
      title="Unsubscribe from updates"
      action={{ label: "Unsubscribe", busyText: "Unsubscribing..." }}
    >
      <p>Press the button and we'll stop sending updates to the address this link was sent to.</p>
    </MailLinkPage>
  );
}

const NOT_FOUND = { title: "Link not valid", back: { to: "/", label: "Back to Home" } };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
