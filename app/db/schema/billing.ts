import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { companies } from "./catalogue";

// ---------------------------------------------------------------------------
// Billing (issue 26, docs/decisions/133-135)
// ---------------------------------------------------------------------------

/** Stripe webhook events already applied, by Stripe's event id: a replay changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text().primaryKey(),
  type: varchar({ length: 100 }).notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trial reminders sent (7 days, 1 day before the end, and at the end): one row per company, kind
 * and trial end, inserted in the transaction that queues the mail, so each goes out once across
 * instances and a moved trial end gets its own reminders.
 */
export const trialReminders = pgTable(
  "trial_reminders",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: varchar({ length: 20 }).notNull(),
    trialEndsAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.trialEndsAt] }),
    check("trial_reminders_kind_known", sql`${t.kind} IN ('7_days', '1_day', 'ended')`),
  ],
);
