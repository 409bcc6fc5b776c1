/**
 * Stripe's part of the Billing tab (docs/decisions/140, 141): Subscribe / Add payment method
 * (Stripe Checkout) or Manage billing (Stripe's portal) for owners, the payment method as Stripe
 * summarizes it, the next invoice and the invoices with their hosted links. Members read it
 * without the buttons. The data is `loadStripeBilling`'s (app/models/billing/stripe-billing.server.ts).
 */
import { Form } from "react-router";
import { PRIMARY_BUTTON_CLASS } from "~/components/button-link";
import { stripeCheckoutPath, stripePortalPath } from "~/lib/billing-links";
import { BILLING_NOTICES, type BillingNotice } from "~/lib/billing-notices";
import { formatLongDate } from "~/lib/dates";
import type { StripeBilling as StripeBillingData } from "~/models/billing/stripe-billing.server";

const SECONDARY_BUTTON_CLASS =
  "rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50";

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

const ERROR_NOTICES = new Set<BillingNotice>(["unavailable", "no-customer", "no-plan"]);

function Actions({ companyId, billing }: { companyId: string; billing: StripeBillingData }) {
  const isTrial = billing.status === "trial";
  return (
    <div className="flex flex-wrap gap-3">
      {billing.canSubscribe ? (
        <Form method="post" action={stripeCheckoutPath(companyId)} reloadDocument>
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            {isTrial ? "Add payment method" : "Subscribe"}
          </button>
        </Form>
      ) : null}
      {billing.hasCustomer ? (
        <Form method="post" action={stripePortalPath(companyId)} reloadDocument>
          <button type="submit" className={SECONDARY_BUTTON_CLASS}>
            Manage billing
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function Summary({ billing }: { billing: StripeBillingData }) {
  const { paymentMethod, nextInvoice, endsAt } = billing;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-slate-600">Payment method</dt>
        <dd className="mt-0.5">
          {paymentMethod
            ? `${paymentMethod.label}${paymentMethod.last4 ? ` ending in ${paymentMethod.last4}` : ""}${paymentMethod.expires ? `, expires ${paymentMethod.expires}` : ""}`
            : "None yet"}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">Next invoice</dt>
        <dd className="mt-0.5">
          {nextInvoice
            ? `${money(nextInvoice.amountCents, nextInvoice.currency)} on ${formatLongDate(nextInvoice.date)}`
            : endsAt
              ? `None: the subscription ends on ${formatLongDate(endsAt)}`
              : "None scheduled"}
        </dd>
      </div>
    </dl>
  );
}

function Invoices({ invoices }: { invoices: StripeBillingData["invoices"] }) {
  if (invoices.length === 0) return <p className="text-slate-700">No invoices yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
        >
          <span>
            {formatLongDate(invoice.date)} · {money(invoice.amountCents, invoice.currency)} ·{" "}
            <span className="capitalize">{invoice.status}</span>
          </span>
          {invoice.hostedUrl ? (
            <a
              href={invoice.hostedUrl}
              className="font-semibold text-brand-700 underline"
              rel="noreferrer"
            >
              View invoice{invoice.number ? ` ${invoice.number}` : ""}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function StripeBilling({
  companyId,
  billing,
  canManage,
  notice,
}: {
  companyId: string;
  billing: StripeBillingData;
  /** Owners and admins; members read only. */
  canManage: boolean;
  /** What the last Stripe action said (the tab's `?notice=`). */
  notice: BillingNotice | null;
}) {
  const isPastDue = billing.status === "past_due";
  return (
    <section aria-labelledby="stripe-billing-title" className="space-y-4">
      <h2 id="stripe-billing-title" className="text-xl font-semibold">
        Payment
      </h2>
      <div role="status" className="empty:hidden">
        {notice ? (
          <p
            className={`rounded-md border px-4 py-3 text-sm ${ERROR_NOTICES.has(notice) ? "border-amber-400 bg-amber-50 text-amber-950" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}
          >
            {BILLING_NOTICES[notice]}
          </p>
        ) : null}
      </div>
      {isPastDue ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900"
        >
          <strong>Past due:</strong> the latest payment failed.{" "}
          {canManage
            ? "Update your payment method with Manage billing to keep your plan."
            : "An owner can update the payment method here."}
        </p>
      ) : null}
      {billing.isInvoiceOnly ? (
        <p className="text-slate-700">
          This plan is paid by invoice. Contact us to pay by invoice.
        </p>
      ) : null}
      {billing.canSubscribe && billing.status === "trial" ? (
        <p className="text-slate-700">
          Add a card to keep your plan after the free trial: nothing is charged before the trial
          ends, and canceling before then is free.
        </p>
      ) : null}
      {canManage ? <Actions companyId={companyId} billing={billing} /> : null}
      {billing.isUnavailable ? (
        <p className="rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950">
          Stripe can't be reached right now, so your payment method and invoices are not shown. Your
          plan and status above are up to date; please look again in a few minutes.
        </p>
      ) : (
        <>
          <Summary billing={billing} />
          <div>
            <h3 className="mb-2 text-lg font-semibold">Invoices</h3>
            <Invoices invoices={billing.invoices} />
          </div>
        </>
      )}
    </section>
  );
}
