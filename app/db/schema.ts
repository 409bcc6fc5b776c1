/**
 * The one database schema (PostgreSQL dialect) for PGlite and PostgreSQL 15+.
 * Column names are snake_case in SQL (drizzle `casing: "snake_case"`), camelCase in TypeScript.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { BILLING_INTERVALS, BILLING_STATUSES } from "~/lib/billing";
import {
  CATEGORIES,
  HOW_HEARD_OPTIONS,
  PLAN_TYPES,
  PRACTICE_TYPES,
  REQUEST_STATUSES,
  SUBSCRIBER_STATUSES,
  YEARS_IN_PRACTICE,
} from "~/lib/catalogue";
import { CATALOGUE_KEY_LENGTH } from "~/lib/catalogue-keys";
import { LIMITS } from "~/lib/limits";
import { OUTBOX_STATUSES } from "~/lib/outbox-status";
import { DOCUMENT_KINDS, PRODUCT_FACT_LENGTH, RATING_COMMENT_LENGTH } from "~/lib/product-facts";
import {
  CLAIM_STATUSES,
  COMPANY_ROLES,
  INVITATION_SOURCES,
  STATUS_DETAIL_LIMITS,
} from "~/lib/suppliers";

export const requestStatus = pgEnum("request_status", REQUEST_STATUSES);
export const reviewStatus = pgEnum("review_status", ["pending", "approved", "rejected"]);
export const planType = pgEnum("plan_type", PLAN_TYPES);
export const subscriberStatus = pgEnum("subscriber_status", SUBSCRIBER_STATUSES);
export const outboxStatus = pgEnum("outbox_status", OUTBOX_STATUSES);
export const claimStatus = pgEnum("claim_status", CLAIM_STATUSES);
export const companyRole = pgEnum("company_role", COMPANY_ROLES);
export const invitationSource = pgEnum("invitation_source", INVITATION_SOURCES);
export const documentKind = pgEnum("document_kind", DOCUMENT_KINDS);
export const billingStatus = pgEnum("billing_status", BILLING_STATUSES);
export const billingInterval = pgEnum("billing_interval", BILLING_INTERVALS);

/** Binary data (uploads): a Buffer in Node, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** SQL `IN (...)` list of string literals, for CHECK constraints over a closed set of options. */
function oneOf(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
}

// ---------------------------------------------------------------------------
// Accounts (the user profile doubles as better-auth's user table)
// ---------------------------------------------------------------------------

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    email: varchar({ length: LIMITS.email }).notNull(),
    emailVerified: boolean().notNull().default(false),
    displayName: varchar({ length: LIMITS.name }).notNull().default(""),
    photoUrl: text(),
    isAdmin: boolean().notNull().default(false),
    /** Set by an operator: the user cannot sign in and their sessions are ended. */
    disabledAt: timestamp({ withTimezone: true }),
    /** Extra fields given at signup, kept as a small JSON object. */
    signupFields: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * The undo link e-mailed to the old address after an e-mail change (docs/decisions/149): only
 * the token's SHA-256 stored, single-use, valid 7 days; it puts `oldEmail` back (confirmed) and
 * ends every session. Deleted with the user.
 */
export const emailChangeUndos = pgTable(
  "email_change_undos",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: varchar({ length: 64 }).notNull().unique("email_change_undos_token_hash_unique"),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldEmail: varchar({ length: LIMITS.email }).notNull(),
    newEmail: varchar({ length: LIMITS.email }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("email_change_undos_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Rate-limit counters live in the database so every app instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------

/**
 * Stored search text (docs/decisions/010-search-in-sql.md): the searched fields lower-cased and
 * joined by chr(1). normalizeQuery removes control characters from queries, so a match can never
 * span two fields. (catalogue_search_text joins list elements with a newline, also a control
 * character.) A chr(1) inside a field becomes chr(2), so `split_part(text, chr(1), k)` is
 * exactly field k lower-cased: the search scores fields from it instead of calling lower()
 * again. Generated STORED columns: PostgreSQL keeps them current on every write.
 */
function searchText(...fields: SQL[]): SQL {
  const parts = fields.map((field) => sql`translate(${field}, chr(1), chr(2))`);
  return sql`lower(${sql.join(parts, sql` || chr(1) || `)})`;
}

export const companies = pgTable(
  "companies",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    name: varchar({ length: LIMITS.companyName }).notNull(),
    brandName: varchar({ length: LIMITS.companyName }),
    description: text().notNull().default(""),
    shortDescription: varchar({ length: LIMITS.shortDescription }).notNull().default(""),
    logo: text(),
    website: text(),
    verified: boolean().notNull().default(false),
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    treatmentTypes: text().array().notNull().default(sql`'{}'::text[]`),
    samplesAvailable: boolean().notNull().default(true),
    responseTime: varchar({ length: 100 }),
    featured: boolean().notNull().default(false),
    sponsored: boolean().notNull().default(false),
    /**
     * The operators' lead address: where leads go while nobody owns the company; unset:
     * LEADS_FALLBACK_EMAIL. An owned company's leads go where its team says (docs/decisions/145,
     * app/models/leads/lead-recipients.server.ts).
     */
    leadEmail: varchar({ length: LIMITS.email }),
    /** The plan chosen at registration, and when its free first month ends (no payments yet). */
    plan: planType(),
    trialEndsAt: timestamp({ withTimezone: true }),
    /**
     * Billing (docs/decisions/134, 135; app/models/billing): null without a plan. Read with the
     * dates through app/lib/billing.ts: a status whose time ran out counts as lapsed.
     */
    billingStatus: billingStatus(),
    billingInterval: billingInterval().notNull().default("month"),
    /** The end of the time paid for (an invoice, or Stripe's current period). */
    paidUntil: timestamp({ withTimezone: true }),
    /** When a payment first failed; the plan lapses GRACE_DAYS later unless paid. */
    pastDueSince: timestamp({ withTimezone: true }),
    stripeCustomerId: varchar({ length: 255 }),
    stripeSubscriptionId: varchar({ length: 255 }),
    /** The catalogue import's stable key for this company. */
    externalKey: varchar({ length: CATALOGUE_KEY_LENGTH }),
    /**
     * When the page went public; null: a draft, seen by its team and admins only (an approved
     * registration starts so, docs/decisions/117). Every public query asks publicCompany().
     */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Everything the search matches, lower-cased (searchText below). */
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        searchText(
          sql`${companies.name}`,
          sql`coalesce(${companies.brandName}, '')`,
          sql`${companies.description}`,
          sql`catalogue_search_text(${companies.categories})`,
          sql`catalogue_search_text(${companies.treatmentTypes})`,
        ),
    ),
    /** Name and brand, lower-cased: what a product's company is matched on. */
    nameSearchText: text().generatedAlwaysAs(
      (): SQL => searchText(sql`${companies.name}`, sql`coalesce(${companies.brandName}, '')`),
    ),
  },
  (t) => [
    index("companies_name_idx").on(t.name),
    uniqueIndex("companies_external_key_idx")
      .on(t.externalKey)
      .where(sql`${t.externalKey} is not null`),
    index("companies_categories_idx").using("gin", t.categories),
    index("companies_featured_idx").on(t.name).where(sql`${t.featured}`),
    index("companies_sponsored_idx").on(t.name).where(sql`${t.sponsored}`),
    index("companies_plan_idx").on(t.plan).where(sql`${t.plan} is not null`),
    uniqueIndex("companies_stripe_customer_idx")
      .on(t.stripeCustomerId)
      .where(sql`${t.stripeCustomerId} is not null`),
    uniqueIndex("companies_stripe_subscription_idx")
      .on(t.stripeSubscriptionId)
      .where(sql`${t.stripeSubscriptionId} is not null`),
    // Search (app/models/catalogue/search.server.ts): one trigram index per stored search text.
    index("companies_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("companies_name_search_text_trgm_idx").using(
      "gin",
      sql`${t.nameSearchText} gin_trgm_ops`,
    ),
    // Queries without a trigram (symbols, two letters): docs/decisions/083-search-speed.md.
    index("companies_search_shape_trgm_idx").using(
      "gin",
      sql`catalogue_search_shape(${t.searchText}) gin_trgm_ops`,
    ),
    check(
      "companies_description_length",
      sql`char_length(${t.description}) <= ${sql.raw(String(LIMITS.description))}`,
    ),
    check(
      "companies_categories_known",
      sql`${t.categories} <@ ARRAY[${oneOf(CATEGORIES)}]::text[]`,
    ),
  ],
);

export const products = pgTable(
  "products",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: varchar({ length: LIMITS.productName }).notNull(),
    description: text().notNull().default(""),
    category: varchar({ length: 50 }).notNull(),
    treatmentType: varchar({ length: 100 }).notNull().default(""),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    sampleType: varchar({ length: 100 }).notNull().default(""),
    quantity: varchar({ length: 100 }).notNull().default(""),
    availability: boolean().notNull().default(true),
    /**
     * Beyond the plan's product limit (a lapsed or Basic plan, docs/decisions/135): kept, hidden
     * from the public until paid. Set only by app/models/billing/product-limit.server.ts.
     */
    planHidden: boolean().notNull().default(false),
    /** Shown to the public: available and within the plan (every public query asks this). */
    listed: boolean().generatedAlwaysAs(
      (): SQL => sql`${products.availability} AND NOT ${products.planHidden}`,
    ),
    /** The supplier's order of products on the company page (then by name). */
    position: integer().notNull().default(0),
    /** The catalogue import's stable key for this product. */
    externalKey: varchar({ length: CATALOGUE_KEY_LENGTH }),
    // Regulatory and handling facts (all optional; null means the supplier has not said).
    /** FDA 510(k) clearance number: K and 6 digits. */
    fda510k: varchar({ length: 7 }),
    ceMarked: boolean(),
    latexFree: boolean(),
    containsFluoride: boolean(),
    shelfLife: varchar({ length: PRODUCT_FACT_LENGTH }),
    storageTemperature: varchar({ length: PRODUCT_FACT_LENGTH }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Everything the search matches in the product itself, lower-cased (searchText below). */
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        searchText(
          sql`${products.name}`,
          sql`${products.description}`,
          sql`${products.category}`,
          sql`${products.treatmentType}`,
        ),
    ),
    /** The name, lower-cased. */
    nameSearchText: text().generatedAlwaysAs((): SQL => sql`lower(${products.name})`),
  },
  (t) => [
    index("products_company_available_idx").on(t.companyId, t.availability),
    index("products_company_listed_idx").on(t.companyId, t.listed),
    uniqueIndex("products_external_key_idx")
      .on(t.externalKey)
      .where(sql`${t.externalKey} is not null`),
    index("products_latex_free_idx").on(t.companyId).where(sql`${t.latexFree}`),
    check("products_fda_510k_format", sql`${t.fda510k} ~ '^K[0-9]{6}$'`),
    // Search (app/models/catalogue/search.server.ts): one trigram index per stored search text.
    index("products_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("products_name_search_text_trgm_idx").using("gin", sql`${t.nameSearchText} gin_trgm_ops`),
    // Queries without a trigram (symbols, two letters): docs/decisions/083-search-speed.md.
    index("products_search_shape_trgm_idx").using(
      "gin",
      sql`catalogue_search_shape(${t.searchText}) gin_trgm_ops`,
    ),
    check("products_category_known", sql`${t.category} IN (${oneOf(CATEGORIES)})`),
    check(
      "products_description_length",
      sql`char_length(${t.description}) <= ${sql.raw(String(LIMITS.description))}`,
    ),
  ],
);

/**
 * The distinct words (catalogue_words: 4 to 30 letters or digits, lower-cased) of every company's
 * name, brand and categories and every product's name and category, each with how many times the
 * catalogue holds it. Kept exact by triggers on companies and products (migration 0018), in the
 * writing transaction, so every app instance reads the same; spelling correction and the 'No
 * results found' suggestions look words up here (docs/decisions/121). Never written by the app.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text().primaryKey(),
    uses: integer().notNull(),
  },
  (t) => [
    // Written in place (no pending list): a few words per catalogue change, read by every miss.
    index("search_words_word_trgm_idx")
      .using("gin", sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

// ---------------------------------------------------------------------------
// Leads and forms
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

/**
 * Who asks and where to ship: the request form's contact, practice and address columns, shared by
 * sample_requests and practice_profiles (docs/decisions/126).
 */
function practiceColumns() {
  return {
    firstName: varchar({ length: LIMITS.name }).notNull(),
    lastName: varchar({ length: LIMITS.name }).notNull(),
    phone: varchar({ length: LIMITS.phone }).notNull(),
    licenseNumber: varchar({ length: LIMITS.licenseNumber }),
    /** US National Provider Identifier, 10 digits with a valid check digit when given. */
    npi: varchar({ length: 10 }),
    practiceName: varchar({ length: LIMITS.practiceName }).notNull(),
    practiceType: varchar({ length: 50 }).notNull(),
    yearsInPractice: varchar({ length: 20 }).notNull(),
    street: varchar({ length: LIMITS.street }).notNull(),
    city: varchar({ length: LIMITS.city }).notNull(),
    state: varchar({ length: LIMITS.state }).notNull(),
    zipCode: varchar({ length: LIMITS.zipCode }).notNull(),
  };
}

export const sampleRequests = pgTable(
  "sample_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ...practiceColumns(),
    email: varchar({ length: LIMITS.email }).notNull(),
    requestedProducts: jsonb().$type<RequestedProduct[]>().notNull().default([]),
    specificRequests: varchar({ length: LIMITS.longText }),
    comments: varchar({ length: LIMITS.longText }),
    howHeardAbout: varchar({ length: 50 }).notNull(),
    allowMarketing: boolean().notNull().default(false),
    subscribeUpdates: boolean().notNull().default(false),
    agreedToTerms: boolean().notNull(),
    status: requestStatus().notNull().default("pending"),
    requestedAt: createdAt(),
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** The requests one form submission created share this id (their private status links). */
    submissionId: uuid(),
    /**
     * Sent by a signed-in account whose confirmed address is this request's and which has a
     * practice profile (docs/decisions/130): a lead signal, set once when the request is made.
     */
    isReturningProfessional: boolean().notNull().default(false),
  },
  (t) => [
    // (requested_at, id) is the admin list's keyset order: the id makes it total and lets the
    // index deliver pages without sorting.
    index("sample_requests_company_date_idx").on(t.companyId, t.requestedAt.desc(), t.id.desc()),
    index("sample_requests_date_idx").on(t.requestedAt.desc(), t.id.desc()),
    index("sample_requests_status_date_idx").on(t.status, t.requestedAt.desc(), t.id.desc()),
    // My samples (docs/decisions/129): an account's requests, found by its address.
    index("sample_requests_email_lower_idx").on(sql`lower(${t.email})`),
    index("sample_requests_submission_idx")
      .on(t.submissionId)
      .where(sql`${t.submissionId} is not null`),
    index("sample_requests_search_trgm_idx").using(
      "gin",
      sql`${sampleRequestSearchText(t)} gin_trgm_ops`,
    ),
    check("sample_requests_terms_agreed", sql`${t.agreedToTerms}`),
    check(
      "sample_requests_practice_type_known",
      sql`${t.practiceType} IN (${oneOf(PRACTICE_TYPES)})`,
    ),
    check(
      "sample_requests_years_known",
      sql`${t.yearsInPractice} IN (${oneOf(YEARS_IN_PRACTICE)})`,
    ),
    check(
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
export const sampleRequestCounts = pgTable(
  "sample_request_counts",
  {
    status: requestStatus().primaryKey(),
    count: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [check("sample_request_counts_not_negative", sql`${t.count} >= 0`)],
);

/**
 * A status change of a sample request: the timeline on the requester's status page. The request's
 * creation is its first entry (sample_requests.requested_at), so only changes are stored here.
 */
export const sampleRequestStatusChanges = pgTable(
  "sample_request_status_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => sampleRequests.id, { onDelete: "cascade" }),
    status: requestStatus().notNull(),
    changedAt: createdAt(),
    changedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** Shipped: how the sample travels (both required since decision 147; older rows may lack them). */
    carrier: varchar({ length: STATUS_DETAIL_LIMITS.carrier }),
    trackingNumber: varchar({ length: STATUS_DETAIL_LIMITS.trackingNumber }),
    /** Rejected: why, in words the requester reads. */
    reason: varchar({ length: STATUS_DETAIL_LIMITS.reason }),
    /** Completed: a note, required when the samples were handed over in person (decision 147). */
    note: varchar({ length: STATUS_DETAIL_LIMITS.note }),
  },
  (t) => [index("sample_request_status_changes_request_idx").on(t.requestId, t.changedAt)],
);

/**
 * Private links to a submission's status page (/requests/{token}; docs/decisions/051). Each e-mail
 * to the requester carries a new random token; only its SHA-256 is stored. A link works while its
 * requests are kept (the retention period), and is purged with them.
 */
export const requestStatusLinks = pgTable(
  "request_status_links",
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    submissionId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("request_status_links_created_idx").on(t.createdAt)],
);

/**
 * The update list with double opt-in (docs/decisions/052): a new address is pending until the
 * link in its confirmation e-mail is followed; unsubscribing keeps the row, marked unsubscribed.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: LIMITS.email }).notNull(),
    subscribedAt: createdAt(),
    status: subscriberStatus().notNull().default("pending"),
    /** SHA-256 (hex) of the pending confirmation link's token. */
    confirmTokenHash: varchar({ length: 64 }),
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("subscribers_confirm_token_idx")
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
  ],
);

export const claimRequests = pgTable(
  "claim_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text().references(() => companies.id, { onDelete: "set null" }),
    companyName: varchar({ length: LIMITS.companyName }).notNull(),
    contactName: varchar({ length: LIMITS.name }).notNull(),
    email: varchar({ length: LIMITS.email }).notNull(),
    phone: varchar({ length: LIMITS.phone }),
    jobTitle: varchar({ length: LIMITS.jobTitle }).notNull(),
    website: varchar({ length: LIMITS.url }),
    message: varchar({ length: LIMITS.longText }),
    submittedAt: createdAt(),
    status: claimStatus().notNull().default("pending"),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** The operators' own notes (never sent). */
    notes: text().notNull().default(""),
    /** What the last decision told the claimant: the rejection reason or the question asked. */
    decisionMessage: varchar({ length: LIMITS.longText }),
  },
  (t) => [
    index("claim_requests_submitted_idx").on(t.submittedAt.desc()),
    index("claim_requests_status_idx").on(t.status, t.submittedAt.desc()),
    // One approved claim per company (product-decisions: a later claim is a dispute).
    uniqueIndex("claim_requests_one_approved_idx")
      .on(t.companyId)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const supplierRegistrations = pgTable(
  "supplier_registrations",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyName: varchar({ length: LIMITS.companyName }).notNull(),
    contactName: varchar({ length: LIMITS.name }).notNull(),
    email: varchar({ length: LIMITS.email }).notNull(),
    phone: varchar({ length: LIMITS.phone }).notNull(),
    website: varchar({ length: LIMITS.url }),
    planType: planType().notNull(),
    message: varchar({ length: LIMITS.longText }),
    submittedAt: createdAt(),
    status: reviewStatus().notNull().default("pending"),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    notes: text().notNull().default(""),
    /** What the decision told the registrant (the rejection reason). */
    decisionMessage: varchar({ length: LIMITS.longText }),
    /** The company an approval created or matched. */
    companyId: text().references(() => companies.id, { onDelete: "set null" }),
  },
  (t) => [index("supplier_registrations_submitted_idx").on(t.submittedAt.desc())],
);

/** A professional's saved products (docs/decisions/127): their list to request from later. */
export const savedProducts = pgTable(
  "saved_products",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // A product's deletion cascades here.
    index("saved_products_product_idx").on(t.productId),
  ],
);

// ---------------------------------------------------------------------------
// Suppliers: members, invitations, uploads (docs/decisions/060, 061)
// ---------------------------------------------------------------------------

/** Who works a company's page and leads. A user may belong to several companies. */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: companyRole().notNull(),
    /** Who let them in: the operator who approved the claim or registration, or the inviting owner. */
    approvedBy: text().references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * "Send me new leads": null follows the role (owners yes, members no); true or false is the
     * member's own choice (docs/decisions/145).
     */
    receivesLeads: boolean(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index("company_members_user_idx").on(t.userId),
    index("company_members_owners_idx").on(t.companyId).where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An address asked to join a company. The first signed-in session with that address, confirmed,
 * turns it into a membership (app/models/suppliers/membership.server.ts). Pending invitations are unique per
 * company and address.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: varchar({ length: LIMITS.email }).notNull(),
    role: companyRole().notNull(),
    source: invitationSource().notNull(),
    invitedBy: text().references(() => users.id, { onDelete: "set null" }),
    claimRequestId: uuid().references(() => claimRequests.id, { onDelete: "set null" }),
    registrationId: uuid().references(() => supplierRegistrations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: text().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("company_invitations_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    uniqueIndex("company_invitations_open_idx")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * "Send new leads to": addresses an owner added for the company's leads (at most
 * LEAD_ADDRESSES_MAX). Each receives leads only once the link mailed to it was followed
 * (confirmedAt); only the link token's hash is kept (docs/decisions/145).
 */
export const companyLeadAddresses = pgTable(
  "company_lead_addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: varchar({ length: LIMITS.email }).notNull(),
    confirmTokenHash: text(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    addedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_lead_addresses_company_email_idx").on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex("company_lead_addresses_token_idx")
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
  ],
);

/**
 * Files suppliers upload (logos, product images), in the database so every app instance serves
 * them (docs/decisions/061). Content never changes: a new file is a new row, served from
 * /uploads/{id}.{ext} with immutable caching.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    contentType: varchar({ length: 50 }).notNull(),
    byteSize: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    bytes: bytea().notNull(),
    companyId: text().references(() => companies.id, { onDelete: "cascade" }),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_company_idx").on(t.companyId)],
);

/** First-party analytics events: event name and content, never personal data. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: varchar({ length: 50 }).notNull(),
    companyId: text().references(() => companies.id, { onDelete: "cascade" }),
    contentType: varchar({ length: 50 }),
    contentId: varchar({ length: 200 }),
    path: varchar({ length: 500 }),
    occurredAt: createdAt(),
  },
  (t) => [index("analytics_events_company_idx").on(t.companyId, t.occurredAt.desc())],
);

/**
 * One row per accepted submission of a public form (docs/decisions/045): keyed by the form's name
 * and the idempotency key rendered into the form, written in the same transaction as the rows the
 * submission creates, holding the answer the visitor saw, so a retry returns that answer instead
 * of storing again. `fingerprint` (a hash, never the e-mail itself) finds duplicates within a
 * window. No personal data: `response` holds only what the confirmation shows.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    form: varchar({ length: 40 }).notNull(),
    key: varchar({ length: 64 }).notNull(),
    fingerprint: varchar({ length: 64 }),
    /** The answer the visitor saw; null only inside the transaction that creates the row. */
    response: jsonb().$type<Record<string, unknown>>(),
    isDuplicate: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.form, t.key] }),
    index("form_submissions_fingerprint_idx")
      .on(t.form, t.fingerprint, t.createdAt.desc())
      .where(sql`${t.fingerprint} is not null`),
    index("form_submissions_created_idx").on(t.createdAt),
  ],
);

/**
 * Every e-mail the site sends, rendered when the change that causes it commits, in the same
 * transaction as that change and as the pg-boss job that delivers it (docs/decisions/050).
 * Holds personal data (recipient, body): purged with the retention periods, never logged.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Which message this is (app/mail/messages), for the Outbox page and tests. */
    kind: varchar({ length: 40 }).notNull(),
    recipient: varchar({ length: LIMITS.email }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** Extra headers, e.g. List-Unsubscribe for marketing mail. */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Tries, delays and when to give up are pg-boss's, on the message's job (decision 106). */
    status: outboxStatus().notNull().default("queued"),
    /** Why the last try failed: an error class and SMTP code, never an address. */
    lastError: varchar({ length: 500 }),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * The tokens of its secret links, which the stored parts hold only as `[redacted-N]` marks
     * (decision 107): kept until the message is sent or given up, then dropped.
     */
    secrets: jsonb().$type<string[]>(),
    /** The record its secret links open (a submission, request, subscriber or user id). */
    secretsFor: text(),
  },
  (t) => [
    index("outbox_messages_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("outbox_messages_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------
// Operator console: audit log and settings (issue 11)
// ---------------------------------------------------------------------------

/** One edited field: its value before and after the change. */
export interface AuditFieldChange {
  from: unknown;
  to: unknown;
}

/**
 * Every admin and supplier change (app/models/operations/audit-log.server.ts): who, what, when, and for edited
 * fields their value before and after. Append-only: a trigger (migration 0011) refuses UPDATE and
 * DELETE. Never holds passwords, tokens or file bytes. `actorId` has no foreign key, so deleting
 * a user leaves their entries readable.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    actorId: text(),
    /** What happened, e.g. `company.updated` (app/lib/audit-actions.ts). */
    action: varchar({ length: 60 }).notNull(),
    entityType: varchar({ length: 40 }).notNull(),
    entityId: text().notNull(),
    /** The entity's name when the change was made, so the log reads well after a deletion. */
    entityLabel: varchar({ length: 300 }).notNull().default(""),
    /** The company the change concerns, when there is one (filtering; no foreign key). */
    companyId: text(),
    changes: jsonb().$type<Record<string, AuditFieldChange>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_company_idx").on(t.companyId, t.at.desc()),
  ],
);

/** Settings operators change from the console, one JSON value per key (e.g. `fair_use`). */
export const appSettings = pgTable("app_settings", {
  key: varchar({ length: 60 }).primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: text().references(() => users.id, { onDelete: "set null" }),
});

/**
 * A catalogue CSV an admin checked (the dry run) and may apply (app/models/catalogue/catalogue-import.server.ts,
 * docs/decisions/071): kept here, not in one process's memory, so the apply can reach any
 * instance and never trusts a file sent again. Deleted when applied, and after a day.
 */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: varchar({ length: 20 }).notNull(),
    fileName: varchar({ length: 255 }).notNull().default(""),
    byteSize: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    bytes: bytea().notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("catalogue_imports_created_idx").on(t.createdAt),
    check("catalogue_imports_kind_known", sql`${t.kind} IN ('companies', 'products')`),
  ],
);

// ---------------------------------------------------------------------------
// Clinical trust: product documents and ratings (issue 14)
// ---------------------------------------------------------------------------

/** A product's Safety Data Sheet or Instructions for Use: a PDF in `uploads`, one per kind. */
export const productDocuments = pgTable(
  "product_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: documentKind().notNull(),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("product_documents_product_kind_idx").on(t.productId, t.kind)],
);

/**
 * How a sampled product performed, from the requester after completion: one per request and
 * product, editable for a while, hidden (not deleted) by an operator when abusive.
 */
export const productRatings = pgTable(
  "product_ratings",
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => sampleRequests.id, { onDelete: "cascade" }),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    comment: varchar({ length: RATING_COMMENT_LENGTH }).notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("product_ratings_request_product_idx").on(t.requestId, t.productId),
    index("product_ratings_product_idx").on(t.productId).where(sql`${t.hiddenAt} is null`),
    index("product_ratings_company_idx").on(t.companyId, t.createdAt.desc()),
    check("product_ratings_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The private link in the follow-up e-mail after a completed request (/rate/{token}): one per
 * request, only the token's SHA-256 stored, purged with the request.
 */
export const ratingLinks = pgTable("rating_links", {
  tokenHash: varchar({ length: 64 }).primaryKey(),
  requestId: uuid()
    .notNull()
    .unique()
    .references(() => sampleRequests.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * A signed-in dental professional's practice profile (/account, docs/decisions/126): one row per
 * user, the request form's contact, practice and address fields, validated as that form validates
 * them. It prefills every request form of its user.
 */
export const practiceProfiles = pgTable(
  "practice_profiles",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ...practiceColumns(),
    allowMarketing: boolean().notNull().default(false),
    subscribeUpdates: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "practice_profiles_practice_type_known",
      sql`${t.practiceType} IN (${oneOf(PRACTICE_TYPES)})`,
    ),
    check(
      "practice_profiles_years_known",
      sql`${t.yearsInPractice} IN (${oneOf(YEARS_IN_PRACTICE)})`,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Webhooks (issue 27, docs/decisions/138)
// ---------------------------------------------------------------------------

/**
 * A company's webhook endpoint: where its lead events are POSTed, signed to the Standard Webhooks
 * spec. The signing secret is stored sealed with a key derived from AUTH_SECRET (decision 138);
 * it is shown once, when the endpoint is added or its secret rolled. 20 failed tries in a row
 * disable it.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    url: varchar({ length: 2048 }).notNull(),
    /** The event types sent to it (lead.created, lead.status_changed). */
    events: text().array().notNull(),
    sealedSecret: text().notNull(),
    /** The secret a roll replaced, still signing beside the new one until it expires. */
    previousSealedSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    consecutiveFailures: integer().notNull().default(0),
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: varchar({ length: 200 }),
  },
  (t) => [index("webhook_endpoints_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * One event for one endpoint (its `webhook-id` is the row's id): the payload as it was when the
 * event happened, written in the transaction of the change; pg-boss tries it (queue "webhook").
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The lead it is about (none for a ping); purged with the lead. */
    requestId: uuid().references(() => sampleRequests.id, { onDelete: "cascade" }),
    eventType: varchar({ length: 50 }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** queued, delivered, failing (tries left), given up, or skipped (endpoint disabled). */
    state: varchar({ length: 20 }).notNull().default("queued"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    index("webhook_deliveries_request_idx").on(t.requestId),
  ],
);

/** Each try of a delivery: the answer's status, how long it took, a short snippet of the body. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    isSuccess: boolean().notNull(),
    statusCode: integer(),
    durationMs: integer().notNull(),
    /** Why it failed without an answer (timeout, refused address), else null. */
    error: varchar({ length: 300 }),
    /** At most the first 200 characters of the answer's body. */
    responseSnippet: varchar({ length: 200 }),
    attemptedAt: createdAt(),
  },
  (t) => [
    index("webhook_attempts_endpoint_idx").on(t.endpointId, t.attemptedAt.desc()),
    index("webhook_attempts_delivery_idx").on(t.deliveryId),
  ],
);

/**
 * A company's API keys (/supplier/{id}/integrations, docs/decisions/136): the key is shown once;
 * only its SHA-256 is stored, found by its non-secret prefix (`st_live_<prefix>_<secret>`).
 * `read` keys read leads and products; `write` keys also change them. Revoked keys stay listed
 * (revokedAt) so the audit log and the list still name them.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: varchar({ length: 60 }).notNull(),
    prefix: varchar({ length: 16 }).notNull().unique(),
    secretHash: varchar({ length: 64 }).notNull(),
    scope: varchar({ length: 10 }).notNull(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("api_keys_company_idx").on(t.companyId, t.createdAt.desc()),
    check("api_keys_scope_known", sql`${t.scope} IN ('read', 'write')`),
  ],
);

// ---------------------------------------------------------------------------
// Billing (issue 26, docs/decisions/133-135)
// ---------------------------------------------------------------------------

/** Stripe webhook events already applied, by Stripe's event id: a replay changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text().primaryKey(),
  type: varchar({ length: 100 }).notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trial reminders sent (7 days, 1 day before the end, and at the end): one row per company, kind
 * and trial end, inserted in the transaction that queues the mail, so each goes out once across
 * instances and a moved trial end gets its own reminders.
 */
export const trialReminders = pgTable(
  "trial_reminders",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: varchar({ length: 20 }).notNull(),
    trialEndsAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.trialEndsAt] }),
    check("trial_reminders_kind_known", sql`${t.kind} IN ('7_days', '1_day', 'ended')`),
  ],
);
