/**
 * How a Basic company upgrades to Featured from its Billing tab (issue 34 point 5,
 * docs/decisions/148): Stripe Checkout for the Featured price when Stripe is on and the company
 * has no running subscription; Stripe's portal (its plan change) when it has one; otherwise by
 * asking the operators, who change the plan and invoice it.
 */
import type { BillingState } from "./billing-state.server";
import type { StripeSetup } from "./stripe-client.server";

export type UpgradeWay = "checkout" | "portal" | "contact";

/** A Stripe subscription that still runs (trial, active or past due): Checkout would add a second. */
export function hasLiveStripeSubscription(
  state: Pick<BillingState, "stripeSubscriptionId" | "status">,
): boolean {
  return (
    state.stripeSubscriptionId !== null &&
    (state.status === "trial" || state.status === "active" || state.status === "past_due")
  );
}

/** Null: nothing to upgrade to (no plan, or Featured already). */
export function upgradeWayOf(state: BillingState, setup: StripeSetup | null): UpgradeWay | null {
  if (state.plan !== "basic") return null;
  if (!setup) return "contact";
  if (hasLiveStripeSubscription(state)) return "portal";
  return setup.prices.featured[state.billingInterval] ? "checkout" : "contact";
}
