/** Where a company's billing lives in its workspace (the Billing tab) and its Stripe actions. */
export function billingTabPath(companyId: string): string {
  return `/supplier/${encodeURIComponent(companyId)}/billing`;
}

export function stripeCheckoutPath(companyId: string): string {
  return `${billingTabPath(companyId)}/checkout`;
}

export function stripePortalPath(companyId: string): string {
  return `${billingTabPath(companyId)}/portal`;
}

/** Where a product-limit refusal's Upgrade (or Renew) leads: the Billing tab's upgrade section. */
export function billingUpgradePath(companyId: string): string {
  return `${billingTabPath(companyId)}#upgrade`;
}
