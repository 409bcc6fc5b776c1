import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { ownedByCompany } from "./catalogue";
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
export const webhookEndpoints = pg.pgTable(
  "webhook_endpoints",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    companyId: ownedByCompany(),
    url: pg.varchar({ length: 2048 }).notNull(),
    /** The event types sent to it (lead.created, lead.status_changed). */
    events: pg.text().array().notNull(),
    sealedSecret: pg.text().notNull(),
    /** The secret a roll replaced, still signing beside the new one until it expires. */
    previousSealedSecret: pg.text(),
    previousSecretExpiresAt: pg.timestamp({ withTimezone: true }),
    createdBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    consecutiveFailures: pg.integer().notNull().default(0),
    disabledAt: pg.timestamp({ withTimezone: true }),
    disabledReason: pg.varchar({ length: 200 }),
  },
  (t) => [pg.index("webhook_endpoints_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * One event for one endpoint (its `webhook-id` is the row's id): the payload as it was when the
 * event happened, written in the transaction of the change; pg-boss tries it (queue "webhook").
 */
export const webhookDeliveries = pg.pgTable(
  "webhook_deliveries",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    endpointId: pg
      .uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The lead it is about (none for a ping); purged with the lead. */
    requestId: pg.uuid().references(() => sampleRequests.id, { onDelete: "cascade" }),
    eventType: pg.varchar({ length: 50 }).notNull(),
    payload: pg.jsonb().$type<Record<string, unknown>>().notNull(),
    /** queued, delivered, failing (tries left), given up, or skipped (endpoint disabled). */
    state: pg.varchar({ length: 20 }).notNull().default("queued"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    pg.index("webhook_deliveries_request_idx").on(t.requestId),
  ],
);

/** Each try of a delivery: the answer's status, how long it took, a short snippet of the body. */
export const webhookAttempts = pg.pgTable(
  "webhook_attempts",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    deliveryId: pg
      .uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    endpointId: pg
      .uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    attempt: pg.integer().notNull(),
    isSuccess: pg.boolean().notNull(),
    statusCode: pg.integer(),
    durationMs: pg.integer().notNull(),
    /** Why it failed without an answer (timeout, refused address), else null. */
    error: pg.varchar({ length: 300 }),
    /** At most the first 200 characters of the answer's body. */
    responseSnippet: pg.varchar({ length: 200 }),
    attemptedAt: createdAt(),
  },
  (t) => [
    pg.index("webhook_attempts_endpoint_idx").on(t.endpointId, t.attemptedAt.desc()),
    pg.index("webhook_attempts_delivery_idx").on(t.deliveryId),
  ],
);

/**
 * A company's API keys (/supplier/{id}/integrations, docs/decisions/136): the key is shown once;
 * only its SHA-256 is stored, found by its non-secret prefix (`st_live_<prefix>_<secret>`).
 * `read` keys read leads and products; `write` keys also change them. Revoked keys stay listed
 * (revokedAt) so the audit log and the list still name them.
 */
export const apiKeys = pg.pgTable(
  "api_keys",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    companyId: ownedByCompany(),
    name: pg.varchar({ length: 60 }).notNull(),
    prefix: pg.varchar({ length: 16 }).notNull().unique(),
    secretHash: pg.varchar({ length: 64 }).notNull(),
    scope: pg.varchar({ length: 10 }).notNull(),
    createdBy: pg.text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: pg.timestamp({ withTimezone: true }),
    revokedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [
    pg.index("api_keys_company_idx").on(t.companyId, t.createdAt.desc()),
    pg.check("api_keys_scope_known", sql`${t.scope} IN ('read', 'write')`),
  ],
);
