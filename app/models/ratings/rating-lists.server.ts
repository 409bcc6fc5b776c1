/**
 * Ratings as others read them (docs/decisions/092): the public averages on the company page, the
 * supplier's view in the workspace, and the operators' list, where a rating is hidden (or shown
 * again) with an audit entry. A hidden rating keeps its row but counts nowhere: not in any
 * average, and its comment is shown to nobody but the operators.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, productRatings, products } from "~/db/schema";
import { type Cursor, cursorFromUrl, defineKeyset } from "~/lib/page-cursor.server";
import { MIN_PUBLIC_RATINGS, WORKSPACE_RATINGS_LIMIT } from "~/lib/ratings";
import { isUuid } from "~/lib/uuid";
import { publicProduct } from "~/models/catalogue/visibility.server";
import { recordAudit } from "~/models/operations/audit-log.server";

export interface RatingSummary {
  productId: string;
  productName: string;
  average: number;
  count: number;
}

const visible = isNull(productRatings.hiddenAt);
const isHidden = sql<boolean>`${productRatings.hiddenAt} is not null`;

/**
 * Per product of the company: the average of its visible ratings and their count, for products
 * with at least `minimum` of them (and, for the public, only products the page lists).
 */
function summaries(db: Database, companyId: string, minimum: number, isPublic: boolean) {
  return db
    .select({
      productId: productRatings.productId,
      productName: products.name,
      average: sql<number>`avg(${productRatings.rating})::float8`,
      count: count(),
    })
    .from(productRatings)
    .innerJoin(products, eq(products.id, productRatings.productId))
    .where(
      and(eq(productRatings.companyId, companyId), visible, isPublic ? publicProduct() : undefined),
    )
    .groupBy(productRatings.productId, products.name, products.position)
    .having(sql`count(*) >= ${minimum}`)
    .orderBy(products.position, products.name);
}

/**
 * One row, `average` and `count`, of the visible ratings of a product (an id column): the search
 * results show the average from MIN_PUBLIC_RATINGS of them (product_ratings_product_idx).
 */
export function visibleRatingsOf(productId: SQL): SQL {
  return sql`SELECT avg(pr.rating)::float8 AS average, count(*)::int AS count
    FROM product_ratings pr WHERE pr.product_id = ${productId} AND pr.hidden_at IS NULL`;
}

/** The company page: its available products with at least MIN_PUBLIC_RATINGS visible ratings. */
export function listPublicRatingSummaries(
  db: Database,
  companyId: string,
): Promise<RatingSummary[]> {
  return summaries(db, companyId, MIN_PUBLIC_RATINGS, true);
}

export interface ListedRating {
  id: string;
  productName: string;
  rating: number;
  /** Empty when there is none; the supplier gets "" for a hidden one (see isHidden). */
  comment: string;
  isHidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What both lists read of a rating (joined with its product), newest first. */
const listedColumns = {
  id: productRatings.id,
  productName: products.name,
  rating: productRatings.rating,
  comment: productRatings.comment,
  isHidden,
  createdAt: productRatings.createdAt,
  updatedAt: productRatings.updatedAt,
};
const newestFirst = [desc(productRatings.createdAt), desc(productRatings.id)];

/** The supplier's workspace: every product's visible average, and the newest ratings. */
export async function listCompanyRatings(db: Database, companyId: string) {
  const [perProduct, recent] = await Promise.all([
    summaries(db, companyId, 1, false),
    db
      .select(listedColumns)
      .from(productRatings)
      .innerJoin(products, eq(products.id, productRatings.productId))
      .where(eq(productRatings.companyId, companyId))
      .orderBy(...newestFirst)
      .limit(WORKSPACE_RATINGS_LIMIT),
  ]);
  return {
    perProduct,
    // An operator hid it: the supplier learns that, not what it said.
    recent: recent.map((r) => (r.isHidden ? { ...r, comment: "" } : r)) satisfies ListedRating[],
  };
}

export const ADMIN_RATINGS_PAGE_SIZE = 50;

/** The operators' list newest first: (created_at, id). */
const ratingsKeyset = defineKeyset({
  at: productRatings.createdAt,
  id: productRatings.id,
  idShape: "uuid",
});

/** The operators' list's cursor (`?before=`): null on the first page; 400 when not ours. */
export function ratingCursorFromUrl(url: URL): Cursor | null {
  return cursorFromUrl(url, "before", ratingsKeyset);
}

/** The operators' list: every rating, newest first, with its company and product. */
export async function listRecentRatings(db: Database, before: Cursor | null) {
  const rows = await db
    .select({ ...listedColumns, companyName: companies.name, ...ratingsKeyset.columns })
    .from(productRatings)
    .innerJoin(products, eq(products.id, productRatings.productId))
    .innerJoin(companies, eq(companies.id, productRatings.companyId))
    .where(and(...ratingsKeyset.after(before)))
    .orderBy(...ratingsKeyset.order)
    .limit(ADMIN_RATINGS_PAGE_SIZE + 1);
  const page = ratingsKeyset.page(rows, ADMIN_RATINGS_PAGE_SIZE);
  return { ratings: page.rows, nextBefore: page.next };
}

export type HideResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" };

/**
 * Hides a rating (an abusive comment) or shows it again, with its audit entry in the same
 * transaction. The entry names the product, never the comment or the requester.
 */
export async function setRatingHidden(
  db: Database,
  ratingId: string,
  hidden: boolean,
  actorId: string,
): Promise<HideResult> {
  if (!isUuid(ratingId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(productRatings)
      .set(
        hidden ? { hiddenAt: sql`now()`, hiddenBy: actorId } : { hiddenAt: null, hiddenBy: null },
      )
      .where(
        and(
          eq(productRatings.id, ratingId),
          hidden ? isNull(productRatings.hiddenAt) : isNotNull(productRatings.hiddenAt),
        ),
      )
      .returning({ productId: productRatings.productId, companyId: productRatings.companyId });
    if (!changed) {
      const [exists] = await tx
        .select({ id: productRatings.id })
        .from(productRatings)
        .where(eq(productRatings.id, ratingId));
      return exists ? { ok: true, changed: false } : { ok: false, reason: "not-found" };
    }
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, changed.productId));
    await recordAudit(tx, {
      actorId,
      action: hidden ? "rating.hidden" : "rating.unhidden",
      entityType: "product_rating",
      entityId: ratingId,
      entityLabel: product?.name ?? "",
      companyId: changed.companyId,
      changes: { hidden: { from: !hidden, to: hidden } },
    });
    return { ok: true, changed: true };
  });
}
