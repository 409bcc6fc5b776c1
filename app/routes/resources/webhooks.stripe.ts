/**
 * POST /webhooks/stripe: Stripe's events (docs/decisions/140). The signature on the raw body is
 * the only authorization: a bad or missing one gets 400 and nothing is stored. The cross-site
 * guard (server/request-guards.ts) lets it through because Stripe's server sends neither Origin
 * nor Sec-Fetch-Site; its `handle` admits JSON of up to 512 KB. 404 while Stripe is off; 500 when Stripe
 * cannot be read back (Stripe retries the event later); 200 "ignored" for a subscription Stripe
 * says it does not have (it would fail the same way every time). GET and other methods: 405,
 * `Allow: POST`.
 */
import type Stripe from "stripe";
import { getAppContext } from "~/context.server";
import { logFailure, logger } from "~/lib/log.server";
import { jsonBody, type RequestRules } from "~/lib/request-rules";
import { stripeSetup } from "~/models/billing/stripe-client.server";
import { applyStripeEvent } from "~/models/billing/stripe-webhook.server";
import type { Route } from "./+types/webhooks.stripe";

export const handle: RequestRules = { body: jsonBody(512 * 1024) };

function text(body: string, status: number) {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Stripe only posts here: any other method is 405 with `Allow: POST` (issue 38 point 5). */
function methodNotAllowed() {
  return new Response("Method not allowed: Stripe posts its events here.", {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "POST" },
  });
}

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const { db, env, outbox } = getAppContext(context);
  const setup = stripeSetup(env);
  if (!setup) return text("Stripe is not configured.", 404);
  const payload = Buffer.from(await request.arrayBuffer());
  let event: Stripe.Event;
  try {
    event = setup.stripe.webhooks.constructEvent(
      payload,
      request.headers.get("stripe-signature") ?? "",
      setup.webhookSecret,
    );
  } catch {
    return text("Bad signature.", 400);
  }
  try {
    const outcome = await applyStripeEvent(db, outbox, setup, event);
    logger.info({ stripeEvent: event.id, type: event.type, outcome }, "Stripe event");
    return Response.json({ received: true, outcome });
  } catch (error) {
    logFailure(`Applying the Stripe event ${event.id} (${event.type}) failed`, error);
    return text("The event could not be applied now; send it again later.", 500);
  }
}
