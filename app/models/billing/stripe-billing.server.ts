/**
 * Stripe's part of the Billing tab (docs/decisions/141): the payment method (brand and last four
 * digits, as Stripe shows them), the next invoice and the invoices with Stripe's hosted links, read
 * from Stripe when the tab opens, each call given STRIPE_READ_TIMEOUT_MS and no retry. Stripe
 * down or slow: the tab still renders, saying so; the plan and status come from our own columns
 * (the webhook keeps them), never from this read.
 */
import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import type { BillingStatus } from "~/lib/billing";
import { logFailure } from "~/lib/log.server";
import { getBillingState } from "./billing-state.server";
import { STRIPE_READ_TIMEOUT_MS, type StripeSetup } from "./stripe-client.server";
import { currentPeriodEnd, idOf } from "./stripe-subscription.server";
import { hasLiveStripeSubscription } from "./upgrade.server";

export interface PaymentMethodSummary {
  /** e.g. "Visa", "US bank account (Lumen Bank)". */
  label: string;
  last4: string | null;
  /** "04/2030" for a card. */
  expires: string | null;
}

export interface InvoiceSummary {
  id: string;
  number: string | null;
  date: string;
  amountCents: number;
  currency: string;
  status: string;
  hostedUrl: string | null;
}

export interface StripeBilling {
  status: BillingStatus | null;
  /** Subscribe (or Add payment method, in a trial) opens Checkout; false: Manage billing instead. */
  canSubscribe: boolean;
  /** Annual plans without an annual Stripe price are invoiced by hand. */
  isInvoiceOnly: boolean;
  hasCustomer: boolean;
  /** Stripe could not be read: only the buttons and the status are shown. */
  isUnavailable: boolean;
  paymentMethod: PaymentMethodSummary | null;
  nextInvoice: { date: string; amountCents: number; currency: string } | null;
  /** The subscription ends then (canceled at the period's end). */
  endsAt: string | null;
  invoices: InvoiceSummary[];
}

const READ = { timeout: STRIPE_READ_TIMEOUT_MS, maxNetworkRetries: 0 };
const INVOICES_SHOWN = 12;
const LIVE = new Set(["trialing", "active", "past_due", "unpaid"]);

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).replaceAll("_", " ");
}

export function summarizePaymentMethod(
  method: Stripe.PaymentMethod | string | null | undefined,
): PaymentMethodSummary | null {
  if (!method || typeof method === "string") return null;
  if (method.card) {
    const { brand, last4, exp_month: month, exp_year: year } = method.card;
    const label = brand === "amex" ? "American Express" : capitalized(brand);
    return { label, last4, expires: `${String(month).padStart(2, "0")}/${year}` };
  }
  if (method.us_bank_account) {
    const bank = method.us_bank_account.bank_name;
    const label = bank ? `US bank account (${bank})` : "US bank account";
    return { label, last4: method.us_bank_account.last4, expires: null };
  }
  return { label: capitalized(method.type), last4: null, expires: null };
}

function nextInvoiceOf(subscription: Stripe.Subscription | null): StripeBilling["nextInvoice"] {
  if (!subscription || !LIVE.has(subscription.status) || subscription.cancel_at_period_end) {
    return null;
  }
  const end =
    subscription.status === "trialing" && subscription.trial_end
      ? new Date(subscription.trial_end * 1000)
      : currentPeriodEnd(subscription);
  const items = subscription.items.data;
  const first = items[0]?.price;
  if (!end || !first) return null;
  const amountCents = items.reduce(
    (sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    0,
  );
  return { date: end.toISOString(), amountCents, currency: first.currency };
}

function invoiceOf(invoice: Stripe.Invoice): InvoiceSummary {
  return {
    id: invoice.id ?? "",
    number: invoice.number,
    date: new Date(invoice.created * 1000).toISOString(),
    amountCents: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? "draft",
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** Stripe's side of the company's billing; null when the company does not exist. */
export async function loadStripeBilling(
  db: Database,
  setup: StripeSetup,
  companyId: string,
): Promise<StripeBilling | null> {
  const state = await getBillingState(db, companyId);
  if (!state) return null;
  const isInvoiceOnly = state.plan !== null && !setup.prices[state.plan][state.billingInterval];
  const hasLiveSubscription = hasLiveStripeSubscription(state);
  const billing: StripeBilling = {
    status: state.status,
    canSubscribe: state.plan !== null && !isInvoiceOnly && !hasLiveSubscription,
    isInvoiceOnly,
    hasCustomer: state.stripeCustomerId !== null,
    isUnavailable: false,
    paymentMethod: null,
    nextInvoice: null,
    endsAt: null,
    invoices: [],
  };
  const customerId = state.stripeCustomerId;
  if (!customerId) return billing;
  const { stripe } = setup;
  // Every read settles before the tab renders (none left running), each within the timeout.
  const [customerRead, subscriptionRead, invoicesRead] = await Promise.allSettled([
    stripe.customers.retrieve(
      customerId,
      { expand: ["invoice_settings.default_payment_method"] },
      READ,
    ),
    state.stripeSubscriptionId
      ? stripe.subscriptions.retrieve(
          state.stripeSubscriptionId,
          { expand: ["default_payment_method"] },
          READ,
        )
      : Promise.resolve(null),
    stripe.invoices.list({ customer: customerId, limit: INVOICES_SHOWN }, READ),
  ]);
  if (
    customerRead.status === "rejected" ||
    subscriptionRead.status === "rejected" ||
    invoicesRead.status === "rejected"
  ) {
    const failed = [customerRead, subscriptionRead, invoicesRead].find(
      (r) => r.status === "rejected",
    );
    logFailure("Reading the company's billing from Stripe failed", failed?.reason);
    return { ...billing, isUnavailable: true };
  }
  const customer = customerRead.value;
  const subscription = subscriptionRead.value;
  const customerMethod = customer.deleted
    ? null
    : customer.invoice_settings?.default_payment_method;
  billing.paymentMethod = summarizePaymentMethod(
    (subscription?.default_payment_method as Stripe.PaymentMethod | null) ?? customerMethod,
  );
  billing.nextInvoice = nextInvoiceOf(subscription);
  if (subscription?.cancel_at_period_end && LIVE.has(subscription.status)) {
    billing.endsAt = currentPeriodEnd(subscription)?.toISOString() ?? null;
  }
  billing.invoices = invoicesRead.value.data
    .filter((i) => idOf(i.customer) === customerId)
    .map(invoiceOf);
  return billing;
}
