/**
 * THE STRIPE SLOT of the Billing tab (issue 26 point 3): where Subscribe / Add payment method /
 * Manage billing and the invoices go when Stripe is configured. In manual mode (no
 * STRIPE_SECRET_KEY) it renders nothing and the tab shows 'Contact us to pay by invoice'.
 * The Stripe work fills this component (and the loader's `stripe` field); the page stays as is.
 */
export interface StripeBillingSlotProps {
  companyId: string;
  /** Owners (and admins) may act; members see the tab read-only. */
  canManage: boolean;
  /** Set by the loader when Stripe is configured; null in manual mode. */
  stripe: null;
}

export function StripeBillingSlot({ stripe }: StripeBillingSlotProps) {
  if (stripe === null) return null;
  return null;
}
