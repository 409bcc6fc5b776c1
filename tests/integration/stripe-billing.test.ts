/**
 * Stripe's part of the Billing tab on each backend, against the local Stripe stand-in
 * (docs/decisions/140, 141): an owner's Subscribe opens Checkout (303) in subscription mode with
 * the rest of the trial kept and the customer made once; Manage billing opens the portal; a member
 * gets 403 for both; the tab shows the payment method, next invoice and invoices from Stripe, and
 * still renders, saying so, when Stripe is down.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { OWNERS_ONLY } from "~/models/suppliers/membership.server";
import { loader as billingTab } from "~/routes/supplier/$companyId.billing/route";
import { action as checkout } from "~/routes/supplier/$companyId.billing.checkout";
import { action as portal } from "~/routes/supplier/$companyId.billing.portal";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  type SignedInUser,
  signedInAs,
} from "../helpers/factories";
import { callAction, callLoader, catchThrown, createTestContext } from "../helpers/route";
import {
  customerJson,
  invoiceJson,
  STAND_IN_PRICES,
  type StripeStandIn,
  startStripeStandIn,
  unixIn,
} from "../helpers/stripe-stand-in";

const DAY_MS = 86_400_000;

describe(`Stripe billing routes (${process.env.TEST_DB})`, () => {
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

  async function companyWithTeam(overrides: Partial<typeof companies.$inferInsert> = {}) {
    const company = await createCompany(t.db, {
      plan: "basic",
      billingStatus: "trial",
      trialEndsAt: new Date(Date.now() + 20 * DAY_MS),
      ...overrides,
    });
    const owner = await signedInAs(t.db, "user");
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    return { company, owner, member };
  }

  const post = (fn: typeof checkout | typeof portal, path: string, who: SignedInUser) =>
    callAction(fn, { path, cookie: who.cookie, context: createTestContext(t.db, stripe.env) });

  const open = (companyId: string, who: SignedInUser, env = stripe.env, query = "") =>
    callLoader(billingTab, {
      path: `/supplier/${companyId}/billing${query}`,
      cookie: who.cookie,
      context: createTestContext(t.db, env),
    });

  it("Subscribe opens Checkout with the trial's end kept, making the customer once", async () => {
    const { company, owner } = await companyWithTeam();
    const path = `/supplier/${company.id}/billing/checkout`;
    const answer = await post(checkout, path, owner);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);

    const [customer] = stripe.requestsTo("/v1/customers");
    expect(customer?.params).toMatchObject({
      name: company.name,
      "metadata[companyId]": company.id,
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.stripeCustomerId).toMatch(/^cus_/);
    const [session] = stripe.requestsTo("/v1/checkout/sessions");
    const tab = `http://localhost:3000/supplier/${company.id}/billing`;
    expect(session?.params).toMatchObject({
      mode: "subscription",
      customer: row?.stripeCustomerId,
      client_reference_id: company.id,
      "line_items[0][price]": STAND_IN_PRICES.STRIPE_PRICE_BASIC_MONTH,
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][companyId]": company.id,
      "subscription_data[trial_end]": String(Math.floor((row?.trialEndsAt?.getTime() ?? 0) / 1000)),
      success_url: `${tab}?notice=checkout-done`,
      cancel_url: `${tab}?notice=checkout-canceled`,
    });

    // Again: the stored customer, no second one.
    expect((await post(checkout, path, owner)).status).toBe(303);
    expect(stripe.requestsTo("/v1/customers")).toHaveLength(1);
    expect(stripe.requestsTo("/v1/checkout/sessions")[1]?.params.customer).toBe(
      row?.stripeCustomerId,
    );
  });

  it("charges at once when the trial ends within 48 hours, and refuses an annual plan without a price", async () => {
    const { company, owner } = await companyWithTeam({
      plan: "featured",
      trialEndsAt: new Date(Date.now() + 30 * 3600_000),
    });
    await post(checkout, `/supplier/${company.id}/billing/checkout`, owner);
    const [session] = stripe.requestsTo("/v1/checkout/sessions");
    expect(session?.params["line_items[0][price]"]).toBe(
      STAND_IN_PRICES.STRIPE_PRICE_FEATURED_MONTH,
    );
    expect(session?.params).not.toHaveProperty("subscription_data[trial_end]");

    const annual = await companyWithTeam({ billingInterval: "year" });
    const answer = await post(
      checkout,
      `/supplier/${annual.company.id}/billing/checkout`,
      annual.owner,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(
      `/supplier/${annual.company.id}/billing?notice=invoice-only`,
    );
  });

  it("Manage billing opens the portal; a member may do neither (403)", async () => {
    const { company, owner, member } = await companyWithTeam({ stripeCustomerId: "cus_portal1" });
    const answer = await post(portal, `/supplier/${company.id}/billing/portal`, owner);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stripe.requestsTo("/v1/billing_portal/sessions")[0]?.params).toEqual({
      customer: "cus_portal1",
      return_url: `http://localhost:3000/supplier/${company.id}/billing`,
    });

    stripe.requests.length = 0;
    for (const [fn, path] of [
      [checkout, `/supplier/${company.id}/billing/checkout`],
      [portal, `/supplier/${company.id}/billing/portal`],
    ] as const) {
      const refused = await catchThrown(post(fn, path, member));
      expect(refused.status).toBe(403);
      expect(refused.data).toBe(OWNERS_ONLY);
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it("shows the payment method, the next invoice and the invoices with their links", async () => {
    const customer = "cus_tab1";
    const { company, owner, member } = await companyWithTeam({
      plan: "featured",
      billingStatus: "active",
      stripeCustomerId: customer,
      stripeSubscriptionId: "sub_tab1",
    });
    const periodEnd = unixIn(12);
    stripe.subscriptions.set("sub_tab1", {
      id: "sub_tab1",
      customer,
      status: "active",
      price: STAND_IN_PRICES.STRIPE_PRICE_FEATURED_MONTH,
      currentPeriodEnd: periodEnd,
      paymentMethod: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2030 },
    });
    stripe.customers.set(customer, customerJson(customer));
    const invoice = invoiceJson(customer, { amount_paid: 9900 });
    stripe.invoices.push(invoice, invoiceJson("cus_someone_else"));

    const page = await open(company.id, owner);
    expect(page.status).toBe(200);
    expect(page.data.stripe).toEqual({
      status: "active",
      canSubscribe: false,
      isInvoiceOnly: false,
      hasCustomer: true,
      isUnavailable: false,
      paymentMethod: { label: "Visa", last4: "4242", expires: "04/2030" },
      nextInvoice: {
        date: new Date(periodEnd * 1000).toISOString(),
        amountCents: 9900,
        currency: "usd",
      },
      endsAt: null,
      invoices: [
        expect.objectContaining({
          id: invoice.id,
          amountCents: 9900,
          status: "paid",
          hostedUrl: invoice.hosted_invoice_url,
        }),
      ],
    });
    expect(page.data.canManage).toBe(true);
    expect((await open(company.id, member)).data.canManage).toBe(false);
  });

  it("still renders the tab when Stripe is down, and Subscribe comes back saying so", async () => {
    const { company, owner } = await companyWithTeam({
      stripeCustomerId: "cus_down1",
      stripeSubscriptionId: null,
    });
    stripe.down = true;
    const started = Date.now();
    const page = await open(company.id, owner);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(page.status).toBe(200);
    expect(page.data.facts).toMatchObject({ planName: "Basic", statusLabel: "Trial" });
    expect(page.data.stripe).toMatchObject({
      isUnavailable: true,
      canSubscribe: true,
      invoices: [],
    });

    const answer = await post(checkout, `/supplier/${company.id}/billing/checkout`, owner);
    expect(answer.headers.get("Location")).toBe(
      `/supplier/${company.id}/billing?notice=unavailable`,
    );
    const back = await open(company.id, owner, stripe.env, "?notice=unavailable");
    expect(back.data.notice).toBe("unavailable");
    expect((await open(company.id, owner, stripe.env, "?notice=<b>")).data.notice).toBeNull();
  });

  it("without the Stripe keys: no Stripe part, and the Stripe routes answer 404", async () => {
    const { company, owner } = await companyWithTeam();
    const page = await open(company.id, owner, {});
    expect(page.data.stripe).toBeNull();
    const refused = await catchThrown(
      callAction(checkout, {
        path: `/supplier/${company.id}/billing/checkout`,
        cookie: owner.cookie,
        db: t.db,
      }),
    );
    expect(refused.status).toBe(404);
    expect(stripe.requests).toHaveLength(0);
  });
});
