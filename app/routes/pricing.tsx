import { PricingPage as PricingContent } from "~/components/suppliers/pricing-page";
import { seo, siteFromMatches } from "~/lib/seo";
import { pageFormGuard } from "~/models/form-guard-token.server";
import type { Route } from "./+types/pricing";

/** The registration modal's form carries a form token (docs/decisions/045). */
export function loader({ context }: Route.LoaderArgs) {
  return { formGuard: pageFormGuard(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Pricing: Basic and Featured plans for dental suppliers",
    description:
      "List your dental company on SampleTray: Basic $49/month or Featured $99/month. First month free, no credit card required for the trial, setup within 24 hours.",
    path: "/pricing",
  });
}

export default function Pricing() {
  return <PricingContent />;
}
