/**
 * Stripe's webhook events applied to a company's billing (docs/decisions/140). Every handled
 * event names a subscription; the subscription is read from Stripe as it is now and its state
 * applied (stripe-subscription.server.ts), so events arriving late or out of order end in Stripe's
 * state. Each event id is inserted into `billing_events` in the transaction of the change: a replay
 * finds it there and changes nothing. A failed payment e-mails the owners in that transaction.
 */
import { and, eq, or } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { billingEvents, companies, companyMembers, users } from "~/db/schema";
import { billingTabPath } from "~/lib/billing-links";
import { now as clockNow } from "~/lib/clock";
import { logger } from "~/lib/log.server";
import { paymentFailedMessage } from "~/mail/messages/payment-failed";
import type { Outbox } from "~/mail/outbox.server";
import { applyBillingState } from "./billing-state.server";
import type { StripeSetup } from "./stripe-client.server";
import { changeFromSubscription, idOf } from "./stripe-subscription.server";

export const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
]);

/** applied: the company's billing now follows it; replayed: seen before; ignored: not ours. */
export type WebhookOutcome = "applied" | "replayed" | "ignored";

/** The subscription an event is about, and the company it names, if it names one. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; companyId?: string } {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === "checkout.session.completed") {
    const session = object as unknown as Stripe.Checkout.Session;
    if (session.mode !== "subscription") return { subscriptionId: null };
    return {
      subscriptionId: idOf(session.subscription),
      companyId: session.client_reference_id ?? session.metadata?.companyId,
    };
  }
  if (event.type.startsWith("customer.subscription.")) return { subscriptionId: String(object.id) };
  const invoice = object as unknown as Stripe.Invoice;
  return { subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) };
}

async function isSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, eventId));
  return row !== undefined;
}

/** The company a subscription belongs to: by its ids stored here, else the id we gave Stripe. */
async function findCompany(
  db: Database,
  subscription: Stripe.Subscription,
  namedId: string | undefined,
) {
  const customerId = idOf(subscription.customer);
  const byStripe = or(
    eq(companies.stripeSubscriptionId, subscription.id),
    customerId ? eq(companies.stripeCustomerId, customerId) : undefined,
  );
  const companyId = subscription.metadata?.companyId ?? namedId;
  const where = companyId ? or(byStripe, eq(companies.id, companyId)) : byStripe;
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      customerId: companies.stripeCustomerId,
      subscriptionId: companies.stripeSubscriptionId,
      pastDueSince: companies.pastDueSince,
    })
    .from(companies)
    .where(where);
  // The company Stripe already knows wins over an id from metadata.
  return (
    rows.find((r) => r.subscriptionId === subscription.id) ??
    rows.find((r) => customerId !== null && r.customerId === customerId) ??
    rows.find((r) => r.id === companyId) ??
    null
  );
}

function ownerEmails(db: Database, companyId: string) {
  return db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")));
}

const STRIPE_SUBSCRIPTION_ID = /^sub_[A-Za-z0-9_]{1,250}$/;

/** Stripe's answer for an object it does not have (a subscription of another account, deleted). */
function isUnknownToStripe(error: unknown): boolean {
  const e = error as { statusCode?: unknown; code?: unknown } | null;
  return e?.statusCode === 404 || e?.code === "resource_missing";
}

/** Records an event as seen without changing anything; false when it was seen already. */
async function recordSeen(db: Database, event: Stripe.Event): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/**
 * Applies a verified event once. Throws when Stripe cannot be read (the route answers 500 and
 * Stripe sends the event again later); nothing is stored then. An event about a subscription
 * Stripe says it does not have is recorded and ignored: sending it again would fail the same way.
 */
export async function applyStripeEvent(
  db: Database,
  outbox: Outbox,
  setup: StripeSetup,
  event: Stripe.Event,
  now: Date = clockNow(),
): Promise<WebhookOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return "ignored";
  const { subscriptionId, companyId } = subjectOf(event);
  if (!subscriptionId) return "ignored";
  if (await isSeen(db, event.id)) return "replayed";
  // An id of no shape Stripe gives (a lone surrogate cannot even be put in its URL) is unknown.
  let subscription: Stripe.Subscription | null = null;
  try {
    if (STRIPE_SUBSCRIPTION_ID.test(subscriptionId)) {
      subscription = await setup.stripe.subscriptions.retrieve(subscriptionId);
    }
  } catch (error) {
    if (!isUnknownToStripe(error)) throw error;
  }
  if (!subscription) {
    logger.warn(
      { stripeEvent: event.id, type: event.type },
      "Stripe does not know the subscription",
    );
    return (await recordSeen(db, event)) ? "ignored" : "replayed";
  }
  const company = await findCompany(db, subscription, companyId);
  return db.transaction(async (tx) => {
    if (!(await recordSeen(tx, event))) return "replayed";
    if (!company) return "ignored";
    // An older subscription of a company that has subscribed again no longer decides its billing.
    const isSuperseded =
      company.subscriptionId !== null && company.subscriptionId !== subscription.id;
    if (isSuperseded && ["canceled", "incomplete_expired"].includes(subscription.status)) {
      return "ignored";
    }
    const change = changeFromSubscription(subscription, setup.prices, company, now);
    await applyBillingState(tx, company.id, change, null, now);
    if (event.type === "invoice.payment_failed") {
      const billingUrl = `${outbox.site.url}${billingTabPath(company.id)}`;
      const owners = await ownerEmails(tx, company.id);
      await outbox.enqueue(
        tx,
        owners.map((o) =>
          paymentFailedMessage(outbox.site, o.email, { name: company.name, billingUrl }),
        ),
      );
    }
    return "applied";
  });
}
