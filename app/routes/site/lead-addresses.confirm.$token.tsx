/**
 * /lead-addresses/confirm/{token}: the link mailed to a "Send new leads to" address
 * (docs/decisions/145). Opening it only shows a "Confirm address" button; its POST confirms the
 * address, which then receives the company's new leads. An unknown or replaced link is a 404, a
 * waiting one older than its days a 410 that asks for a new link. Never indexed, never cached.
 */
import { data } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { notFound } from "~/lib/http-errors";
import { LEAD_ADDRESS_LINK_DAYS } from "~/lib/lead-emails";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  confirmLeadAddress,
  findLeadAddressByToken,
} from "~/models/leads/lead-address-links.server";
import type { Route } from "./+types/lead-addresses.confirm.$token";
import { MailLinkPage } from "./parts/mail-link-page";

const LINK_NOT_VALID =
  "This confirmation link is not valid. It may have been replaced by a newer e-mail: use the newest one, or ask the company's owner to send a new link.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Confirm this address for new leads",
    description: "Confirm an address for a supplier's new sample requests.",
    path: "/lead-addresses/confirm",
    noindex: true,
  });
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

function reply(found: Awaited<ReturnType<typeof findLeadAddressByToken>>) {
  if (!found) notFound(LINK_NOT_VALID);
  return data(
    { state: found.state, companyName: found.companyName },
    { status: found.state === "expired" ? 410 : 200 },
  );
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  return reply(await findLeadAddressByToken(db, params.token));
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  return reply(await confirmLeadAddress(db, params.token));
}

export default function ConfirmLeadAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, companyName } = actionData ?? loaderData;
  const focusKey = actionData ? state : undefined;
  if (state === "expired") {
    return (
      <MailLinkPage title="This link has expired" focusKey={focusKey}>
        <p>
          Confirmation links work for {LEAD_ADDRESS_LINK_DAYS} days. Please ask {companyName}'s
          owner to send a new one from the workspace's Lead e-mails page.
        </p>
      </MailLinkPage>
    );
  }
  if (state === "confirmed") {
    return (
      <MailLinkPage title="This address is confirmed" focusKey={focusKey}>
        <p>{companyName}'s new sample requests are e-mailed to this address from now on.</p>
      </MailLinkPage>
    );
  }
  return (
    <MailLinkPage
      title={`Receive ${companyName}'s new leads here?`}
      action={{ label: "Confirm address", busyText: "Confirming..." }}
    >
      <p>
        Press the button to receive {companyName}'s new sample requests at the address this link was
        sent to.
      </p>
      <p>If you do not expect them, close this page: nothing happens without the button.</p>
    </MailLinkPage>
  );
}

const NOT_FOUND = { title: "Link not valid", back: { to: "/", label: "Back to Home" } };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
