import { getAppContext } from "~/context.server";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { seo, siteFromMatches } from "~/lib/seo";
import { paysByCard } from "~/models/billing/stripe-client.server";
import type { Route } from "./+types/route";
import { PricingPage as PricingContent } from "./pricing-page";

/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Pricing: Basic and Featured plans for dental suppliers",
    description:
      "List your dental company on SampleTray: Basic $49/month or Featured $99/month. First month free, no credit card required for the trial, setup within 24 hours.",
    path: "/pricing",
  });
}

/** The same for every visitor: only the installation's configuration (how plans are paid). */
export function loader({ context }: Route.LoaderArgs) {
  return { paysByCard: paysByCard(getAppContext(context).env) };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return <PricingContent paysByCard={loaderData.paysByCard} />;
}
