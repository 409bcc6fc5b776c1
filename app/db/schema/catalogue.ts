import { type SQL, sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { CATEGORIES } from "~/lib/catalogue";
import { CATALOGUE_KEY_LENGTH } from "~/lib/catalogue-keys";
import { LIMITS } from "~/lib/limits";
import { PRODUCT_FACT_LENGTH } from "~/lib/product-facts";
import { cascadingReference, createdAt, oneOf, updatedAt } from "./columns";
import { billingInterval, billingStatus, planType } from "./enums";

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
function searchTextColumn(fields: () => SQL[]) {
  return pg.text().generatedAlwaysAs((): SQL => {
    const parts = fields().map((field) => sql`translate(${field}, chr(1), chr(2))`);
    return sql`lower(${sql.join(parts, sql` || chr(1) || `)})`;
  });
}

export const companies = pg.pgTable(
  "companies",
  {
    id: pg.text().primaryKey().default(sql`gen_random_uuid()::text`),
    name: pg.varchar({ length: LIMITS.companyName }).notNull(),
    brandName: pg.varchar({ length: LIMITS.companyName }),
    description: pg.text().notNull().default(""),
    shortDescription: pg.varchar({ length: LIMITS.shortDescription }).notNull().default(""),
    logo: pg.text(),
    website: pg.text(),
    verified: pg.boolean().notNull().default(false),
    categories: pg.text().array().notNull().default(sql`'{}'::text[]`),
    treatmentTypes: pg.text().array().notNull().default(sql`'{}'::text[]`),
    samplesAvailable: pg.boolean().notNull().default(true),
    responseTime: pg.varchar({ length: 100 }),
    featured: pg.boolean().notNull().default(false),
    sponsored: pg.boolean().notNull().default(false),
    /**
     * The operators' lead address: where leads go while nobody owns the company; unset:
     * LEADS_FALLBACK_EMAIL. An owned company's leads go where its team says (docs/decisions/145,
     * app/models/leads/lead-recipients.server.ts).
     */
    leadEmail: pg.varchar({ length: LIMITS.email }),
    /** The plan chosen at registration, and when its free first month ends (no payments yet). */
    plan: planType(),
    trialEndsAt: pg.timestamp({ withTimezone: true }),
    /**
     * Billing (docs/decisions/134, 135; app/models/billing): null without a plan. Read with the
     * dates through app/lib/billing.ts: a status whose time ran out counts as lapsed.
     */
    billingStatus: billingStatus(),
    billingInterval: billingInterval().notNull().default("month"),
    /** The end of the time paid for (an invoice, or Stripe's current period). */
    paidUntil: pg.timestamp({ withTimezone: true }),
    /** When a payment first failed; the plan lapses GRACE_DAYS later unless paid. */
    pastDueSince: pg.timestamp({ withTimezone: true }),
    stripeCustomerId: pg.varchar({ length: 255 }),
    stripeSubscriptionId: pg.varchar({ length: 255 }),
    /** The catalogue import's stable key for this company. */
    externalKey: pg.varchar({ length: CATALOGUE_KEY_LENGTH }),
    /**
     * When the page went public; null: a draft, seen by its team and admins only (an approved
     * registration starts so, docs/decisions/117). Every public query asks publicCompany().
     */
    publishedAt: pg.timestamp({ withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Everything the search matches, lower-cased (searchTextColumn). */
    searchText: searchTextColumn((): SQL[] => [
      sql`${companies.name}`,
      sql`coalesce(${companies.brandName}, '')`,
      sql`${companies.description}`,
      sql`catalogue_search_text(${companies.categories})`,
      sql`catalogue_search_text(${companies.treatmentTypes})`,
    ]),
    /** Name and brand, lower-cased: what a product's company is matched on. */
    nameSearchText: searchTextColumn((): SQL[] => [
      sql`${companies.name}`,
      sql`coalesce(${companies.brandName}, '')`,
    ]),
  },
  (t) => [
    pg.index("companies_name_idx").on(t.name),
    pg
      .uniqueIndex("companies_external_key_idx")
      .on(t.externalKey)
      .where(sql`${t.externalKey} is not null`),
    pg.index("companies_categories_idx").using("gin", t.categories),
    pg.index("companies_featured_idx").on(t.name).where(sql`${t.featured}`),
    pg.index("companies_sponsored_idx").on(t.name).where(sql`${t.sponsored}`),
    pg.index("companies_plan_idx").on(t.plan).where(sql`${t.plan} is not null`),
    pg
      .uniqueIndex("companies_stripe_customer_idx")
      .on(t.stripeCustomerId)
      .where(sql`${t.stripeCustomerId} is not null`),
    pg
      .uniqueIndex("companies_stripe_subscription_idx")
      .on(t.stripeSubscriptionId)
      .where(sql`${t.stripeSubscriptionId} is not null`),
    // Search (app/models/catalogue/search-prefilter.server.ts): a trigram index per stored search
    // text as joined (each space a ß, so phrases have trigrams: docs/decisions/165).
    pg
      .index("companies_search_joined_trgm_idx")
      .using("gin", sql`catalogue_search_joined(${t.searchText}) gin_trgm_ops`),
    pg
      .index("companies_name_joined_trgm_idx")
      .using("gin", sql`catalogue_search_joined(${t.nameSearchText}) gin_trgm_ops`),
    // The name as it is, for the console's name search and the search's close names.
    pg
      .index("companies_name_search_text_trgm_idx")
      .using("gin", sql`${t.nameSearchText} gin_trgm_ops`),
    // The previous release's search index: kept while it may run beside this one (a rolling
    // restart); dropped by a later migration (docs/decisions/165).
    pg.index("companies_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Queries without a trigram (symbols, two letters): docs/decisions/083-search-speed.md.
    pg
      .index("companies_search_shape_trgm_idx")
      .using("gin", sql`catalogue_search_shape(${t.searchText}) gin_trgm_ops`),
    pg.check(
      "companies_description_length",
      sql`char_length(${t.description}) <= ${sql.raw(String(LIMITS.description))}`,
    ),
    pg.check(
      "companies_categories_known",
      sql`${t.categories} <@ ARRAY[${oneOf(CATEGORIES)}]::text[]`,
    ),
  ],
);

/** The company a row belongs to: required, and deleted with the company. */
export function ownedByCompany() {
  return cascadingReference(() => companies.id);
}

export const products = pg.pgTable(
  "products",
  {
    id: pg.text().primaryKey().default(sql`gen_random_uuid()::text`),
    companyId: ownedByCompany(),
    name: pg.varchar({ length: LIMITS.productName }).notNull(),
    description: pg.text().notNull().default(""),
    category: pg.varchar({ length: 50 }).notNull(),
    treatmentType: pg.varchar({ length: 100 }).notNull().default(""),
    images: pg.text().array().notNull().default(sql`'{}'::text[]`),
    sampleType: pg.varchar({ length: 100 }).notNull().default(""),
    quantity: pg.varchar({ length: 100 }).notNull().default(""),
    availability: pg.boolean().notNull().default(true),
    /**
     * Beyond the plan's product limit (a lapsed or Basic plan, docs/decisions/135): kept, hidden
     * from the public until paid. Set only by app/models/billing/product-limit.server.ts.
     */
    planHidden: pg.boolean().notNull().default(false),
    /** Shown to the public: available and within the plan (every public query asks this). */
    listed: pg
      .boolean()
      .generatedAlwaysAs((): SQL => sql`${products.availability} AND NOT ${products.planHidden}`),
    /** The supplier's order of products on the company page (then by name). */
    position: pg.integer().notNull().default(0),
    /** The catalogue import's stable key for this product. */
    externalKey: pg.varchar({ length: CATALOGUE_KEY_LENGTH }),
    // Regulatory and handling facts (all optional; null means the supplier has not said).
    /** FDA 510(k) clearance number: K and 6 digits. */
    fda510k: pg.varchar({ length: 7 }),
    ceMarked: pg.boolean(),
    latexFree: pg.boolean(),
    containsFluoride: pg.boolean(),
    shelfLife: pg.varchar({ length: PRODUCT_FACT_LENGTH }),
    storageTemperature: pg.varchar({ length: PRODUCT_FACT_LENGTH }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Everything the search matches in the product itself, lower-cased (searchTextColumn). */
    searchText: searchTextColumn((): SQL[] => [
      sql`${products.name}`,
      sql`${products.description}`,
      sql`${products.category}`,
      sql`${products.treatmentType}`,
    ]),
    /** The name, lower-cased. */
    nameSearchText: pg.text().generatedAlwaysAs((): SQL => sql`lower(${products.name})`),
  },
  (t) => [
    pg.index("products_company_available_idx").on(t.companyId, t.availability),
    pg.index("products_company_listed_idx").on(t.companyId, t.listed),
    pg
      .uniqueIndex("products_external_key_idx")
      .on(t.externalKey)
      .where(sql`${t.externalKey} is not null`),
    pg.index("products_latex_free_idx").on(t.companyId).where(sql`${t.latexFree}`),
    pg.check("products_fda_510k_format", sql`${t.fda510k} ~ '^K[0-9]{6}$'`),
    // Search (app/models/catalogue/search-prefilter.server.ts): a trigram index per stored search
    // text as joined (each space a ß, so phrases have trigrams: docs/decisions/165).
    pg
      .index("products_search_joined_trgm_idx")
      .using("gin", sql`catalogue_search_joined(${t.searchText}) gin_trgm_ops`),
    pg
      .index("products_name_joined_trgm_idx")
      .using("gin", sql`catalogue_search_joined(${t.nameSearchText}) gin_trgm_ops`),
    // The name as it is, for the console's name search and the search's close names.
    pg
      .index("products_name_search_text_trgm_idx")
      .using("gin", sql`${t.nameSearchText} gin_trgm_ops`),
    // The previous release's search index: kept while it may run beside this one (a rolling
    // restart); dropped by a later migration (docs/decisions/165).
    pg.index("products_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Queries without a trigram (symbols, two letters): docs/decisions/083-search-speed.md.
    pg
      .index("products_search_shape_trgm_idx")
      .using("gin", sql`catalogue_search_shape(${t.searchText}) gin_trgm_ops`),
    pg.check("products_category_known", sql`${t.category} IN (${oneOf(CATEGORIES)})`),
    pg.check(
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
export const searchWords = pg.pgTable(
  "search_words",
  {
    word: pg.text().primaryKey(),
    uses: pg.integer().notNull(),
  },
  (t) => [
    // Written in place (no pending list): a few words per catalogue change, read by every miss.
    pg
      .index("search_words_word_trgm_idx")
      .using("gin", sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
