/**
 * The billing scan (issue 26 points 2 and 6, docs/decisions/135), run by a pg-boss schedule and on
 * demand: sends each trial reminder once (7 days and 1 day before the end, and at the end) to the
 * company's owners, and stores `lapsed` for every plan whose time ran out. Safe to run on several
 * instances at once: a reminder's row is inserted in the transaction that queues its e-mails, so
 * the second inserter finds it and sends nothing; a lapse is a status change like any other.
 */
import { and, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, companyMembers, trialReminders, users } from "~/db/schema";
import { now as clockNow } from "~/lib/clock";
import { findPlan } from "~/lib/plans";
import { type TrialReminderKind, trialReminderMessage } from "~/mail/messages/trial-reminder";
import type { Outbox } from "~/mail/outbox.server";
import { lapsedCondition } from "./billing-sql.server";
import { applyBillingState } from "./billing-state.server";

const DAY_MS = 86_400_000;

/** Which reminder is due at `now` for a trial ending at `end`: only the latest one applies. */
export function dueReminder(end: Date, now: Date): TrialReminderKind | null {
  const left = end.getTime() - now.getTime();
  if (left <= 0) return "ended";
  if (left <= DAY_MS) return "1_day";
  if (left <= 7 * DAY_MS) return "7_days";
  return null;
}

export interface ScanResult {
  reminded: number;
  lapsed: number;
}

export async function runBillingScan(
  db: Database,
  outbox: Outbox,
  now: Date = clockNow(),
): Promise<ScanResult> {
  const reminded = await sendTrialReminders(db, outbox, now);
  const lapsed = await storeLapses(db, now);
  return { reminded, lapsed };
}

/** Trials in their last 7 days or just ended (status still `trial`), each reminded once. */
async function sendTrialReminders(db: Database, outbox: Outbox, now: Date): Promise<number> {
  const trials = await db
    .select({
      id: companies.id,
      name: companies.name,
      plan: companies.plan,
      trialEndsAt: companies.trialEndsAt,
    })
    .from(companies)
    .where(
      and(
        isNotNull(companies.plan),
        eq(companies.billingStatus, "trial"),
        lte(companies.trialEndsAt, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const trial of trials) {
    if (!trial.plan || !trial.trialEndsAt) continue;
    const kind = dueReminder(trial.trialEndsAt, now);
    if (!kind) continue;
    const { plan, trialEndsAt } = trial;
    const isSent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trialReminders)
        .values({ companyId: trial.id, kind, trialEndsAt, sentAt: now })
        .onConflictDoNothing()
        .returning({ kind: trialReminders.kind });
      if (!row) return false;
      const owners = await listOwnerEmails(tx, trial.id);
      const reminder = {
        kind,
        companyId: trial.id,
        companyName: trial.name,
        planName: findPlan(plan).name,
        trialEndsAt,
      };
      await outbox.enqueue(
        tx,
        owners.map((to) => trialReminderMessage(outbox.site, to, reminder)),
      );
      return true;
    });
    if (isSent) sent++;
  }
  return sent;
}

/** The confirmed addresses of the company's owners. */
async function listOwnerEmails(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")));
  return rows.map((row) => row.email);
}

/** Stores `lapsed` for plans whose time ran out (read as lapsed already; now also stored). */
async function storeLapses(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(ne(sql`coalesce(${companies.billingStatus}, 'trial')`, "lapsed"), lapsedCondition(now)),
    );
  for (const { id } of due) {
    await db.transaction((tx) => applyBillingState(tx, id, { status: "lapsed" }, null, now));
  }
  return due.length;
}
