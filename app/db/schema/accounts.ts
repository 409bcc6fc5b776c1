import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { products } from "./catalogue";
import { cascadingReference, createdAt, oneOf, practiceColumns, updatedAt } from "./columns";

// ---------------------------------------------------------------------------
// Accounts (the user profile doubles as better-auth's user table)
// ---------------------------------------------------------------------------

export const users = pg.pgTable(
  "users",
  {
    id: pg.text().primaryKey(),
    email: pg.varchar({ length: LIMITS.email }).notNull(),
    emailVerified: pg.boolean().notNull().default(false),
    displayName: pg.varchar({ length: LIMITS.name }).notNull().default(""),
    photoUrl: pg.text(),
    isAdmin: pg.boolean().notNull().default(false),
    /** Set by an operator: the user cannot sign in and their sessions are ended. */
    disabledAt: pg.timestamp({ withTimezone: true }),
    /** Extra fields given at signup, kept as a small JSON object. */
    signupFields: pg.jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pg.pgTable(
  "sessions",
  {
    id: pg.text().primaryKey(),
    token: pg.text().notNull().unique(),
    userId: cascadingReference(() => users.id),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    ipAddress: pg.text(),
    userAgent: pg.text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index("sessions_user_idx").on(t.userId)],
);

/**
 * The undo link e-mailed to the old address after an e-mail change (docs/decisions/149): only
 * the token's SHA-256 stored, single-use, valid 7 days; it puts `oldEmail` back (confirmed) and
 * ends every session. Deleted with the user.
 */
export const emailChangeUndos = pg.pgTable(
  "email_change_undos",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    tokenHash: pg.varchar({ length: 64 }).notNull().unique("email_change_undos_token_hash_unique"),
    userId: cascadingReference(() => users.id),
    oldEmail: pg.varchar({ length: LIMITS.email }).notNull(),
    newEmail: pg.varchar({ length: LIMITS.email }).notNull(),
    createdAt: createdAt(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    usedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [pg.index("email_change_undos_user_idx").on(t.userId)],
);

export const accounts = pg.pgTable(
  "accounts",
  {
    id: pg.text().primaryKey(),
    accountId: pg.text().notNull(),
    providerId: pg.text().notNull(),
    userId: cascadingReference(() => users.id),
    accessToken: pg.text(),
    refreshToken: pg.text(),
    idToken: pg.text(),
    accessTokenExpiresAt: pg.timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: pg.timestamp({ withTimezone: true }),
    scope: pg.text(),
    password: pg.text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("accounts_user_idx").on(t.userId),
    pg.uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verifications = pg.pgTable(
  "verifications",
  {
    id: pg.text().primaryKey(),
    identifier: pg.text().notNull(),
    value: pg.text().notNull(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index("verifications_identifier_idx").on(t.identifier)],
);

/** Rate-limit counters live in the database so every app instance shares them. */
export const rateLimits = pg.pgTable("rate_limits", {
  id: pg.text().primaryKey(),
  key: pg.text().notNull().unique(),
  count: pg.integer().notNull(),
  lastRequest: pg.bigint({ mode: "number" }).notNull(),
});

/** A professional's saved products (docs/decisions/127): their list to request from later. */
export const savedProducts = pg.pgTable(
  "saved_products",
  {
    userId: cascadingReference(() => users.id),
    productId: cascadingReference(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.productId] }),
    // A product's deletion cascades here.
    pg.index("saved_products_product_idx").on(t.productId),
  ],
);

/**
 * A signed-in dental professional's practice profile (/account, docs/decisions/126): one row per
 * user, the request form's contact, practice and address fields, validated as that form validates
 * them. It prefills every request form of its user.
 */
export const practiceProfiles = pg.pgTable(
  "practice_profiles",
  {
    userId: pg
      .text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ...practiceColumns(),
    allowMarketing: pg.boolean().notNull().default(false),
    subscribeUpdates: pg.boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check(
      "practice_profiles_practice_type_known",
      sql`${t.practiceType} IN (${oneOf(PRACTICE_TYPES)})`,
    ),
    pg.check(
      "practice_profiles_years_known",
      sql`${t.yearsInPractice} IN (${oneOf(YEARS_IN_PRACTICE)})`,
    ),
  ],
);
