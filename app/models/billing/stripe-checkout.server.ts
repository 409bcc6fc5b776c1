/**
 * Paying through Stripe (docs/decisions/140): Subscribe / Add payment method opens a Checkout
 * Session in subscription mode for the company's plan and interval, the rest of a running trial
 * kept (Stripe asks a trial end at least 48 hours ahead; a trial closer to its end is charged at
 * once); Manage billing opens the customer portal (card, invoices, cancel, plan change at the next
 * cycle). The company's Stripe customer is made once, on the first Checkout, and stored through
 * applyBillingState. No card data ever reaches this server.
 */
import type { Database } from "~/db/client.server";
import { now as clockNow } from "~/lib/clock";
import { applyBillingState, getBillingState } from "./billing-state.server";
import type { StripeSetup } from "./stripe-client.server";
import { hasLiveStripeSubscription } from "./upgrade.server";

/** Why Checkout was not opened: the Billing tab says so (BILLING_NOTICES in the component). */
export type CheckoutRefusal = "no-plan" | "invoice-only" | "subscribed";

export type CheckoutResult = { url: string } | { refused: CheckoutRefusal };

const MIN_TRIAL_END_MS = 48 * 3600_000;

interface Payer {
  companyId: string;
  /** The owner who pays: their address becomes the Stripe customer's (receipts). */
  userId: string;
  email: string;
}

/** The Stripe customer of the company: stored, else made now (once: an idempotency key). */
async function customerOf(
  db: Database,
  setup: StripeSetup,
  payer: Payer,
  state: { companyName: string; stripeCustomerId: string | null },
  now: Date,
): Promise<string> {
  if (state.stripeCustomerId) return state.stripeCustomerId;
  const customer = await setup.stripe.customers.create(
    { name: state.companyName, email: payer.email, metadata: { companyId: payer.companyId } },
    { idempotencyKey: `sampletray-customer-${payer.companyId}` },
  );
  await applyBillingState(
    db,
    payer.companyId,
    { stripeCustomerId: customer.id },
    payer.userId,
    now,
  );
  return customer.id;
}

/**
 * A Checkout Session for the company's plan, or why not. Throws Stripe's error when Stripe
 * cannot be reached (the route then sends the owner back with a message).
 */
export async function startCheckout(
  db: Database,
  setup: StripeSetup,
  payer: Payer,
  urls: { success: string; cancel: string },
  now: Date = clockNow(),
  /** Upgrade: a Basic company subscribes to Featured (the webhook then records the new plan). */
  upgrade = false,
): Promise<CheckoutResult> {
  const state = await getBillingState(db, payer.companyId, now);
  if (!state?.plan) return { refused: "no-plan" };
  if (hasLiveStripeSubscription(state)) return { refused: "subscribed" };
  const plan = upgrade ? "featured" : state.plan;
  const price = setup.prices[plan][state.billingInterval];
  if (!price) return { refused: "invoice-only" };
  const customer = await customerOf(db, setup, payer, state, now);
  const trialEnd = state.status === "trial" ? state.trialEndsAt : null;
  const keepsTrial = trialEnd !== null && trialEnd.getTime() - now.getTime() >= MIN_TRIAL_END_MS;
  const metadata = { companyId: payer.companyId };
  const session = await setup.stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: payer.companyId,
    metadata,
    line_items: [{ price, quantity: 1 }],
    subscription_data: {
      metadata,
      ...(keepsTrial && { trial_end: Math.floor(trialEnd.getTime() / 1000) }),
    },
    success_url: urls.success,
    cancel_url: urls.cancel,
  });
  if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
  return { url: session.url };
}

/** A customer portal session's URL; null when the company has no Stripe customer yet. */
export async function startPortal(
  db: Database,
  setup: StripeSetup,
  companyId: string,
  returnUrl: string,
): Promise<string | null> {
  const state = await getBillingState(db, companyId);
  if (!state?.stripeCustomerId) return null;
  const session = await setup.stripe.billingPortal.sessions.create({
    customer: state.stripeCustomerId,
    return_url: returnUrl,
  });
  return session.url;
}
