import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { products } from "./catalogue";
import { createdAt, oneOf, practiceColumns, updatedAt } from "./columns";

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
