import { PricingPage as PricingContent } from "~/components/suppliers/pricing-page";
import { seo, siteFromMatches } from "~/lib/seo";
import type { Route } from "./+types/pricing";

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
