import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { LIMITS } from "~/lib/limits";
import { users } from "./accounts";
import { companies } from "./catalogue";
import { createdAt } from "./columns";
import { claimStatus, companyRole, invitationSource, planType, reviewStatus } from "./enums";

// ---------------------------------------------------------------------------
// Suppliers: claims, registrations, members, invitations (docs/decisions/060)
// ---------------------------------------------------------------------------

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
