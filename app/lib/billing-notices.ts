/**
 * What the Billing tab says after a Stripe action sent the owner back (`?notice=` on its URL,
 * docs/decisions/141): a code in the address, the sentence here. No personal data in the URL.
 */
export const BILLING_NOTICES = {
  "checkout-done":
    "Thank you: your payment details are saved. Your plan's status updates here as soon as Stripe confirms it.",
  "checkout-canceled": "Checkout was canceled: nothing was charged.",
  unavailable:
    "Stripe could not be reached just now, so nothing changed. Please try again in a few minutes.",
  "no-plan": "This company has no plan to pay for yet. Contact us to choose one.",
  "invoice-only": "This plan is paid by invoice. Contact us to pay by invoice.",
  subscribed: "This company already has a subscription: use Manage billing to change it.",
  "no-customer": "There is nothing to manage yet: subscribe first.",
} as const;

export type BillingNotice = keyof typeof BILLING_NOTICES;

export function billingNoticeOf(url: URL): BillingNotice | null {
  const code = url.searchParams.get("notice");
  return code && Object.hasOwn(BILLING_NOTICES, code) ? (code as BillingNotice) : null;
}
