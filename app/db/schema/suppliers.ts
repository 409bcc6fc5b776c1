import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { LIMITS } from "~/lib/limits";
import { users } from "./accounts";
import { companies, ownedByCompany } from "./catalogue";
import { cascadingReference, createdAt } from "./columns";
import { claimStatus, companyRole, invitationSource, planType, reviewStatus } from "./enums";

// ---------------------------------------------------------------------------
// Suppliers: claims, registrations, members, invitations (docs/decisions/060)
// ---------------------------------------------------------------------------

/**
 * The review columns of claims and registrations, the two requests an operator decides on (one
 * review flow: app/models/reviews).
 */
function reviewColumns() {
  return {
    submittedAt: createdAt(),
    reviewedAt: pg.timestamp({ withTimezone: true }),
    reviewedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    /** The operators' own notes (never sent). */
    notes: pg.text().notNull().default(""),
    /** What the last decision told the claimant or registrant: the rejection reason or the question asked. */
    decisionMessage: pg.varchar({ length: LIMITS.longText }),
  };
}

export const claimRequests = pg.pgTable(
  "claim_requests",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    companyId: pg.text().references(() => companies.id, { onDelete: "set null" }),
    companyName: pg.varchar({ length: LIMITS.companyName }).notNull(),
    contactName: pg.varchar({ length: LIMITS.name }).notNull(),
    email: pg.varchar({ length: LIMITS.email }).notNull(),
    phone: pg.varchar({ length: LIMITS.phone }),
    jobTitle: pg.varchar({ length: LIMITS.jobTitle }).notNull(),
    website: pg.varchar({ length: LIMITS.url }),
    message: pg.varchar({ length: LIMITS.longText }),
    status: claimStatus().notNull().default("pending"),
    ...reviewColumns(),
  },
  (t) => [
    pg.index("claim_requests_submitted_idx").on(t.submittedAt.desc()),
    pg.index("claim_requests_status_idx").on(t.status, t.submittedAt.desc()),
    // One approved claim per company (product-decisions: a later claim is a dispute).
    pg
      .uniqueIndex("claim_requests_one_approved_idx")
      .on(t.companyId)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const supplierRegistrations = pg.pgTable(
  "supplier_registrations",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    companyName: pg.varchar({ length: LIMITS.companyName }).notNull(),
    contactName: pg.varchar({ length: LIMITS.name }).notNull(),
    email: pg.varchar({ length: LIMITS.email }).notNull(),
    phone: pg.varchar({ length: LIMITS.phone }).notNull(),
    website: pg.varchar({ length: LIMITS.url }),
    planType: planType().notNull(),
    message: pg.varchar({ length: LIMITS.longText }),
    status: reviewStatus().notNull().default("pending"),
    ...reviewColumns(),
    /** The company an approval created or matched. */
    companyId: pg.text().references(() => companies.id, { onDelete: "set null" }),
  },
  (t) => [pg.index("supplier_registrations_submitted_idx").on(t.submittedAt.desc())],
);

/** Who works a company's page and leads. A user may belong to several companies. */
export const companyMembers = pg.pgTable(
  "company_members",
  {
    companyId: ownedByCompany(),
    userId: cascadingReference(() => users.id),
    role: companyRole().notNull(),
    /** Who let them in: the operator who approved the claim or registration, or the inviting owner. */
    approvedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    approvedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * "Send me new leads": null follows the role (owners yes, members no); true or false is the
     * member's own choice (docs/decisions/145).
     */
    receivesLeads: pg.boolean(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.companyId, t.userId] }),
    pg.index("company_members_user_idx").on(t.userId),
    pg.index("company_members_owners_idx").on(t.companyId).where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An address asked to join a company. The first signed-in session with that address, confirmed,
 * turns it into a membership (app/models/suppliers/membership.server.ts). Pending invitations are unique per
 * company and address.
 */
export const companyInvitations = pg.pgTable(
  "company_invitations",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    companyId: ownedByCompany(),
    email: pg.varchar({ length: LIMITS.email }).notNull(),
    role: companyRole().notNull(),
    source: invitationSource().notNull(),
    invitedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    claimRequestId: pg.uuid().references(() => claimRequests.id, { onDelete: "set null" }),
    registrationId: pg.uuid().references(() => supplierRegistrations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    acceptedAt: pg.timestamp({ withTimezone: true }),
    acceptedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    revokedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [
    pg
      .index("company_invitations_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    pg
      .uniqueIndex("company_invitations_open_idx")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * "Send new leads to": addresses an owner added for the company's leads (at most
 * LEAD_ADDRESSES_MAX). Each receives leads only once the link mailed to it was followed
 * (confirmedAt); only the link token's hash is kept (docs/decisions/145).
 */
export const companyLeadAddresses = pg.pgTable(
  "company_lead_addresses",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    companyId: ownedByCompany(),
    email: pg.varchar({ length: LIMITS.email }).notNull(),
    confirmTokenHash: pg.text(),
    confirmationSentAt: pg.timestamp({ withTimezone: true }),
    confirmedAt: pg.timestamp({ withTimezone: true }),
    addedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg
      .uniqueIndex("company_lead_addresses_company_email_idx")
      .on(t.companyId, sql`lower(${t.email})`),
    pg
      .uniqueIndex("company_lead_addresses_token_idx")
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
  ],
);
