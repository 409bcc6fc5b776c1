import { hydrateOnInteractionHoldingClicks } from "~/components/hold-clicks";
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

// The page's content (plans, comparison, questions, the registration modal): server HTML until the
// first interaction, when its code downloads (docs/decisions/087); a click in the meantime is held
// until it is in.
const PricingContent = hydrateOnInteractionHoldingClicks(() =>
  import("~/components/suppliers/pricing-page").then((m) => m.PricingPage),
);

export default function Pricing() {
  return <PricingContent />;
}
