/**
 * The console's billing overview (/admin/billing, issue 26 point 7): every company with a plan,
 * its status as of now (a time that ran out reads lapsed), and the figures: monthly recurring
 * revenue (active and past-due plans; annual ones counted /12), trials ending within 7 days,
 * past-due plans. One query; the figures are counted from its rows.
 */
import { asc, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import { type BillingStatus, effectiveStatus } from "~/lib/billing";
import { now as clockNow } from "~/lib/clock";
import { planMonthlyRevenue } from "~/lib/plans";

const DAY_MS = 86_400_000;
/** Trials ending within this many days are listed apart. */
export const TRIAL_ENDING_DAYS = 7;

export interface BillingRow {
  id: string;
  name: string;
  plan: "basic" | "featured";
  status: BillingStatus;
  interval: "month" | "year";
  trialEndsAt: Date | null;
  paidUntil: Date | null;
  pastDueSince: Date | null;
  /** What the plan brings in per month now (0 unless active or past due), in dollars. */
  monthlyRevenue: number;
}

export interface BillingOverview {
  rows: BillingRow[];
  monthlyRecurringRevenue: number;
  trialsEndingSoon: BillingRow[];
  pastDue: BillingRow[];
}

export async function findBillingOverview(
  db: Database,
  now: Date = clockNow(),
): Promise<BillingOverview> {
  const stored = await db
    .select({
      id: companies.id,
      name: companies.name,
      plan: companies.plan,
      billingStatus: companies.billingStatus,
      interval: companies.billingInterval,
      trialEndsAt: companies.trialEndsAt,
      paidUntil: companies.paidUntil,
      pastDueSince: companies.pastDueSince,
    })
    .from(companies)
    .where(isNotNull(companies.plan))
    .orderBy(asc(companies.name), asc(companies.id));
  const rows: BillingRow[] = [];
  for (const row of stored) {
    const status = effectiveStatus(row, now);
    if (!row.plan || !status) continue;
    const isPaying = status === "active" || status === "past_due";
    rows.push({
      id: row.id,
      name: row.name,
      plan: row.plan,
      status,
      interval: row.interval,
      trialEndsAt: row.trialEndsAt,
      paidUntil: row.paidUntil,
      pastDueSince: row.pastDueSince,
      monthlyRevenue: isPaying ? planMonthlyRevenue(row.plan, row.interval) : 0,
    });
  }
  const soon = now.getTime() + TRIAL_ENDING_DAYS * DAY_MS;
  return {
    rows,
    monthlyRecurringRevenue: rows.reduce((sum, row) => sum + row.monthlyRevenue, 0),
    trialsEndingSoon: rows.filter(
      (row) => row.status === "trial" && row.trialEndsAt && row.trialEndsAt.getTime() <= soon,
    ),
    pastDue: rows.filter((row) => row.status === "past_due"),
  };
}

export const BILLING_CSV_HEADER = [
  "Company ID",
  "Company Name",
  "Plan",
  "Status",
  "Interval",
  "Trial Ends",
  "Paid Until",
  "Past Due Since",
  "Monthly Revenue (USD)",
] as const;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

export function billingCsvRow(row: BillingRow) {
  return [
    row.id,
    row.name,
    row.plan,
    row.status,
    row.interval,
    day(row.trialEndsAt),
    day(row.paidUntil),
    day(row.pastDueSince),
    row.monthlyRevenue.toFixed(2),
  ];
}
