// @vitest-environment happy-dom
/**
 * What the Billing tab says about upgrading and paying (issue 34 point 5, docs/decisions/148):
 * without Stripe it names the operators' address and what happens next, and claims no card or ACH;
 * with Stripe, Upgrade to Featured is a Checkout form; an active plan shows no trial end.
 */
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import Billing from "./route";

type Props = Parameters<typeof Billing>[0];
type Data = Props["loaderData"];

const BASE = {
  company: { id: "acme", name: "Acme Dental" },
  canManage: true,
  facts: {
    planName: "Basic",
    price: "$49/month",
    statusLabel: "Trial",
    intervalLabel: "month",
    isInTrial: true,
    trialEndsAt: "2026-12-20T12:00:00.000Z",
    paidUntil: null,
    pastDueSince: null,
    nextInvoice: null,
  },
  entitlements: { productLimit: 10, featuredPlacements: false, lapsed: false, renewBanner: false },
  lapseEffects: null,
  hasPlan: true,
  upgradeWay: "contact",
  contactEmail: "billing@sampletray.example",
  stripe: null,
  notice: null,
} as unknown as Data;

function render(data: Partial<Data>) {
  const props = { loaderData: { ...BASE, ...data } } as unknown as Props;
  return renderInRouter(<Billing {...props} />);
}

describe("the Billing tab", () => {
  it("without Stripe: Upgrade to Featured names the operators' address and what happens next, no card", async () => {
    const page = await render({});
    const section = page.querySelector("#upgrade");
    expect(section?.querySelector("h2")?.textContent).toBe("Upgrade to Featured");
    const mail = section?.querySelector("a[href^='mailto:']");
    expect(mail?.getAttribute("href")).toBe(
      "mailto:billing@sampletray.example?subject=Upgrade%20Acme%20Dental%20to%20Featured",
    );
    expect(section?.textContent).toContain("What happens next: we change your plan to Featured");
    const text = page.textContent ?? "";
    expect(text).not.toMatch(/\bACH\b|credit card|\bcards?\b/i);
    expect(text).toContain("Plans are paid by invoice");
    expect(text).toContain("Contact us to pay by invoice");
    expect(text).toContain("Trial ends");
  });

  it("a member is told to ask an owner", async () => {
    const page = await render({ canManage: false } as Partial<Data>);
    expect(page.querySelector("#upgrade")?.textContent).toContain(
      "Ask one of your company's owners to upgrade.",
    );
    expect(page.querySelector("#upgrade a")).toBeNull();
  });

  it("with Stripe: Upgrade to Featured posts plan=featured to Checkout", async () => {
    const page = await render({
      upgradeWay: "checkout",
      stripe: {
        status: "trial",
        canSubscribe: true,
        isInvoiceOnly: false,
        hasCustomer: false,
        isUnavailable: false,
        paymentMethod: null,
        nextInvoice: null,
        endsAt: null,
        invoices: [],
      },
    } as Partial<Data>);
    const form = page.querySelector("#upgrade form");
    expect(form?.getAttribute("action")).toBe("/supplier/acme/billing/checkout");
    expect(form?.querySelector("input[name=plan]")?.getAttribute("value")).toBe("featured");
    expect(form?.querySelector("button")?.textContent).toBe("Upgrade to Featured");
    expect(page.textContent).not.toContain("Contact us to pay by invoice");
  });

  it("an active plan shows no trial end", async () => {
    const page = await render({
      facts: { ...BASE.facts, statusLabel: "Active", isInTrial: false, trialEndsAt: null },
      upgradeWay: null,
    } as Partial<Data>);
    expect(page.textContent).not.toContain("Trial ends");
    expect(page.querySelector("#upgrade")).toBeNull();
  });
});
