/**
 * Stripe's part of the Billing tab in Chromium (docs/decisions/141). The suite's server runs billing
 * in its manual mode, so this spec starts the local Stripe stand-in and a second app server of its
 * own with Stripe on and pointed at it (on the run's database and the main server's AUTH_SECRET, so
 * `signInAs` sessions hold there too), and drives pages on that server. Stripe Checkout and the
 * portal themselves are outside the machine: a test checks the address the browser heads for.
 */
import type { Locator } from "@playwright/test";
import { eq } from "drizzle-orm";
import { companies } from "~/db/schema";
import { addCompanyMember, createCompany } from "../helpers/factories";
import {
  customerJson,
  invoiceJson,
  STAND_IN_PRICES,
  type StripeStandIn,
  signedEvent,
  startStripeStandIn,
  subscriptionJson,
  unixIn,
} from "../helpers/stripe-stand-in";
import { type AppServer, startSecondServer } from "./app-server";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { freePort } from "./free-port";
import { E2E_AUTH_SECRET } from "./server-env";
import { shoot } from "./shots";

const port = freePort();
const site = `http://localhost:${port}`;
// Pages and requests go to this spec's server; the session cookie (set for localhost) reaches it.
test.use({ baseURL: site });
// One stand-in and one server for the file: its tests run in order in one worker. Six full-page
// screenshots and three loads of a page that asks Stripe.
test.describe.configure({ mode: "default", timeout: 90_000 });

/**
 * Presses `button` and answers the address the browser then heads for on Stripe's `host`. Stripe
 * Checkout and the portal are outside this machine, so the browser's request for them is what a
 * test sees; the browser then shows its error page, as for any address off this machine, and the
 * test goes on once it has.
 */
async function followToStripe(button: Locator, host: string): Promise<string> {
  const page = button.page();
  const request = page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).host === host,
  );
  await button.click();
  const address = (await request).url();
  await page.waitForURL(/^chrome-error:/);
  return address;
}

let stripe: StripeStandIn;
let server: AppServer | undefined;
test.beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startSecondServer(
    port,
    {
      ...stripe.env,
      AUTH_SECRET: E2E_AUTH_SECRET,
      SITE_URL: site,
      FORM_MIN_FILL_SECONDS: "0",
      LOG_LEVEL: "warn",
    },
    "Stripe on",
  );
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

test("an owner sees the card, next invoice and invoices, Past due, and a message when Stripe is down", async ({
  page,
  db,
}) => {
  const user = await signInAs(page, db, "user");
  const tag = Date.now().toString(36);
  const customer = `cus_e2e${tag}`;
  const subscription = `sub_e2e${tag}`;
  const company = await createCompany(db, {
    plan: "featured",
    billingStatus: "active",
    stripeCustomerId: customer,
    stripeSubscriptionId: subscription,
    paidUntil: new Date(unixIn(12) * 1000),
  });
  await addCompanyMember(db, company.id, user.id, "owner");
  stripe.customers.set(customer, customerJson(customer));
  const state = {
    id: subscription,
    customer,
    status: "active" as const,
    price: STAND_IN_PRICES.STRIPE_PRICE_FEATURED_MONTH,
    currentPeriodEnd: unixIn(12),
    paymentMethod: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2030 },
  };
  stripe.subscriptions.set(subscription, state);
  for (const days of [-18, -48, -79]) {
    stripe.invoices.push(invoiceJson(customer, { created: unixIn(days), amount_paid: 9900 }));
  }

  await page.goto(`/supplier/${company.id}/billing`);
  await expect(page.getByText("Visa ending in 4242, expires 04/2030")).toBeVisible();
  await expect(page.getByRole("link", { name: /^View invoice/ })).toHaveCount(3);
  await shoot(page, "stripe-billing-active");
  const manage = page.getByRole("button", { name: "Manage billing" });
  expect(await followToStripe(manage, "billing.stripe.com")).toMatch(
    /^https:\/\/billing\.stripe\.com\/p\/session\//,
  );
  const [portal] = stripe.requestsTo("/v1/billing_portal/sessions");
  expect(portal?.params).toMatchObject({
    customer,
    return_url: `${site}/supplier/${company.id}/billing`,
  });

  await db
    .update(companies)
    .set({ billingStatus: "past_due", pastDueSince: new Date() })
    .where(eq(companies.id, company.id));
  await page.goto(`/supplier/${company.id}/billing`);
  await expect(page.getByRole("alert")).toContainText("Past due: the latest payment failed.");
  await shoot(page, "stripe-billing-past-due");

  stripe.down = true;
  await page.reload();
  await expect(page.getByText("Stripe can't be reached right now")).toBeVisible();
  await shoot(page, "stripe-billing-stripe-down");
  stripe.down = false;
});

test("Add payment method in a trial opens Stripe Checkout", async ({ page, db }) => {
  const user = await signInAs(page, db, "user");
  const trialEnd = unixIn(20);
  const company = await createCompany(db, {
    plan: "basic",
    billingStatus: "trial",
    trialEndsAt: new Date(trialEnd * 1000),
  });
  await addCompanyMember(db, company.id, user.id, "owner");
  await page.goto(`/supplier/${company.id}/billing`);
  await expect(page.getByText("None yet")).toBeVisible();
  await shoot(page, "stripe-billing-trial");
  const add = page.getByRole("button", { name: "Add payment method" });
  expect(await followToStripe(add, "checkout.stripe.com")).toMatch(
    /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/,
  );
  const [session] = stripe.requestsTo("/v1/checkout/sessions");
  expect(session?.params["subscription_data[trial_end]"]).toBe(String(trialEnd));
});

test("a Basic plan's Upgrade to Featured opens Checkout for the Featured price (issue 34)", async ({
  page,
  db,
}) => {
  const user = await signInAs(page, db, "user");
  const company = await createCompany(db, {
    plan: "basic",
    billingStatus: "trial",
    trialEndsAt: new Date(unixIn(20) * 1000),
  });
  await addCompanyMember(db, company.id, user.id, "owner");
  await page.goto(`/supplier/${company.id}/billing#upgrade`);
  const upgrade = page.getByRole("region", { name: "Upgrade to Featured" });
  await expect(upgrade.getByText("Stripe's secure checkout for the Featured plan")).toBeVisible();
  await expect(page.getByText(/\bACH\b/)).toHaveCount(0);
  await shoot(page, "billing-upgrade-stripe");
  const before = stripe.requestsTo("/v1/checkout/sessions").length;
  const upgradeButton = upgrade.getByRole("button", { name: "Upgrade to Featured" });
  expect(await followToStripe(upgradeButton, "checkout.stripe.com")).toMatch(
    /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/,
  );
  const session = stripe.requestsTo("/v1/checkout/sessions")[before];
  expect(session?.params["line_items[0][price]"]).toBe(STAND_IN_PRICES.STRIPE_PRICE_FEATURED_MONTH);
});

test("Stripe's signed event passes the server's guards on its raw body; a forged one gets 400", async ({
  request,
  db,
}) => {
  const tag = Date.now().toString(36);
  const customer = `cus_hook${tag}`;
  const company = await createCompany(db, {
    plan: "basic",
    billingStatus: "trial",
    stripeCustomerId: customer,
  });
  const state = {
    id: `sub_hook${tag}`,
    customer,
    status: "active" as const,
    price: STAND_IN_PRICES.STRIPE_PRICE_FEATURED_MONTH,
  };
  stripe.subscriptions.set(state.id, state);
  // Pretty-printed, as Stripe sends it (signedEvent): the signature covers these exact bytes.
  const event = signedEvent("customer.subscription.updated", subscriptionJson(state));
  const post = (signature: string) =>
    request.post("/webhooks/stripe", {
      data: event.payload,
      headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
    });
  const forged = await post(event.header.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`));
  expect(forged.status()).toBe(400);
  const answer = await post(event.header);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  expect(row).toMatchObject({ billingStatus: "active", plan: "featured" });
});
