/**
 * A company's billing as a list of facts (the workspace's Billing tab, the admin's company page):
 * plan and price, status, trial end, paid until, next invoice.
 */
import type { BillingFactsView } from "~/lib/billing";
import { formatLongDate } from "~/lib/dates";

/** A date the company does not have (no trial end, nothing paid yet). */
export const NOT_SET = "Not set";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-2">
      <dt className="font-semibold text-slate-800">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export function BillingFactsList({ facts }: { facts: BillingFactsView }) {
  const date = (value: string | null) => (value ? formatLongDate(value) : NOT_SET);
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 px-4">
      <Row term="Plan">
        {facts.planName ? `${facts.planName} · ${facts.price} (${facts.intervalLabel})` : "None"}
      </Row>
      <Row term="Status">{facts.statusLabel ?? "No plan"}</Row>
      {facts.isInTrial ? <Row term="Trial ends">{date(facts.trialEndsAt)}</Row> : null}
      <Row term="Paid until">{date(facts.paidUntil)}</Row>
      {facts.pastDueSince ? <Row term="Past due since">{date(facts.pastDueSince)}</Row> : null}
      <Row term="Next invoice">
        {facts.nextInvoice
          ? `${formatLongDate(facts.nextInvoice.date)} · ${facts.nextInvoice.amount}`
          : "None scheduled"}
      </Row>
    </dl>
  );
}
