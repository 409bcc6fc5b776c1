/**
 * The admin's billing form of one company (/admin/companies/{id}/billing, issue 26 point 5):
 * plan, status, interval, trial end and paid-until. Dates are days (YYYY-MM-DD, UTC).
 */
import {
  BILLING_INTERVAL_LABELS,
  BILLING_INTERVALS,
  BILLING_STATUS_LABELS,
  BILLING_STATUSES,
} from "~/lib/billing";
import { PLAN_TYPES } from "~/lib/catalogue";
import { type Field, optionalChoice, optionField, textField } from "./fields";
import { defineForm, type FormFailure } from "./kit";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: "2026-02-30" is refused. */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An optional day, kept as midnight UTC (null when empty). */
function optionalDay(label: string): Field<Date | null> {
  return textField(label, 10, {
    checks: [
      {
        kind: "rule",
        test: (v) => v === "" || isDay(v),
        message: `${label} must be a date like 2026-12-31, or empty`,
      },
    ],
    value: (v) => (v === "" ? null : new Date(`${v}T00:00:00Z`)),
  });
}

export const adminBillingSchema = defineForm({
  plan: {
    ...optionalChoice("Plan", PLAN_TYPES, "Please choose a valid plan", (v) => v || null),
    optionLabels: { basic: "Basic", featured: "Featured" },
  },
  status: {
    ...optionalChoice("Status", BILLING_STATUSES, "Please choose a valid status", (v) => v || null),
    optionLabels: BILLING_STATUS_LABELS,
  },
  interval: {
    ...optionField("Billing interval", BILLING_INTERVALS),
    optionLabels: BILLING_INTERVAL_LABELS,
  },
  trialEndsAt: optionalDay("Trial ends"),
  paidUntil: optionalDay("Paid until"),
});

export const PLAN_NEEDS_STATUS = "Choose a status for the plan, or no plan and no status";

export type AdminBillingActionData = { ok: true; message: string } | FormFailure;
