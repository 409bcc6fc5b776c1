import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { RATING_COMMENT_LENGTH } from "~/lib/product-facts";
import { users } from "./accounts";
import { ownedByCompany, products } from "./catalogue";
import { cascadingReference, createdAt, updatedAt } from "./columns";
import { documentKind } from "./enums";
import { sampleRequests } from "./leads";
import { uploads } from "./operations";

// ---------------------------------------------------------------------------
// Clinical trust: product documents and ratings (issue 14)
// ---------------------------------------------------------------------------

/** A product's Safety Data Sheet or Instructions for Use: a PDF in `uploads`, one per kind. */
export const productDocuments = pg.pgTable(
  "product_documents",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    productId: cascadingReference(() => products.id),
    kind: documentKind().notNull(),
    uploadId: pg
      .uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex("product_documents_product_kind_idx").on(t.productId, t.kind)],
);

/**
 * How a sampled product performed, from the requester after completion: one per request and
 * product, editable for a while, hidden (not deleted) by an operator when abusive.
 */
export const productRatings = pg.pgTable(
  "product_ratings",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    requestId: pg
      .uuid()
      .notNull()
      .references(() => sampleRequests.id, { onDelete: "cascade" }),
    productId: cascadingReference(() => products.id),
    companyId: ownedByCompany(),
    rating: pg.integer().notNull(),
    comment: pg.varchar({ length: RATING_COMMENT_LENGTH }).notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    hiddenAt: pg.timestamp({ withTimezone: true }),
    hiddenBy: pg.text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    pg.uniqueIndex("product_ratings_request_product_idx").on(t.requestId, t.productId),
    pg.index("product_ratings_product_idx").on(t.productId).where(sql`${t.hiddenAt} is null`),
    pg.index("product_ratings_company_idx").on(t.companyId, t.createdAt.desc()),
    pg.check("product_ratings_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The private link in the follow-up e-mail after a completed request (/rate/{token}): one per
 * request, only the token's SHA-256 stored, purged with the request.
 */
export const ratingLinks = pg.pgTable("rating_links", {
  tokenHash: pg.varchar({ length: 64 }).primaryKey(),
  requestId: pg
    .uuid()
    .notNull()
    .unique()
    .references(() => sampleRequests.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
