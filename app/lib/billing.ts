/**
 * A company's billing as data (docs/decisions/134, 135): its status, and what its plan gives it
 * at a moment. Pure: the same rule runs in SQL as `lapsedCondition` (app/models/billing/billing-sql.server.ts),
 * and the two are tested against each other.
 */
import type { PlanType } from "~/lib/catalogue";

export const BILLING_STATUSES = ["trial", "active", "past_due", "canceled", "lapsed"] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  trial: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  lapsed: "Lapsed",
};

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const BILLING_INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: "Monthly",
  year: "Annual",
};

/** Products a Basic (or lapsed) company lists on its public page. */
export const BASIC_PRODUCT_LIMIT = 10;

/** Days a past-due or canceled subscription keeps its plan after its paid time ends. */
export const GRACE_DAYS = 7;

const DAY_MS = 86_400_000;

export const PRODUCT_LIMIT_MESSAGE =
  "Your Basic plan lists up to 10 products. Upgrade to Featured for unlimited products.";

/** The same refusal for a Featured plan that lapsed: renewing it, not upgrading, lifts the limit. */
export const LAPSED_PRODUCT_LIMIT_MESSAGE =
  "Your Featured plan has lapsed, so it lists up to 10 products. Renew it for unlimited products.";

/** The billing columns of a company, as stored. */
export interface BillingFacts {
  plan: PlanType | null;
  billingStatus: BillingStatus | null;
  trialEndsAt: Date | null;
  paidUntil: Date | null;
  pastDueSince: Date | null;
}

export interface Entitlements {
  /** The most visible products its public page lists; null: no limit. */
  productLimit: number | null;
  /** Top Free Samples, the sponsor spot and Related Company Pages, without an admin switch. */
  featuredPlacements: boolean;
  /** The plan ran out unpaid: extras stop, products beyond the limit are hidden. */
  lapsed: boolean;
  /** The workspace shows a banner leading to the Billing tab. */
  renewBanner: boolean;
}

function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * When the company's plan stops unless something changes (a payment, an admin): null when it has
 * no end. Trial: its end (no grace: a trial ends unpaid). Active: paid-until plus the grace.
 * Past due: since when, plus the grace. Canceled: the paid time plus the grace, else the trial's end,
 * else at once. Lapsed: already ended.
 */
export function coveredUntil(facts: BillingFacts): Date | null {
  const { billingStatus: status, trialEndsAt, paidUntil, pastDueSince } = facts;
  switch (status) {
    case "trial":
      return trialEndsAt;
    case "active":
      return paidUntil ? daysAfter(paidUntil, GRACE_DAYS) : null;
    case "past_due": {
      const since = pastDueSince ?? paidUntil;
      return since ? daysAfter(since, GRACE_DAYS) : null;
    }
    case "canceled":
      if (paidUntil) return daysAfter(paidUntil, GRACE_DAYS);
      return trialEndsAt ?? new Date(0);
    case "lapsed":
      return new Date(0);
    default:
      return null;
  }
}

/** The status as of `now`: a stored status whose time ran out reads as lapsed (before the scan). */
export function effectiveStatus(facts: BillingFacts, now: Date): BillingStatus | null {
  if (!facts.plan) return null;
  const status = facts.billingStatus ?? "trial";
  const end = coveredUntil({ ...facts, billingStatus: status });
  return end && end.getTime() <= now.getTime() ? "lapsed" : status;
}

/**
 * What a lapse takes away, to follow "Your plan has lapsed." (null: a lapsed Basic plan keeps its
 * 10 products and had no placements, so nothing it sees changes).
 */
export function lapseEffects(plan: PlanType | null | undefined): string | null {
  return plan === "featured"
    ? `only your first ${BASIC_PRODUCT_LIMIT} products are shown and Featured placements have stopped`
    : null;
}

/** Why a product beyond the limit is refused, in the plan's own words (null: no limit). */
export function productLimitMessage(facts: BillingFacts, now: Date): string | null {
  const { productLimit, lapsed } = entitlements(facts, now);
  if (productLimit === null) return null;
  return facts.plan === "featured" && lapsed ? LAPSED_PRODUCT_LIMIT_MESSAGE : PRODUCT_LIMIT_MESSAGE;
}

/**
 * What the company gets now. Without a plan (demo data, admin-created pages): no limit, no
 * placements of its own (the admin switches decide, as before plans existed).
 */
export function entitlements(facts: BillingFacts, now: Date): Entitlements {
  const status = effectiveStatus(facts, now);
  if (!facts.plan || !status) {
    return { productLimit: null, featuredPlacements: false, lapsed: false, renewBanner: false };
  }
  const lapsed = status === "lapsed";
  return {
    productLimit: facts.plan === "basic" || lapsed ? BASIC_PRODUCT_LIMIT : null,
    featuredPlacements: facts.plan === "featured" && !lapsed,
    lapsed,
    renewBanner: lapsed || status === "past_due",
  };
}

/**
 * The next invoice when it is known (manual mode: from the dates the operators set): at the
 * trial's end, or at the end of the paid time, for one interval; none once canceled or lapsed.
 */
export function nextInvoiceDate(facts: BillingFacts, now: Date): Date | null {
  const status = effectiveStatus(facts, now);
  if (status === "trial") return facts.trialEndsAt;
  if (status === "active" || status === "past_due") return facts.paidUntil;
  return null;
}

/** A company's billing as the pages show it (dates as ISO strings). */
export interface BillingFactsView {
  planName: string | null;
  /** "$99/month" or "$1,188/year". */
  price: string | null;
  statusLabel: string | null;
  intervalLabel: string;
  /** The plan is in its free trial: only then is the trial's end shown. */
  isInTrial: boolean;
  /** Null unless in the trial. */
  trialEndsAt: string | null;
  paidUntil: string | null;
  pastDueSince: string | null;
  nextInvoice: { date: string; amount: string } | null;
}
