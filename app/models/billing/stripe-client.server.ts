/**
 * The Stripe SDK as the app configures it (docs/decisions/140): on when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, one client per configuration, pointed at api.stripe.com unless
 * STRIPE_API_HOST/PORT/PROTOCOL name a stand-in (tests/helpers/stripe-stand-in.ts). The prices
 * come from the STRIPE_PRICE_* variables, one per plan and interval.
 */
import Stripe from "stripe";
import type { Env } from "~/env.server";
import type { BillingInterval } from "~/lib/billing";
import type { PlanType } from "~/lib/catalogue";

export type StripeEnv = Pick<
  Env,
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_PRICE_BASIC_MONTH"
  | "STRIPE_PRICE_FEATURED_MONTH"
  | "STRIPE_PRICE_BASIC_YEAR"
  | "STRIPE_PRICE_FEATURED_YEAR"
  | "STRIPE_API_HOST"
  | "STRIPE_API_PORT"
  | "STRIPE_API_PROTOCOL"
>;

export interface StripeSetup {
  stripe: Stripe;
  webhookSecret: string;
  prices: PriceTable;
}

/** A plan and interval's price id; undefined when that one is not sold through Stripe. */
export type PriceTable = Record<PlanType, Record<BillingInterval, string | undefined>>;

/** What the Billing tab waits for Stripe at most before it says Stripe is unavailable. */
export const STRIPE_READ_TIMEOUT_MS = 4000;

const clients = new Map<string, Stripe>();

/** Cards are taken (through Stripe Checkout): what the public pages say about paying (148). */
export function paysByCard(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/** The configured Stripe, or null when Stripe is off (manual billing). */
export function stripeSetup(env: StripeEnv): StripeSetup | null {
  const key = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!key || !webhookSecret) return null;
  const cacheKey = [key, env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL].join(
    "|",
  );
  let stripe = clients.get(cacheKey);
  if (!stripe) {
    stripe = new Stripe(key, {
      ...(env.STRIPE_API_HOST && { host: env.STRIPE_API_HOST }),
      ...(env.STRIPE_API_PORT && { port: env.STRIPE_API_PORT }),
      ...(env.STRIPE_API_PROTOCOL && { protocol: env.STRIPE_API_PROTOCOL }),
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: "SampleTray" },
    });
    clients.set(cacheKey, stripe);
  }
  return { stripe, webhookSecret, prices: priceTable(env) };
}

export function priceTable(env: StripeEnv): PriceTable {
  return {
    basic: { month: env.STRIPE_PRICE_BASIC_MONTH, year: env.STRIPE_PRICE_BASIC_YEAR },
    featured: { month: env.STRIPE_PRICE_FEATURED_MONTH, year: env.STRIPE_PRICE_FEATURED_YEAR },
  };
}

/** The plan and interval a configured price id sells; null for a price we did not configure. */
export function planOfPrice(
  prices: PriceTable,
  priceId: string,
): { plan: PlanType; interval: BillingInterval } | null {
  for (const plan of ["basic", "featured"] as const) {
    for (const interval of ["month", "year"] as const) {
      if (prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return null;
}
