/**
 * The requester's rating page (/rate/{token}; docs/decisions/092): reached by the private link in
 * the follow-up e-mail, no sign-in. One rating per request and product (a unique index), which
 * the requester may change for RATING_EDIT_DAYS after the request's first rating; then read-only.
 * The link lives as long as its request (both are deleted with it).
 */
import { and, eq, min, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, productRatings, ratingLinks, sampleRequests } from "~/db/schema";
import { RATING_EDIT_DAYS } from "~/lib/ratings";
import { hashLinkToken, isLinkToken } from "~/mail/tokens.server";
import { ratableProducts } from "./rating-request.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RatedProduct {
  id: string;
  name: string;
  /** The requester's rating so far, or null. */
  rating: number | null;
  comment: string;
}

export interface RatingPage {
  requestId: string;
  companyId: string;
  companyName: string;
  products: RatedProduct[];
  /** When the window for changes closes: RATING_EDIT_DAYS after the first rating; null before. */
  editableUntil: Date | null;
  isEditable: boolean;
}

/** What a rating link's page needs of its request. */
const linkedRequestColumns = {
  id: sampleRequests.id,
  companyId: sampleRequests.companyId,
  companyName: companies.name,
  requestedProducts: sampleRequests.requestedProducts,
};

/** The request behind a rating link, or null for an unknown link (or a deleted request). */
async function findLinkedRequest(db: Database, token: string, lock: boolean) {
  if (!isLinkToken(token)) return null;
  const query = db
    .select(linkedRequestColumns)
    .from(ratingLinks)
    .innerJoin(sampleRequests, eq(sampleRequests.id, ratingLinks.requestId))
    .innerJoin(companies, eq(companies.id, sampleRequests.companyId))
    .where(eq(ratingLinks.tokenHash, hashLinkToken(token)));
  // Saving locks the link's row, so two submissions of one request take turns.
  const [request] = lock ? await query.for("update", { of: ratingLinks }) : await query;
  return request ?? null;
}

async function loadRatingPage(
  db: Database,
  request: NonNullable<Awaited<ReturnType<typeof findLinkedRequest>>>,
  now: Date,
): Promise<RatingPage> {
  // One after the other: inside a transaction they share one connection.
  const listed = await ratableProducts(db, request);
  const given = await db
    .select({
      productId: productRatings.productId,
      rating: productRatings.rating,
      comment: productRatings.comment,
    })
    .from(productRatings)
    .where(eq(productRatings.requestId, request.id));
  const [first] = await db
    .select({ at: min(productRatings.createdAt) })
    .from(productRatings)
    .where(eq(productRatings.requestId, request.id));
  const editableUntil = first?.at
    ? new Date(new Date(first.at).getTime() + RATING_EDIT_DAYS * DAY_MS)
    : null;
  return {
    requestId: request.id,
    companyId: request.companyId,
    companyName: request.companyName,
    products: listed.map((product) => {
      const rated = given.find((g) => g.productId === product.id);
      return { ...product, rating: rated?.rating ?? null, comment: rated?.comment ?? "" };
    }),
    editableUntil,
    isEditable: !editableUntil || now < editableUntil,
  };
}

export async function findRatingPage(
  db: Database,
  token: string,
  now = new Date(),
): Promise<RatingPage | null> {
  const request = await findLinkedRequest(db, token, false);
  return request ? loadRatingPage(db, request, now) : null;
}

export interface RatingInput {
  productId: string;
  rating: number;
  comment: string;
}

export type SaveRatingsResult =
  | { ok: true; page: RatingPage }
  | { ok: false; reason: "not-found" | "closed" };

/**
 * Stores the requester's ratings (new ones, or changes within the window), one row per request
 * and product; products that are not the request's ratable ones are ignored. A comment an
 * operator hid stays hidden when it is edited.
 */
export async function saveRatings(
  db: Database,
  token: string,
  ratings: readonly RatingInput[],
  now = new Date(),
): Promise<SaveRatingsResult> {
  return db.transaction(async (tx) => {
    const request = await findLinkedRequest(tx, token, true);
    if (!request) return { ok: false, reason: "not-found" };
    const before = await loadRatingPage(tx, request, now);
    if (!before.isEditable) return { ok: false, reason: "closed" };
    const ratable = new Set(before.products.map((p) => p.id));
    const rows = ratings
      .filter((r) => ratable.has(r.productId))
      .map((r) => ({
        requestId: request.id,
        productId: r.productId,
        companyId: request.companyId,
        rating: r.rating,
        comment: r.comment,
      }));
    if (rows.length > 0) {
      await tx
        .insert(productRatings)
        .values(rows)
        .onConflictDoUpdate({
          target: [productRatings.requestId, productRatings.productId],
          set: {
            rating: sql`excluded.rating`,
            comment: sql`excluded.comment`,
            updatedAt: now,
          },
          setWhere: and(
            sql`(${productRatings.rating}, ${productRatings.comment}) is distinct from (excluded.rating, excluded.comment)`,
          ),
        });
    }
    return { ok: true, page: await loadRatingPage(tx, request, now) };
  });
}
