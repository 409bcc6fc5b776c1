/** A company's billing as the Billing tab and the admin's company page show it. */

import {
  BILLING_INTERVAL_LABELS,
  BILLING_STATUS_LABELS,
  type BillingFactsView,
  nextInvoiceDate,
} from "~/lib/billing";
import { now as clockNow } from "~/lib/clock";
import { findPlan, planInvoiceAmount } from "~/lib/plans";
import type { BillingState } from "./billing-state.server";

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

export function billingFactsView(state: BillingState, now: Date = clockNow()): BillingFactsView {
  const interval = state.billingInterval;
  const amount = state.plan ? formatDollars(planInvoiceAmount(state.plan, interval)) : null;
  const next = nextInvoiceDate(state, now);
  const isInTrial = state.plan !== null && (state.status ?? "trial") === "trial";
  return {
    planName: state.plan ? findPlan(state.plan).name : null,
    price: amount ? `${amount}/${interval}` : null,
    statusLabel: state.status ? BILLING_STATUS_LABELS[state.status] : null,
    intervalLabel: BILLING_INTERVAL_LABELS[interval].toLowerCase(),
    // Only while the trial runs: an active (or ended) plan's old trial end is history, not a fact
    // to act on (issue 34 point 5).
    trialEndsAt: isInTrial ? (state.trialEndsAt?.toISOString() ?? null) : null,
    isInTrial,
    paidUntil: state.paidUntil?.toISOString() ?? null,
    pastDueSince: state.pastDueSince?.toISOString() ?? null,
    nextInvoice: next && amount ? { date: next.toISOString(), amount } : null,
  };
}
