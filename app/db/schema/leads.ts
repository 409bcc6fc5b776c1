import { type SQLWrapper, sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { HOW_HEARD_OPTIONS, PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { STATUS_DETAIL_LIMITS } from "~/lib/suppliers";
import { users } from "./accounts";
import { ownedByCompany } from "./catalogue";
import { createdAt, oneOf, practiceColumns } from "./columns";
import { requestStatus, subscriberStatus } from "./enums";

// ---------------------------------------------------------------------------
// Leads and the update list
// ---------------------------------------------------------------------------

export interface RequestedProduct {
  productId: string;
  productName: string;
  quantity: string;
}

/**
 * The text the admin search matches (full name, e-mail, practice name), as one expression so a
 * single trigram index serves it. Fields are joined by a newline, which a search box cannot send,
 * so a match never spans two fields. Queries must use this same expression to use the index.
 */
export function sampleRequestSearchText(c: {
  firstName: SQLWrapper;
  lastName: SQLWrapper;
  email: SQLWrapper;
  practiceName: SQLWrapper;
}) {
  return sql`(${c.firstName} || ' ' || ${c.lastName} || chr(10) || ${c.email} || chr(10) || ${c.practiceName})`;
}

export const sampleRequests = pg.pgTable(
  "sample_requests",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    companyId: ownedByCompany(),
    ...practiceColumns(),
    email: pg.varchar({ length: LIMITS.email }).notNull(),
    requestedProducts: pg.jsonb().$type<RequestedProduct[]>().notNull().default([]),
    specificRequests: pg.varchar({ length: LIMITS.longText }),
    comments: pg.varchar({ length: LIMITS.longText }),
    howHeardAbout: pg.varchar({ length: 50 }).notNull(),
    allowMarketing: pg.boolean().notNull().default(false),
    subscribeUpdates: pg.boolean().notNull().default(false),
    agreedToTerms: pg.boolean().notNull(),
    status: requestStatus().notNull().default("pending"),
    requestedAt: createdAt(),
    statusChangedAt: pg.timestamp({ withTimezone: true }),
    statusChangedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    /** The requests one form submission created share this id (their private status links). */
    submissionId: pg.uuid(),
    /**
     * Sent by a signed-in account whose confirmed address is this request's and which has a
     * practice profile (docs/decisions/130): a lead signal, set once when the request is made.
     */
    isReturningProfessional: pg.boolean().notNull().default(false),
  },
  (t) => [
    // (requested_at, id) is the admin list's keyset order: the id makes it total and lets the
    // index deliver pages without sorting.
    pg.index("sample_requests_company_date_idx").on(t.companyId, t.requestedAt.desc(), t.id.desc()),
    pg.index("sample_requests_date_idx").on(t.requestedAt.desc(), t.id.desc()),
    pg.index("sample_requests_status_date_idx").on(t.status, t.requestedAt.desc(), t.id.desc()),
    // A lead's earlier requests from the same practice (lead signals: lead-signals.server.ts),
    // by address and by practice name and ZIP code: each a few rows, not the company's all.
    pg.index("sample_requests_company_email_idx").on(t.companyId, t.email),
    pg
      .index("sample_requests_company_practice_idx")
      .on(t.companyId, sql`lower(btrim(${t.practiceName}))`, sql`left(${t.zipCode}, 5)`),
    // My samples (docs/decisions/129): an account's requests, found by its address.
    pg.index("sample_requests_email_lower_idx").on(sql`lower(${t.email})`),
    pg
      .index("sample_requests_submission_idx")
      .on(t.submissionId)
      .where(sql`${t.submissionId} is not null`),
    pg
      .index("sample_requests_search_trgm_idx")
      .using("gin", sql`${sampleRequestSearchText(t)} gin_trgm_ops`),
    pg.check("sample_requests_terms_agreed", sql`${t.agreedToTerms}`),
    pg.check(
      "sample_requests_practice_type_known",
      sql`${t.practiceType} IN (${oneOf(PRACTICE_TYPES)})`,
    ),
    pg.check(
      "sample_requests_years_known",
      sql`${t.yearsInPractice} IN (${oneOf(YEARS_IN_PRACTICE)})`,
    ),
    pg.check(
      "sample_requests_how_heard_known",
      sql`${t.howHeardAbout} IN (${oneOf(HOW_HEARD_OPTIONS)})`,
    ),
  ],
);

/**
 * How many sample requests have each status, kept exact by triggers on sample_requests (migration
 * 0006: insert, delete and truncate per statement, a status change per row), so the admin page
 * reads its counts without scanning a million rows (docs/decisions/034). Never written by the app.
 */
export const sampleRequestCounts = pg.pgTable(
  "sample_request_counts",
  {
    status: requestStatus().primaryKey(),
    count: pg.bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [pg.check("sample_request_counts_not_negative", sql`${t.count} >= 0`)],
);

/**
 * A status change of a sample request: the timeline on the requester's status page. The request's
 * creation is its first entry (sample_requests.requested_at), so only changes are stored here.
 */
export const sampleRequestStatusChanges = pg.pgTable(
  "sample_request_status_changes",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    requestId: pg
      .uuid()
      .notNull()
      .references(() => sampleRequests.id, { onDelete: "cascade" }),
    status: requestStatus().notNull(),
    changedAt: createdAt(),
    changedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    /** Shipped: how the sample travels (both required since decision 147; older rows may lack them). */
    carrier: pg.varchar({ length: STATUS_DETAIL_LIMITS.carrier }),
    trackingNumber: pg.varchar({ length: STATUS_DETAIL_LIMITS.trackingNumber }),
    /** Rejected: why, in words the requester reads. */
    reason: pg.varchar({ length: STATUS_DETAIL_LIMITS.reason }),
    /** Completed: a note, required when the samples were handed over in person (decision 147). */
    note: pg.varchar({ length: STATUS_DETAIL_LIMITS.note }),
  },
  (t) => [pg.index("sample_request_status_changes_request_idx").on(t.requestId, t.changedAt)],
);

/**
 * Private links to a submission's status page (/requests/{token}; docs/decisions/051). Each e-mail
 * to the requester carries a new random token; only its SHA-256 is stored. A link works while its
 * requests are kept (the retention period), and is purged with them.
 */
export const requestStatusLinks = pg.pgTable(
  "request_status_links",
  {
    tokenHash: pg.varchar({ length: 64 }).primaryKey(),
    submissionId: pg.uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("request_status_links_created_idx").on(t.createdAt)],
);

/**
 * The update list with double opt-in (docs/decisions/052): a new address is pending until the
 * link in its confirmation e-mail is followed; unsubscribing keeps the row, marked unsubscribed.
 */
export const subscribers = pg.pgTable(
  "subscribers",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    email: pg.varchar({ length: LIMITS.email }).notNull(),
    subscribedAt: createdAt(),
    status: subscriberStatus().notNull().default("pending"),
    /** SHA-256 (hex) of the pending confirmation link's token. */
    confirmTokenHash: pg.varchar({ length: 64 }),
    confirmationSentAt: pg.timestamp({ withTimezone: true }),
    confirmedAt: pg.timestamp({ withTimezone: true }),
    unsubscribedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex("subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    pg
      .uniqueIndex("subscribers_confirm_token_idx")
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
  ],
);
