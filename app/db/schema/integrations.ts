import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { companies } from "./catalogue";
import { createdAt } from "./columns";
import { sampleRequests } from "./leads";

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
