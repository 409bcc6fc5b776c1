import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { ownedByCompany } from "./catalogue";

// ---------------------------------------------------------------------------
// Billing (issue 26, docs/decisions/133-135)
// ---------------------------------------------------------------------------

/** Stripe webhook events already applied, by Stripe's event id: a replay changes nothing. */
export const billingEvents = pg.pgTable("billing_events", {
  id: pg.text().primaryKey(),
  type: pg.varchar({ length: 100 }).notNull(),
  receivedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trial reminders sent (7 days, 1 day before the end, and at the end): one row per company, kind
 * and trial end, inserted in the transaction that queues the mail, so each goes out once across
 * instances and a moved trial end gets its own reminders.
 */
export const trialReminders = pg.pgTable(
  "trial_reminders",
  {
    companyId: ownedByCompany(),
    kind: pg.varchar({ length: 20 }).notNull(),
    trialEndsAt: pg.timestamp({ withTimezone: true }).notNull(),
    sentAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.companyId, t.kind, t.trialEndsAt] }),
    pg.check("trial_reminders_kind_known", sql`${t.kind} IN ('7_days', '1_day', 'ended')`),
  ],
);
