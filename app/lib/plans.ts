/** The two supplier plans and the facts every page states about them (docs/product.md). */
import type { PlanType } from "~/lib/catalogue";

export interface Plan {
  id: PlanType;
  name: string;
  /** Dollars per month. */
  price: number;
  /**
   * Dollars per year, invoiced once (PAYMENT_METHODS: invoicing for annual subscriptions): twelve
   * months at the monthly price, as the pricing page promises no discount (docs/decisions/134).
   */
  annualPrice: number;
  isPopular: boolean;
  summary: string;
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    name: "Basic",
    price: 49,
    annualPrice: 49 * 12,
    isPopular: false,
    summary:
      "A complete company page and every sample request lead, for suppliers getting started.",
    features: [
      "Company page with logo, description, categories and treatment types",
      "Up to 10 sample products listed",
      "Sample request leads from verified-practice forms",
      "Lead analytics dashboard and CSV download",
      "Verified company badge",
    ],
  },
  {
    id: "featured",
    name: "Featured",
    price: 99,
    annualPrice: 99 * 12,
    isPopular: true,
    summary:
      "Everything in Basic, plus the placements that put your samples in front of more dentists.",
    features: [
      "Everything in Basic",
      "Unlimited sample products",
      "Shown first in Top Free Samples on the home page",
      "Sponsor spot on the home page",
      "Listed in Related Company Pages on matching blog articles",
      "Priority support",
    ],
  },
];

/** Facts that apply to both plans: free first month, no card for the trial, free cancellation. */
export const PLAN_TERMS = [
  "First month free",
  "No credit card required for the trial",
  "Cancel free during the trial",
  "Setup within 24 hours",
] as const;

/**
 * How plans are paid, as every page says it (docs/decisions/148): only the ways this installation
 * takes. With Stripe on, cards through Stripe's checkout (and annual plans by invoice when no
 * annual Stripe price is set); without it, every plan is invoiced by the operators.
 */
export function paymentMethodsText(paysByCard: boolean): string {
  return paysByCard
    ? "We accept major credit cards through Stripe's secure checkout, and invoicing for annual subscriptions."
    : "Plans are paid by invoice, monthly or yearly: we e-mail you each invoice and how to pay it.";
}
export const PLAN_CHANGES = "Plan changes take effect at the next billing cycle.";

/**
 * What happens after a supplier registers, as the registration's thank-you, its e-mail and For
 * Suppliers say it (docs/decisions/117, 118, 148): reviewed, invited, a draft page, published by
 * the supplier. The spec's "contact you within 24 hours" stays the promise.
 */
export const REGISTRATION_NEXT_STEPS =
  "Our team reviews your registration and contacts you within 24 hours. Once it is approved, we e-mail you an invitation to your company's workspace, and your free month starts: there you add your logo, description and sample products, and publish your company page when it is ready.";

export function findPlan(id: PlanType): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export type ComparisonValue = boolean | string;

/** The pricing page's feature comparison table: [feature, Basic, Featured]. */
export const COMPARISON: ReadonlyArray<[string, ComparisonValue, ComparisonValue]> = [
  ["Company page with logo, description and categories", true, true],
  ["Sample products listed", "Up to 10", "Unlimited"],
  ["Sample request leads", true, true],
  ["Lead analytics dashboard", true, true],
  ["Download leads as CSV", true, true],
  ["Verified company badge", true, true],
  ["Listed in Top Free Samples on the home page", true, true],
  ["Shown first in Top Free Samples", false, true],
  ["Sponsor spot on the home page", false, true],
  ["Related Company Pages on blog articles", false, true],
  ["Priority support", false, true],
  ["Setup within 24 hours", true, true],
  ["First month free", true, true],
];

/** What one invoice of the plan costs at this interval, in dollars. */
export function planInvoiceAmount(id: PlanType, interval: "month" | "year"): number {
  const plan = findPlan(id);
  return interval === "year" ? plan.annualPrice : plan.price;
}

/** What the plan brings in per month (annual counted /12), in dollars: monthly recurring revenue. */
export function planMonthlyRevenue(id: PlanType, interval: "month" | "year"): number {
  return interval === "year" ? findPlan(id).annualPrice / 12 : findPlan(id).price;
}
