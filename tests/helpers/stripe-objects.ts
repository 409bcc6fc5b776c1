/**
 * Stripe-shaped objects for the tests' Stripe stand-in (tests/helpers/stripe-stand-in.ts):
 * subscriptions, customers and invoices as the API returns them, and events signed as Stripe signs
 * them, with the SDK's own `webhooks.generateTestHeaderString` (docs/decisions/140).
 */
import { randomUUID } from "node:crypto";
import Stripe from "stripe";

export const STAND_IN_SECRET_KEY = "sk_test_standin0123456789";
export const STAND_IN_WEBHOOK_SECRET = "whsec_standin0123456789";
export const STAND_IN_PRICES = {
  STRIPE_PRICE_BASIC_MONTH: "price_basicmonth",
  STRIPE_PRICE_FEATURED_MONTH: "price_featuredmonth",
  STRIPE_PRICE_FEATURED_YEAR: "price_featuredyear",
} as const;

export type Json = Record<string, unknown>;

/** The STRIPE_* variables that turn Stripe on and point the SDK at a stand-in on `port`. */
export function standInStripeEnv(port: string | number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    ...STAND_IN_PRICES,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: "http",
  };
}

export interface SubscriptionState {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  price?: string;
  /** Unix seconds. */
  currentPeriodEnd?: number;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  companyId?: string;
  paymentMethod?: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}
const DAY = 86_400;
export const unixIn = (days: number) => Math.floor(Date.now() / 1000 + days * DAY);

export function subscriptionJson(state: SubscriptionState, expand: string[] = []): Json {
  const price = state.price ?? STAND_IN_PRICES.STRIPE_PRICE_BASIC_MONTH;
  const periodEnd = state.currentPeriodEnd ?? unixIn(30);
  const method = state.paymentMethod
    ? paymentMethodJson(state.paymentMethod, state.customer)
    : null;
  return {
    id: state.id,
    object: "subscription",
    customer: state.customer,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd ?? false,
    trial_end: state.trialEnd ?? null,
    metadata: state.companyId ? { companyId: state.companyId } : {},
    default_payment_method:
      method && expand.includes("default_payment_method") ? method : (method?.id ?? null),
    items: {
      object: "list",
      data: [
        {
          id: `si_${state.id}`,
          object: "subscription_item",
          quantity: 1,
          current_period_start: periodEnd - 30 * DAY,
          current_period_end: periodEnd,
          price: {
            id: price,
            object: "price",
            currency: "usd",
            unit_amount: price.includes("featured") ? 9900 : 4900,
            recurring: { interval: price.endsWith("year") ? "year" : "month" },
          },
        },
      ],
    },
  };
}

function paymentMethodJson(pm: NonNullable<SubscriptionState["paymentMethod"]>, customer: string) {
  return {
    id: `pm_${pm.last4}`,
    object: "payment_method",
    type: "card",
    customer,
    card: { brand: pm.brand, last4: pm.last4, exp_month: pm.expMonth, exp_year: pm.expYear },
  };
}

/** A Stripe-shaped customer (set it in `customers` for `customers.retrieve`). */
export function customerJson(id: string, over: Json = {}): Json {
  return {
    id,
    object: "customer",
    name: null,
    email: null,
    metadata: {},
    invoice_settings: { default_payment_method: null },
    ...over,
  };
}

/** A Stripe-shaped invoice of `customer` (paid unless said otherwise). */
export function invoiceJson(customer: string, over: Json = {}): Json {
  const id = `in_${randomUUID().slice(0, 8)}`;
  return {
    id,
    object: "invoice",
    customer,
    number: `SAMPLE-${id.slice(3, 7).toUpperCase()}`,
    created: unixIn(-3),
    currency: "usd",
    amount_due: 4900,
    amount_paid: 4900,
    status: "paid",
    hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
    ...over,
  };
}

/** An event of `type` about `object`, pretty-printed and signed as Stripe sends it. */
export function signedEvent(type: string, object: Json, id = `evt_${randomUUID()}`) {
  const event = {
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STAND_IN_WEBHOOK_SECRET,
  });
  return { id, payload, header };
}
