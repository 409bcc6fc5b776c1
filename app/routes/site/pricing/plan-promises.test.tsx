// @vitest-environment happy-dom
/**
 * The pricing page and For Suppliers promise only what the plans do (issue 34 point 5,
 * docs/decisions/148): every company is listed in Top Free Samples and Featured is shown first
 * (the rule in topSamplesCondition); payment methods are the installation's (cards only with
 * Stripe); the way to a live page is invitation, draft, publish, not "our team publishes it".
 */
import { describe, expect, it } from "vitest";
import ForSuppliersPage from "~/routes/site/for-suppliers";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import { PricingPage } from "./pricing-page";

function comparisonRow(page: HTMLElement, feature: string) {
  const row = [...page.querySelectorAll("tr")].find(
    (tr) => tr.querySelector("th")?.textContent === feature,
  );
  return row ? [...row.querySelectorAll("td .sr-only")].map((cell) => cell.textContent) : null;
}

describe("what the supplier pages promise", () => {
  it("pricing without Stripe: Top Free Samples as the rule does it, invoices only", async () => {
    const page = await renderInRouter(<PricingPage paysByCard={false} />);
    const text = page.textContent ?? "";
    expect(text).not.toContain("Placement in Top Free Samples");
    expect(comparisonRow(page, "Listed in Top Free Samples on the home page")).toEqual([
      "Included",
      "Included",
    ]);
    expect(comparisonRow(page, "Shown first in Top Free Samples")).toEqual([
      "Not included",
      "Included",
    ]);
    expect(text).not.toMatch(/\bACH\b|accept major credit cards/);
    expect(text).toContain("Plans are paid by invoice, monthly or yearly");
    expect(text).toContain("we e-mail you an invitation to your company's workspace");
  });

  it("pricing with Stripe: cards through Stripe's checkout", async () => {
    const page = await renderInRouter(<PricingPage paysByCard />);
    expect(page.textContent).toContain("major credit cards through Stripe's secure checkout");
    expect(page.textContent).not.toMatch(/\bACH\b/);
  });

  it("For Suppliers: the supplier builds and publishes the page after an invitation", async () => {
    const props = {
      loaderData: { heroFigures: null, paysByCard: false },
    } as unknown as Parameters<typeof ForSuppliersPage>[0];
    const page = await renderInRouter(<ForSuppliersPage {...props} />);
    const text = page.textContent ?? "";
    expect(text).not.toContain("our team publishes your company page");
    expect(text).toContain("e-mail you an invitation to your workspace");
    expect(text).toContain("your page stays a draft until you publish it");
    expect(text).not.toMatch(/\bACH\b/);
  });
});
