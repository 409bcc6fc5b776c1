/**
 * POST /webhooks/stripe on each backend, against the local Stripe stand-in
 * (tests/helpers/stripe-stand-in.ts) with events signed by the SDK's generateTestHeaderString
 * (docs/decisions/140): a bad signature gets 400 and stores nothing; an event is applied once and a
 * replay changes nothing; an unknown event gets 200 and is ignored; events out of order end in the
 * state the stand-in's subscription has; a failed payment makes the company past due and e-mails
 * its owners (a real SMTP server), with the link to the Billing tab.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingEvents, companies } from "~/db/schema";
import type { JobQueue } from "~/jobs/start.server";
import { action as webhook } from "~/routes/resources/webhooks.stripe";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, createCompany, createUser, uniqueEmail } from "../helpers/factories";
import { startTestMailQueue, TEST_MAIL_SITE } from "../helpers/mail";
import { callAction, createTestContext, TEST_SITE_URL } from "../helpers/route";
import { startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import {
  STAND_IN_PRICES,
  type StripeStandIn,
  signedEvent,
  startStripeStandIn,
  subscriptionJson,
  unixIn,
} from "../helpers/stripe-stand-in";

describe(`Stripe webhook (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let stripe: StripeStandIn;
  let smtp: TestSmtpServer;
  let worker: JobQueue;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    smtp = await startTestSmtpServer();
    worker = await startTestMailQueue(t.handle, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  function post(event: { payload: string; header: string }, header = event.header) {
    const request = new Request(new URL("/webhooks/stripe", TEST_SITE_URL), {
      method: "POST",
      body: event.payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    });
    return callAction(webhook, { request, context: createTestContext(t.db, stripe.env) });
  }

  async function billing(companyId: string) {
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    return row;
  }

  async function isStored(eventId: string) {
    const rows = await t.db.select().from(billingEvents).where(eq(billingEvents.id, eventId));
    return rows.length === 1;
  }

  /** A company in its trial with a Stripe customer, and its subscription at the stand-in. */
  async function subscribedCompany(status: "active" | "trialing" = "active") {
    const company = await createCompany(t.db, {
      plan: "basic",
      billingStatus: "trial",
      trialEndsAt: new Date(Date.now() + 20 * 86_400_000),
    });
    const customer = `cus_${company.id.replaceAll("-", "")}`;
    await t.db
      .update(companies)
      .set({ stripeCustomerId: customer })
      .where(eq(companies.id, company.id));
    const subscription = {
      id: `sub_${company.id.replaceAll("-", "")}`,
      customer,
      status,
      price: STAND_IN_PRICES.STRIPE_PRICE_FEATURED_MONTH,
      currentPeriodEnd: unixIn(30),
      companyId: company.id,
    } as const;
    stripe.subscriptions.set(subscription.id, { ...subscription });
    return { company, customer, subscription };
  }

  it("refuses a bad signature with 400 and stores nothing", async () => {
    const { company, subscription } = await subscribedCompany();
    const event = signedEvent("customer.subscription.updated", subscriptionJson(subscription));
    const forged = event.header.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`);
    const answer = await post(event, forged);
    expect(answer.status).toBe(400);
    expect(await answer.response?.text()).toBe("Bad signature.");
    const missing = await post(event, "");
    expect(missing.status).toBe(400);
    // A body changed after signing fails too.
    const tampered = await post({ ...event, payload: event.payload.replace("active", "canceled") });
    expect(tampered.status).toBe(400);
    expect(await isStored(event.id)).toBe(false);
    expect(await billing(company.id)).toMatchObject({ billingStatus: "trial", plan: "basic" });
    expect(stripe.requests).toHaveLength(0);
  });

  it("applies an event once: the subscription's state, and a replay changes nothing", async () => {
    const { company, customer, subscription } = await subscribedCompany();
    const session = {
      id: "cs_test_1",
      object: "checkout.session",
      mode: "subscription",
      customer,
      subscription: subscription.id,
      client_reference_id: company.id,
    };
    const event = signedEvent("checkout.session.completed", session);
    const answer = await post(event);
    expect(answer.status).toBe(200);
    expect(await answer.response?.json()).toEqual({ received: true, outcome: "applied" });
    expect(await billing(company.id)).toMatchObject({
      billingStatus: "active",
      plan: "featured",
      billingInterval: "month",
      stripeSubscriptionId: subscription.id,
      paidUntil: new Date(subscription.currentPeriodEnd * 1000),
    });
    expect(await isStored(event.id)).toBe(true);

    // Stripe now says canceled; the same event again changes nothing and asks Stripe nothing.
    stripe.subscriptions.set(subscription.id, { ...subscription, status: "canceled" });
    stripe.requests.length = 0;
    const replay = await post(event);
    expect(replay.status).toBe(200);
    expect(await replay.response?.json()).toEqual({ received: true, outcome: "replayed" });
    expect((await billing(company.id))?.billingStatus).toBe("active");
    expect(stripe.requests).toHaveLength(0);
  });

  it("answers 200 to an event it does not handle, and ignores it", async () => {
    const event = signedEvent("charge.refunded", { id: "ch_1", object: "charge" });
    const answer = await post(event);
    expect(answer.status).toBe(200);
    expect(await answer.response?.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await isStored(event.id)).toBe(false);
    expect(stripe.requests).toHaveLength(0);
  });

  it("ends out-of-order events in the state the subscription has at Stripe", async () => {
    // subscription.updated (active) arrives before checkout.session.completed.
    const { company, customer, subscription } = await subscribedCompany();
    const updated = signedEvent("customer.subscription.updated", subscriptionJson(subscription));
    expect((await post(updated)).status).toBe(200);
    expect((await billing(company.id))?.billingStatus).toBe("active");
    const completed = signedEvent("checkout.session.completed", {
      id: "cs_test_2",
      object: "checkout.session",
      mode: "subscription",
      customer,
      subscription: subscription.id,
      client_reference_id: company.id,
    });
    expect((await post(completed)).status).toBe(200);
    expect(await billing(company.id)).toMatchObject({
      billingStatus: "active",
      stripeSubscriptionId: subscription.id,
    });

    // deleted arrives before an older updated that still says active: canceled stays.
    stripe.subscriptions.set(subscription.id, { ...subscription, status: "canceled" });
    const deleted = signedEvent(
      "customer.subscription.deleted",
      subscriptionJson({ ...subscription, status: "canceled" }),
    );
    expect((await post(deleted)).status).toBe(200);
    const late = signedEvent("customer.subscription.updated", subscriptionJson(subscription));
    expect((await post(late)).status).toBe(200);
    expect(await billing(company.id)).toMatchObject({ billingStatus: "canceled" });
    expect(stripe.requestsTo(`/v1/subscriptions/${subscription.id}`)).toHaveLength(4);
  });

  it("makes a failed payment past due and e-mails the owners the link to fix it", async () => {
    const { company, customer, subscription } = await subscribedCompany();
    const owners = [uniqueEmail("owner-a"), uniqueEmail("owner-b")];
    for (const email of owners) {
      await addCompanyMember(t.db, company.id, (await createUser(t.db, { email })).id, "owner");
    }
    const memberEmail = uniqueEmail("member");
    const member = await createUser(t.db, { email: memberEmail });
    await addCompanyMember(t.db, company.id, member.id, "member");
    stripe.subscriptions.set(subscription.id, { ...subscription, status: "past_due" });
    const invoice = {
      id: "in_failed_1",
      object: "invoice",
      customer,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id },
      },
    };
    const event = signedEvent("invoice.payment_failed", invoice);
    const before = Date.now();
    expect((await post(event)).status).toBe(200);
    const row = await billing(company.id);
    expect(row?.billingStatus).toBe("past_due");
    expect(row?.pastDueSince?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const billingLink = `${TEST_MAIL_SITE.url}/supplier/${company.id}/billing`;
    for (const email of owners) {
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe(`Payment failed for ${company.name} on SampleTray`);
      expect(mail.text).toContain(billingLink);
      expect(mail.html).toContain(billingLink);
    }
    expect(smtp.to(memberEmail)).toHaveLength(0);

    // A second failure keeps the date the grace runs from.
    const again = signedEvent("invoice.payment_failed", { ...invoice, id: "in_failed_2" });
    expect((await post(again)).status).toBe(200);
    expect((await billing(company.id))?.pastDueSince).toEqual(row?.pastDueSince);
  });

  it("answers 500 and stores nothing when Stripe cannot be read back, so Stripe retries", async () => {
    const { subscription } = await subscribedCompany();
    const event = signedEvent("customer.subscription.updated", subscriptionJson(subscription));
    stripe.down = true;
    try {
      expect((await post(event)).status).toBe(500);
    } finally {
      stripe.down = false;
    }
    expect(await isStored(event.id)).toBe(false);
    expect((await post(event)).status).toBe(200);
    expect(await isStored(event.id)).toBe(true);
  });
});
