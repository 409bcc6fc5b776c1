/**
 * Issue 34 point 5 on each backend: the Upgrade after a Basic plan's 10-product refusal leads to a
 * Billing tab that can upgrade. With Stripe on, Upgrade to Featured opens Checkout for the Featured
 * price (Stripe's portal when a subscription already runs); without Stripe, the tab names the way
 * (the operators' address). An active plan no longer shows its old trial end (docs/decisions/148).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { companies } from "~/db/schema";
import { loader as billingTab } from "~/routes/supplier/$companyId.billing/route";
import { action as checkout } from "~/routes/supplier/$companyId.billing.checkout";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, createCompany, signedInAs } from "../helpers/factories";
import { callAction, callLoader, catchThrown, createTestContext } from "../helpers/route";
import {
  STAND_IN_PRICES,
  type StripeStandIn,
  startStripeStandIn,
} from "../helpers/stripe-stand-in";

const DAY_MS = 86_400_000;

describe(`Upgrading from the Billing tab (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(async () => {
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.down = false;
  });

  async function basicCompany(overrides: Partial<typeof companies.$inferInsert> = {}) {
    const company = await createCompany(t.db, {
      plan: "basic",
      billingStatus: "trial",
      trialEndsAt: new Date(Date.now() + 20 * DAY_MS),
      ...overrides,
    });
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    return { company, owner };
  }

  const open = async (companyId: string, cookie: string, env?: typeof stripe.env) =>
    (
      await callLoader(billingTab, {
        path: `/supplier/${companyId}/billing`,
        cookie,
        context: createTestContext(t.db, env),
      })
    ).data;

  it("without Stripe, a Basic plan's tab offers the operators' address and no card", async () => {
    const { company, owner } = await basicCompany();
    const tab = await open(company.id, owner.cookie);
    expect(tab.upgradeWay).toBe("contact");
    expect(tab.stripe).toBeNull();
  });

  it("with Stripe, Upgrade to Featured opens Checkout for the Featured price, keeping the trial", async () => {
    const { company, owner } = await basicCompany();
    expect((await open(company.id, owner.cookie, stripe.env)).upgradeWay).toBe("checkout");
    const answer = await callAction(checkout, {
      path: `/supplier/${company.id}/billing/checkout`,
      form: { plan: "featured" },
      cookie: owner.cookie,
      context: createTestContext(t.db, stripe.env),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [session] = stripe.requestsTo("/v1/checkout/sessions");
    expect(session?.params["line_items[0][price]"]).toBe(
      STAND_IN_PRICES.STRIPE_PRICE_FEATURED_MONTH,
    );
    expect(session?.params).toHaveProperty("subscription_data[trial_end]");
  });

  it("with a subscription running, Upgrade goes through Stripe's portal; another plan is refused", async () => {
    const { company, owner } = await basicCompany({
      billingStatus: "active",
      paidUntil: new Date(Date.now() + 10 * DAY_MS),
      stripeCustomerId: "cus_up1",
      stripeSubscriptionId: "sub_up1",
    });
    expect((await open(company.id, owner.cookie, stripe.env)).upgradeWay).toBe("portal");
    const refused = await catchThrown(
      callAction(checkout, {
        path: `/supplier/${company.id}/billing/checkout`,
        form: { plan: "basic-yearly" },
        cookie: owner.cookie,
        context: createTestContext(t.db, stripe.env),
      }),
    );
    expect(refused.status).toBe(400);
    expect(stripe.requestsTo("/v1/checkout/sessions")).toHaveLength(0);
  });

  it("an active plan shows no trial end; a Featured plan offers no upgrade", async () => {
    const { company, owner } = await basicCompany({
      plan: "featured",
      billingStatus: "active",
      trialEndsAt: new Date(Date.now() - 40 * DAY_MS),
      paidUntil: new Date(Date.now() + 10 * DAY_MS),
    });
    const tab = await open(company.id, owner.cookie);
    expect(tab.facts.trialEndsAt).toBeNull();
    expect(tab.facts.isInTrial).toBe(false);
    expect(tab.upgradeWay).toBeNull();
    const trial = await basicCompany();
    expect((await open(trial.company.id, trial.owner.cookie)).facts.trialEndsAt).not.toBeNull();
  });
});
