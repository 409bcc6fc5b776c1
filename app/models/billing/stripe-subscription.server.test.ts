/** A Stripe subscription as the company's billing (docs/decisions/140): status, plan, dates. */
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { priceTable } from "./stripe-client.server";
import { changeFromSubscription } from "./stripe-subscription.server";

const prices = priceTable({
  STRIPE_PRICE_BASIC_MONTH: "price_bm",
  STRIPE_PRICE_FEATURED_MONTH: "price_fm",
  STRIPE_PRICE_FEATURED_YEAR: "price_fy",
} as never);
const NOW = new Date("2026-06-15T12:00:00Z");
const PERIOD_END = 1_790_000_000;

function subscription(status: string, price = "price_fy", trialEnd: number | null = null) {
  return {
    id: "sub_1",
    customer: "cus_1",
    status,
    trial_end: trialEnd,
    items: { data: [{ current_period_end: PERIOD_END, price: { id: price } }] },
  } as unknown as Stripe.Subscription;
}

const change = (sub: Stripe.Subscription, pastDueSince: Date | null = null) =>
  changeFromSubscription(sub, prices, { pastDueSince }, NOW);

describe("changeFromSubscription", () => {
  it("makes an active subscription active, paid to its period's end, plan from the price", () => {
    expect(change(subscription("active"))).toEqual({
      stripeCustomerId: "cus_1",
      stripeSubscriptionId: "sub_1",
      plan: "featured",
      interval: "year",
      status: "active",
      paidUntil: new Date(PERIOD_END * 1000),
      pastDueSince: null,
    });
  });

  it("keeps a trial's end, and the plan when the price is not one of ours", () => {
    const result = change(subscription("trialing", "price_unknown", PERIOD_END));
    expect(result).toMatchObject({ status: "trial", trialEndsAt: new Date(PERIOD_END * 1000) });
    expect(result).not.toHaveProperty("plan");
  });

  it("makes past_due and unpaid past due since the first failure", () => {
    expect(change(subscription("past_due"))).toMatchObject({
      status: "past_due",
      pastDueSince: NOW,
    });
    const since = new Date("2026-06-10T00:00:00Z");
    expect(change(subscription("unpaid"), since)).toMatchObject({ pastDueSince: since });
  });

  it("maps the ends, and leaves an incomplete Checkout's status alone", () => {
    expect(change(subscription("canceled")).status).toBe("canceled");
    expect(change(subscription("incomplete_expired")).status).toBe("lapsed");
    expect(change(subscription("incomplete"))).not.toHaveProperty("status");
  });
});
