/**
 * The follow-up after a completed request (docs/decisions/092). Completing a request schedules a
 * pg-boss job in the same transaction (outbox.scheduleRatingRequest, in changeRequestStatus);
 * when it is due, `sendRatingRequest` writes the request's one rating link and its e-mail in one
 * transaction. The link's unique request id makes a second job, a retry or a concurrent run a
 * no-op, so the requester gets the e-mail once.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products, ratingLinks, sampleRequests } from "~/db/schema";
import type { SecretLink } from "~/mail/message";
import { ratingRequestMessage } from "~/mail/messages/rating-request";
import type { Outbox } from "~/mail/outbox.server";
import { newLinkToken } from "~/mail/tokens.server";

export type RatingRequestOutcome = "sent" | "already-sent" | "nothing-to-rate";

/** The products of a request that can still be rated: listed, and still the company's. */
export async function ratableProducts(
  db: Database,
  request: { companyId: string; requestedProducts: readonly { productId: string }[] },
): Promise<{ id: string; name: string }[]> {
  const ids = request.requestedProducts.map((p) => p.productId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.companyId, request.companyId)));
  // In the order the requester chose them.
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

export async function sendRatingRequest(
  db: Database,
  outbox: Outbox,
  requestId: string,
): Promise<RatingRequestOutcome> {
  return db.transaction(async (tx) => {
    const ratable = await findRatable(tx, requestId);
    if (!ratable) return "nothing-to-rate";
    const { request, rated } = ratable;
    const link = await createRatingLink(tx, requestId, outbox.site.url);
    if (!link) return "already-sent";
    await outbox.enqueue(tx, [
      ratingRequestMessage(
        outbox.site,
        request.email,
        {
          firstName: request.firstName,
          companyName: request.companyName,
          productNames: rated.map((p) => p.name),
        },
        link,
      ),
    ]);
    return "sent";
  });
}

/** What a rating request needs of its sample request. */
const ratedRequestColumns = {
  companyId: sampleRequests.companyId,
  companyName: companies.name,
  status: sampleRequests.status,
  email: sampleRequests.email,
  firstName: sampleRequests.firstName,
  requestedProducts: sampleRequests.requestedProducts,
};

/** The request when it is completed and has products to rate, with them; null: nothing to rate. */
async function findRatable(tx: Database, requestId: string) {
  const [request] = await tx
    .select(ratedRequestColumns)
    .from(sampleRequests)
    .innerJoin(companies, eq(companies.id, sampleRequests.companyId))
    .where(eq(sampleRequests.id, requestId));
  // Deleted meanwhile (retention), or samples of the company's choice: nothing to ask about.
  if (request?.status !== "completed") return null;
  const rated = await ratableProducts(tx, request);
  return rated.length === 0 ? null : { request, rated };
}

/** The request's first rating link; null when it has one already. */
async function createRatingLink(
  tx: Database,
  requestId: string,
  siteUrl: string,
): Promise<SecretLink | null> {
  const { token, hash } = newLinkToken();
  const created = await tx
    .insert(ratingLinks)
    .values({ tokenHash: hash, requestId })
    .onConflictDoNothing({ target: ratingLinks.requestId })
    .returning({ requestId: ratingLinks.requestId });
  return created.length > 0 ? ratingLink(siteUrl, requestId, token) : null;
}

function ratingLink(siteUrl: string, requestId: string, token: string): SecretLink {
  return { url: `${siteUrl}/rate/${token}`, token, for: requestId };
}

/**
 * A new token for the request's rating link, for "Send again" of its e-mail (decision 107): the
 * old link stops working. Null once the request (and so its link) is gone.
 */
export async function freshRatingLink(
  tx: Database,
  requestId: string,
  siteUrl: string,
): Promise<SecretLink | null> {
  const { token, hash } = newLinkToken();
  const updated = await tx
    .update(ratingLinks)
    .set({ tokenHash: hash })
    .where(eq(ratingLinks.requestId, requestId))
    .returning({ requestId: ratingLinks.requestId });
  return updated.length > 0 ? ratingLink(siteUrl, requestId, token) : null;
}

/**
 * "Rate this sample" on My samples (docs/decisions/129): the rating page of a completed request
 * for its requester, signed in. A fresh token for the request's link (the e-mailed link stops
 * working, as with "Send again"), or its first link when the follow-up e-mail has not gone yet
 * (which then is not sent: the requester has the page). Null when there is nothing to rate.
 */
export async function requesterRatingLink(
  db: Database,
  requestId: string,
  siteUrl: string,
): Promise<SecretLink | null> {
  return db.transaction(async (tx) => {
    if (!(await findRatable(tx, requestId))) return null;
    const fresh = await freshRatingLink(tx, requestId, siteUrl);
    if (fresh) return fresh;
    // No link yet; another request may create it meanwhile, then that one is renewed.
    return (
      (await createRatingLink(tx, requestId, siteUrl)) ?? freshRatingLink(tx, requestId, siteUrl)
    );
  });
}
