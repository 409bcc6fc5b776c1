/**
 * My samples (/account/requests, docs/decisions/129): every sample request made with the
 * account's address, found by that address when the page is read (the account area admits only
 * confirmed addresses), newest first, with its history, its shipment and what can be done next.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products, sampleRequests } from "~/db/schema";
import { type TrackingLink, trackingLink } from "~/lib/carrier-tracking";
import type { RequestStatus } from "~/lib/catalogue";
import { latestShipment } from "~/lib/shipping-rule";
import { isUuid } from "~/lib/uuid";
import { publicCompany, publicProduct } from "~/models/catalogue/visibility.server";
import { listStatusChanges } from "~/models/leads/status-history.server";
import { requestsOfAddress } from "./account-data.server";

/** The page shows this many requests, the newest. */
export const MY_SAMPLES_LIMIT = 100;

export interface MySample {
  id: string;
  companyId: string;
  companyName: string;
  /** The company is still in the directory: Request again can go to it. */
  isCompanyListed: boolean;
  products: string[];
  status: RequestStatus;
  requestedAt: Date;
  history: { status: RequestStatus; changedAt: Date }[];
  shipment: {
    carrier: string | null;
    trackingNumber: string | null;
    link: TrackingLink | null;
  } | null;
  canRate: boolean;
  /** What Request again would ask for now; null when it cannot be sent. */
  again: { productIds: string[]; leftOut: string[] } | null;
  /**
   * Still pending and made within the duplicates window (issue 34 point 6): sending it again
   * would send nothing, so Request again is not offered and the card says why.
   */
  isAwaitingAnswer: boolean;
}

/**
 * The account's requests, newest first. `duplicateWindowSeconds`: FORM_DUPLICATE_WINDOW_SECONDS,
 * within which the same request is answered as already received.
 */
export async function listMySamples(
  db: Database,
  email: string,
  duplicateWindowSeconds = 0,
  now: Date = new Date(),
): Promise<{ requests: MySample[]; isCut: boolean }> {
  const recentSince = now.getTime() - duplicateWindowSeconds * 1000;
  const rows = await db
    .select({
      id: sampleRequests.id,
      companyId: sampleRequests.companyId,
      companyName: companies.name,
      isCompanyListed: sql<boolean>`${publicCompany()}`,
      requestedProducts: sampleRequests.requestedProducts,
      status: sampleRequests.status,
      requestedAt: sampleRequests.requestedAt,
    })
    .from(sampleRequests)
    .innerJoin(companies, eq(companies.id, sampleRequests.companyId))
    .where(requestsOfAddress(email))
    .orderBy(desc(sampleRequests.requestedAt), desc(sampleRequests.id))
    .limit(MY_SAMPLES_LIMIT + 1);
  const shown = rows.slice(0, MY_SAMPLES_LIMIT);
  if (shown.length === 0) return { requests: [], isCut: false };
  const ids = shown.map((r) => r.id);
  const productIds = [
    ...new Set(shown.flatMap((r) => r.requestedProducts.map((p) => p.productId))),
  ];
  const [changes, existing] = await Promise.all([
    listStatusChanges(db, ids),
    productIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            companyId: products.companyId,
            isPublic: sql<boolean>`${publicProduct()}`.mapWith(Boolean),
          })
          .from(products)
          .where(inArray(products.id, productIds)),
  ]);
  const productOf = new Map(existing.map((p) => [p.id, p]));
  const requests = shown.map((row): MySample => {
    const own = changes.filter((c) => c.requestId === row.id);
    const shipped = latestShipment(own);
    const isOwn = (id: string) => productOf.get(id)?.companyId === row.companyId;
    const kept = row.requestedProducts.filter(
      (p) => isOwn(p.productId) && productOf.get(p.productId)?.isPublic,
    );
    const isAwaitingAnswer = row.status === "pending" && row.requestedAt.getTime() > recentSince;
    const isAgainPossible =
      !isAwaitingAnswer &&
      row.isCompanyListed &&
      (row.requestedProducts.length === 0 || kept.length > 0);
    return {
      id: row.id,
      companyId: row.companyId,
      companyName: row.companyName,
      isCompanyListed: Boolean(row.isCompanyListed),
      products: row.requestedProducts.map((p) => p.productName),
      status: row.status,
      requestedAt: row.requestedAt,
      history: [
        { status: "pending", changedAt: row.requestedAt },
        ...own.map((c) => ({ status: c.status, changedAt: c.changedAt })),
      ],
      shipment:
        shipped && row.status !== "rejected"
          ? {
              carrier: shipped.carrier,
              trackingNumber: shipped.trackingNumber,
              link: trackingLink(shipped.carrier, shipped.trackingNumber),
            }
          : null,
      // The products a rating page asks about are those still the company's (ratableProducts).
      canRate: row.status === "completed" && row.requestedProducts.some((p) => isOwn(p.productId)),
      again: isAgainPossible
        ? {
            productIds: kept.map((p) => p.productId),
            leftOut: row.requestedProducts
              .filter((p) => !kept.includes(p))
              .map((p) => p.productName),
          }
        : null,
      isAwaitingAnswer,
    };
  });
  return { requests, isCut: rows.length > MY_SAMPLES_LIMIT };
}

/** One of the account's requests, whole (what Request again sends again); null if not theirs. */
export async function findMySample(db: Database, email: string, requestId: string) {
  if (!isUuid(requestId)) return null;
  const [row] = await db
    .select()
    .from(sampleRequests)
    .where(and(eq(sampleRequests.id, requestId), requestsOfAddress(email)));
  return row ?? null;
}
