import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { CATEGORIES } from "~/lib/catalogue";
import type { DigestContent } from "~/lib/digest";
import { LIMITS } from "~/lib/limits";
import { users } from "./accounts";
import { products } from "./catalogue";
import { cascadingReference, createdAt, oneOf } from "./columns";
import { outboxMessages } from "./operations";

// ---------------------------------------------------------------------------
// The weekly digest and professionals' alerts (docs/decisions/169, 170)
// ---------------------------------------------------------------------------

/**
 * One run of the digest and the alerts: what was new between `since` and `until` (the previous
 * run's `until`), fixed when the run starts (`content`), and who started it. At most one run is
 * unfinished at a time: a run killed half-way is resumed, never started twice.
 */
export const digestRuns = pg.pgTable(
  "digest_runs",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    startedAt: createdAt(),
    finishedAt: pg.timestamp({ withTimezone: true }),
    since: pg.timestamp({ withTimezone: true }).notNull(),
    until: pg.timestamp({ withTimezone: true }).notNull(),
    /** The operator who pressed "Send digest now" (no foreign key: the log outlives them); null: the schedule. */
    startedBy: pg.text(),
    /** The digest's products and companies, as every recipient of this run gets them. */
    content: pg.jsonb().$type<DigestContent>().notNull(),
  },
  (t) => [
    pg.index("digest_runs_started_idx").on(t.startedAt.desc()),
    pg
      .uniqueIndex("digest_runs_one_unfinished_idx")
      .on(sql`(${t.finishedAt} IS NULL)`)
      .where(sql`${t.finishedAt} IS NULL`),
  ],
);

/**
 * Who a run mailed, one row per (run, kind, recipient), written in the transaction that queues
 * the message: the key that makes a resumed run skip everyone already mailed. `recipientId` is a
 * subscriber's id (digest) or a user's id (alerts); no address is kept here.
 */
export const digestDeliveries = pg.pgTable(
  "digest_deliveries",
  {
    runId: pg
      .uuid()
      .notNull()
      .references(() => digestRuns.id, { onDelete: "cascade" }),
    kind: pg.varchar({ length: 10 }).notNull(),
    recipientId: pg.text().notNull(),
    messageId: pg.uuid().references(() => outboxMessages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.runId, t.kind, t.recipientId] }),
    pg.index("digest_deliveries_recipient_idx").on(t.kind, t.recipientId, t.createdAt.desc()),
    pg.index("digest_deliveries_message_idx").on(t.messageId),
    pg.check("digest_deliveries_kind_known", sql`${t.kind} IN ('digest', 'alerts')`),
  ],
);

/** A professional's alert: new products of a category, with words, or both (at most ALERTS_MAX each). */
export const alerts = pg.pgTable(
  "alerts",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    userId: cascadingReference(() => users.id),
    /** null: any category. */
    category: pg.varchar({ length: 50 }),
    /** null: any words; else matched as the search matches (docs/decisions/170). */
    words: pg.varchar({ length: LIMITS.searchQuery }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("alerts_user_idx").on(t.userId, t.createdAt),
    pg.check("alerts_category_known", sql`${t.category} IN (${oneOf(CATEGORIES)})`),
    pg.check("alerts_not_empty", sql`${t.category} IS NOT NULL OR ${t.words} IS NOT NULL`),
  ],
);

/** Each product a professional was alerted about: never named to them again. */
export const alertNotices = pg.pgTable(
  "alert_notices",
  {
    userId: cascadingReference(() => users.id),
    productId: cascadingReference(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * Addresses that refused mail permanently (an SMTP 5xx to RCPT TO), lower-cased: no digest or
 * alert is queued for them or sent to them again.
 */
export const suppressedAddresses = pg.pgTable("suppressed_addresses", {
  email: pg.varchar({ length: LIMITS.email }).primaryKey(),
  /** The refusal as describeSendError wrote it (class and SMTP code, never the reply text). */
  reason: pg.varchar({ length: 200 }).notNull(),
  createdAt: createdAt(),
});
