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
      "Placement in Top Free Samples on the home page",
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

export const PAYMENT_METHODS =
  "We accept major credit cards, ACH transfers, and invoicing for annual subscriptions.";
export const PLAN_CHANGES = "Plan changes take effect at the next billing cycle.";

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
  ["Placement in Top Free Samples", false, true],
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
