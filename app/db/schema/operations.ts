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
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { LIMITS } from "~/lib/limits";
import { users } from "./accounts";
import { companies } from "./catalogue";
import { bytea, createdAt, updatedAt } from "./columns";
import { outboxStatus } from "./enums";

// ---------------------------------------------------------------------------
// Operations: uploads, analytics, form submissions, outbox (docs/decisions/045, 050, 061)
// ---------------------------------------------------------------------------

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
