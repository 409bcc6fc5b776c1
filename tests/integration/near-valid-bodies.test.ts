/**
 * Near-valid bodies (issue 38 point 1, docs/decisions/151), on both backends: a NUL byte in a
 * form field a route reads by hand (`userId` on /admin/users, `productId` on /saved-products) and
 * a truncated multipart body are a 400 from the one form reader (app/lib/read-form.server.ts);
 * a lone UTF-16 surrogate in an API JSON string is read as U+FFFD, as a browser sends it, so the
 * audit row's jsonb takes it; a signed Stripe event naming a subscription Stripe does not know is
 * answered 200 and recorded, so Stripe stops sending it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, billingEvents, products, savedProducts } from "~/db/schema";
import { action as usersAction } from "~/routes/admin/users/route";
import { action as stripeWebhook } from "~/routes/resources/webhooks.stripe";
import { action as savedAction } from "~/routes/site/saved-products";
import { setUpTestDatabase } from "../helpers/db";
import { createProduct, signedInAs } from "../helpers/factories";
import { callApi, companyWithKey } from "../helpers/rest-api";
import {
  callAction,
  createTestContext,
  importRouteModule,
  matchRouteConfig,
  TEST_SITE_URL,
  ThrownRoute,
} from "../helpers/route";
import { type StripeStandIn, signedEvent, startStripeStandIn } from "../helpers/stripe-stand-in";

/** A multipart body cut off in its first part: `request.formData()` rejects it. */
function truncatedMultipart(path: string, cookie?: string): Request {
  const boundary = "----cut0ff";
  return new Request(new URL(path, TEST_SITE_URL), {
    method: "POST",
    body: `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave`,
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      Origin: TEST_SITE_URL,
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

/** What an action answered, thrown or returned: its status and its message. */
async function answerOf(pending: Promise<{ status: number; data: unknown }>) {
  try {
    const result = await pending;
    return { status: result.status, data: result.data };
  } catch (error) {
    if (error instanceof ThrownRoute) return { status: error.status, data: error.data };
    throw error;
  }
}

describe(`near-valid bodies (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it("refuses a NUL byte in userId on /admin/users with 400, not 500", async () => {
    const admin = await signedInAs(t.db, "admin");
    for (const intent of ["grant-admin", "revoke-admin", "disable", "enable"]) {
      const answer = await answerOf(
        callAction(usersAction, {
          path: "/admin/users",
          form: { intent, userId: "user-\u0000" },
          cookie: admin.cookie,
          db: t.db,
        }),
      );
      expect(answer.status, intent).toBe(400);
    }
  });

  it("refuses a NUL byte in productId on /saved-products with 400 and saves nothing", async () => {
    const dentist = await signedInAs(t.db, "user");
    const answer = await answerOf(
      callAction(savedAction, {
        path: "/saved-products",
        form: { productId: "lumina\u0000", save: "1" },
        cookie: dentist.cookie,
        db: t.db,
      }),
    );
    expect(answer.status).toBe(400);
    const rows = await t.db
      .select()
      .from(savedProducts)
      .where(eq(savedProducts.userId, dentist.user.id));
    expect(rows).toEqual([]);
  });

  it("answers a truncated multipart body with 400 on the routes that had no catch", async () => {
    const admin = await signedInAs(t.db, "admin");
    const cases: [string, string | undefined][] = [
      ["/saved-products", undefined],
      ["/admin/users", admin.cookie],
      ["/admin/outbox", admin.cookie],
      ["/admin/requests", admin.cookie],
      ["/admin/catalogue", admin.cookie],
    ];
    for (const [path, cookie] of cases) {
      const file = matchRouteConfig(path).routes.at(-1)?.file ?? "";
      const action = (await importRouteModule(file)).action as Parameters<typeof callAction>[0];
      const answer = await answerOf(
        callAction(action, {
          request: truncatedMultipart(path, cookie),
          context: createTestContext(t.db),
        }),
      );
      expect(answer.status, path).toBe(400);
    }
  });

  it("reads a lone surrogate in an API JSON string as U+FFFD: 200, stored and audited", async () => {
    const a = await companyWithKey(t.db);
    const product = await createProduct(t.db, a.company.id);
    const answer = await callApi(t.db, "PATCH", `/api/v1/products/${product.id}`, {
      key: a.key,
      rawBody: '{"shelfLife":"\\ud800"}',
    });
    expect(answer.status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.shelfLife).toBe("\uFFFD");
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, product.id));
    expect(audited).toHaveLength(1);
  });

  it("answers a signed event for a subscription Stripe does not know with 200, once", async () => {
    // An id no subscription has, nor could have (check:fuzz found a lone surrogate's 500).
    const odd = signedEvent("customer.subscription.updated", {
      id: "sub_\ud800",
      object: "subscription",
    });
    const oddAnswer = await callAction(stripeWebhook, {
      request: new Request(new URL("/webhooks/stripe", TEST_SITE_URL), {
        method: "POST",
        body: odd.payload,
        headers: { "Content-Type": "application/json", "Stripe-Signature": odd.header },
      }),
      context: createTestContext(t.db, stripe.env),
    });
    expect(oddAnswer.status).toBe(200);
    const event = signedEvent("customer.subscription.updated", {
      id: "sub_nobody_knows",
      object: "subscription",
      customer: "cus_nobody",
      status: "active",
    });
    const post = () =>
      callAction(stripeWebhook, {
        request: new Request(new URL("/webhooks/stripe", TEST_SITE_URL), {
          method: "POST",
          body: event.payload,
          headers: { "Content-Type": "application/json", "Stripe-Signature": event.header },
        }),
        context: createTestContext(t.db, stripe.env),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.response?.json()).toEqual({ received: true, outcome: "ignored" });
    const stored = await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id));
    expect(stored).toHaveLength(1);
    // Sent again, it is a replay: Stripe is not asked a second time.
    const asked = stripe.requests.length;
    const again = await post();
    expect(await again.response?.json()).toEqual({ received: true, outcome: "replayed" });
    expect(stripe.requests.length).toBe(asked);
  });
});
