/**
 * A Stripe subscription as the company's billing (docs/decisions/140): the webhook never trusts
 * the order events arrive in, it reads the subscription as Stripe has it now and applies that.
 * Status: trialing → trial, active → active, past_due/unpaid → past_due (since the first failure),
 * canceled → canceled, incomplete_expired/paused → lapsed; incomplete changes nothing (Checkout's
 * first payment is still being tried). Plan and interval come from the price; paid-until is the
 * end of the current period.
 */
import type Stripe from "stripe";
import type { BillingStatus } from "~/lib/billing";
import type { BillingChange } from "./billing-state.server";
import { type PriceTable, planOfPrice } from "./stripe-client.server";

const STATUS: Record<string, BillingStatus | null> = {
  trialing: "trial",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "lapsed",
  paused: "lapsed",
  incomplete: null,
};

function dateOf(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** The end of the period paid for: the latest end among the subscription's items. */
export function currentPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length > 0 ? dateOf(Math.max(...ends)) : null;
}

/**
 * The change that makes the company's billing what the subscription is now. `pastDueSince`: the
 * company's, kept while it stays past due (the grace runs from the first failure).
 */
export function changeFromSubscription(
  subscription: Stripe.Subscription,
  prices: PriceTable,
  current: { pastDueSince: Date | null },
  now: Date,
): BillingChange {
  const change: BillingChange = {
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
  };
  const price = subscription.items.data[0]?.price;
  const sold = price ? planOfPrice(prices, price.id) : null;
  if (sold) {
    change.plan = sold.plan;
    change.interval = sold.interval;
  }
  const status = STATUS[subscription.status] ?? null;
  if (!status) return change;
  change.status = status;
  switch (status) {
    case "trial":
      change.trialEndsAt = dateOf(subscription.trial_end);
      change.pastDueSince = null;
      break;
    case "active":
      change.paidUntil = currentPeriodEnd(subscription);
      change.pastDueSince = null;
      break;
    case "past_due":
      change.pastDueSince = current.pastDueSince ?? now;
      break;
    case "canceled":
      change.pastDueSince = null;
      break;
  }
  return change;
}
