// @vitest-environment happy-dom
/**
 * What Stripe's part of the Billing tab shows (docs/decisions/141): the owner's buttons, the card
 * as Stripe summarizes it, the next invoice and the invoice links; Past due with the way to fix it;
 * a clear message instead of the details when Stripe is down; no buttons for a member.
 */
import { describe, expect, it } from "vitest";
import type { StripeBilling as StripeBillingData } from "~/models/billing/stripe-billing.server";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import { StripeBilling } from "./stripe-billing";

const BASE: StripeBillingData = {
  status: "active",
  canSubscribe: false,
  isInvoiceOnly: false,
  hasCustomer: true,
  isUnavailable: false,
  paymentMethod: { label: "Visa", last4: "4242", expires: "04/2030" },
  nextInvoice: { date: "2026-12-09T12:00:00.000Z", amountCents: 9900, currency: "usd" },
  endsAt: null,
  invoices: [
    {
      id: "in_1",
      number: "SAMPLE-0001",
      date: "2026-11-09T12:00:00.000Z",
      amountCents: 9900,
      currency: "usd",
      status: "paid",
      hostedUrl: "https://invoice.stripe.test/i/in_1",
    },
  ],
};

function render(billing: Partial<StripeBillingData>, canManage = true) {
  return renderInRouter(
    <StripeBilling
      companyId="acme"
      billing={{ ...BASE, ...billing }}
      canManage={canManage}
      notice={null}
    />,
  );
}

const buttons = (page: HTMLElement) =>
  [...page.querySelectorAll("button")].map((b) => b.textContent);

describe("StripeBilling", () => {
  it("shows an owner the card, the next invoice, the invoices and Manage billing", async () => {
    const page = await render({});
    expect(page.textContent).toContain("Visa ending in 4242, expires 04/2030");
    expect(page.textContent).toContain("$99.00 on December 9, 2026");
    const link = page.querySelector<HTMLAnchorElement>(
      'a[href="https://invoice.stripe.test/i/in_1"]',
    );
    expect(link?.textContent).toBe("View invoice SAMPLE-0001");
    expect(buttons(page)).toEqual(["Manage billing"]);
    expect(page.querySelector("form")?.getAttribute("action")).toBe(
      "/supplier/acme/billing/portal",
    );
  });

  it("offers Add payment method in a trial without a subscription", async () => {
    const page = await render({ status: "trial", canSubscribe: true, hasCustomer: false });
    expect(buttons(page)).toEqual(["Add payment method"]);
    expect(page.textContent).toContain("nothing is charged before the trial ends");
    expect(page.querySelector("form")?.getAttribute("action")).toBe(
      "/supplier/acme/billing/checkout",
    );
  });

  it("says Past due, with the way to fix it", async () => {
    const page = await render({ status: "past_due" });
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      "Past due: the latest payment failed. Update your payment method with Manage billing to keep your plan.",
    );
  });

  it("says when Stripe is down instead of the details, and gives a member no buttons", async () => {
    const page = await render({ isUnavailable: true, paymentMethod: null, invoices: [] }, false);
    expect(page.textContent).toContain("Stripe can't be reached right now");
    expect(page.textContent).not.toContain("Next invoice");
    expect(buttons(page)).toEqual([]);
  });
});
