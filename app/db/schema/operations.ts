import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
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
export const uploads = pg.pgTable(
  "uploads",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    contentType: pg.varchar({ length: 50 }).notNull(),
    byteSize: pg.integer().notNull(),
    sha256: pg.varchar({ length: 64 }).notNull(),
    bytes: bytea().notNull(),
    companyId: pg.text().references(() => companies.id, { onDelete: "cascade" }),
    uploadedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [pg.index("uploads_company_idx").on(t.companyId)],
);

/**
 * First-party analytics events: event name and content, never personal data. One row per visitor,
 * day and what the event names (docs/decisions/164): `visitKey` is a keyed hash of those, unique,
 * so instances that counted the same view write it once; null on rows from before the rule.
 */
export const analyticsEvents = pg.pgTable(
  "analytics_events",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    name: pg.varchar({ length: 50 }).notNull(),
    companyId: pg.text().references(() => companies.id, { onDelete: "cascade" }),
    contentType: pg.varchar({ length: 50 }),
    contentId: pg.varchar({ length: 200 }),
    path: pg.varchar({ length: 500 }),
    occurredAt: createdAt(),
    visitKey: pg.varchar({ length: 64 }),
  },
  (t) => [
    pg.index("analytics_events_company_idx").on(t.companyId, t.occurredAt.desc()),
    pg.uniqueIndex("analytics_events_visit_key_idx").on(t.visitKey),
  ],
);

/**
 * One row per accepted submission of a public form (docs/decisions/045): keyed by the form's name
 * and the idempotency key rendered into the form, written in the same transaction as the rows the
 * submission creates, holding the answer the visitor saw, so a retry returns that answer instead
 * of storing again. `fingerprint` (a hash, never the e-mail itself) finds duplicates within a
 * window. No personal data: `response` holds only what the confirmation shows.
 */
export const formSubmissions = pg.pgTable(
  "form_submissions",
  {
    form: pg.varchar({ length: 40 }).notNull(),
    key: pg.varchar({ length: 64 }).notNull(),
    fingerprint: pg.varchar({ length: 64 }),
    /** The answer the visitor saw; null only inside the transaction that creates the row. */
    response: pg.jsonb().$type<Record<string, unknown>>(),
    isDuplicate: pg.boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.form, t.key] }),
    pg
      .index("form_submissions_fingerprint_idx")
      .on(t.form, t.fingerprint, t.createdAt.desc())
      .where(sql`${t.fingerprint} is not null`),
    pg.index("form_submissions_created_idx").on(t.createdAt),
  ],
);

/**
 * Every e-mail the site sends, rendered when the change that causes it commits, in the same
 * transaction as that change and as the pg-boss job that delivers it (docs/decisions/050).
 * Holds personal data (recipient, body): purged with the retention periods, never logged.
 */
export const outboxMessages = pg.pgTable(
  "outbox_messages",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    /** Which message this is (app/mail/messages), for the Outbox page and tests. */
    kind: pg.varchar({ length: 40 }).notNull(),
    recipient: pg.varchar({ length: LIMITS.email }).notNull(),
    subject: pg.varchar({ length: 300 }).notNull(),
    textBody: pg.text().notNull(),
    htmlBody: pg.text().notNull(),
    /** Extra headers, e.g. List-Unsubscribe for marketing mail. */
    headers: pg.jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Tries, delays and when to give up are pg-boss's, on the message's job (decision 106). */
    status: outboxStatus().notNull().default("queued"),
    /** Why the last try failed: an error class and SMTP code, never an address. */
    lastError: pg.varchar({ length: 500 }),
    createdAt: createdAt(),
    sentAt: pg.timestamp({ withTimezone: true }),
    /**
     * The tokens of its secret links, which the stored parts hold only as `[redacted-N]` marks
     * (decision 107): kept until the message is sent or given up, then dropped.
     */
    secrets: pg.jsonb().$type<string[]>(),
    /** The record its secret links open (a submission, request, subscriber or user id). */
    secretsFor: pg.text(),
  },
  (t) => [
    pg.index("outbox_messages_created_idx").on(t.createdAt.desc(), t.id.desc()),
    pg.index("outbox_messages_status_idx").on(t.status, t.createdAt.desc()),
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
export const auditLog = pg.pgTable(
  "audit_log",
  {
    id: pg.bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    actorId: pg.text(),
    /** What happened, e.g. `company.updated` (app/lib/audit-actions.ts). */
    action: pg.varchar({ length: 60 }).notNull(),
    entityType: pg.varchar({ length: 40 }).notNull(),
    entityId: pg.text().notNull(),
    /** The entity's name when the change was made, so the log reads well after a deletion. */
    entityLabel: pg.varchar({ length: 300 }).notNull().default(""),
    /** The company the change concerns, when there is one (filtering; no foreign key). */
    companyId: pg.text(),
    changes: pg.jsonb().$type<Record<string, AuditFieldChange>>().notNull().default({}),
  },
  (t) => [
    pg.index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    pg.index("audit_log_entity_idx").on(t.entityType, t.entityId),
    pg.index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    pg.index("audit_log_company_idx").on(t.companyId, t.at.desc()),
  ],
);

/** Settings operators change from the console, one JSON value per key (e.g. `fair_use`). */
export const appSettings = pg.pgTable("app_settings", {
  key: pg.varchar({ length: 60 }).primaryKey(),
  value: pg.jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: pg.text().references(() => users.id, { onDelete: "set null" }),
});

/**
 * A catalogue CSV an admin checked (the dry run) and may apply (app/models/catalogue/catalogue-import.server.ts,
 * docs/decisions/071): kept here, not in one process's memory, so the apply can reach any
 * instance and never trusts a file sent again. Deleted when applied, and after a day.
 */
export const catalogueImports = pg.pgTable(
  "catalogue_imports",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    kind: pg.varchar({ length: 20 }).notNull(),
    fileName: pg.varchar({ length: 255 }).notNull().default(""),
    byteSize: pg.integer().notNull(),
    sha256: pg.varchar({ length: 64 }).notNull(),
    bytes: bytea().notNull(),
    uploadedBy: pg.text().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("catalogue_imports_created_idx").on(t.createdAt),
    pg.check("catalogue_imports_kind_known", sql`${t.kind} IN ('companies', 'products')`),
  ],
);
