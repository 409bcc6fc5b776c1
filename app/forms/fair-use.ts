/** The fair-use limits form at /admin/fair-use: two optional whole numbers (empty: no limit). */
import { FAIR_USE_MAX, FAIR_USE_WINDOW_DAYS } from "~/lib/fair-use";
import type { Field } from "./fields";
import { defineForm, type FormFailure } from "./kit";

/** An optional limit: empty is "no limit", else a whole number from 1 to FAIR_USE_MAX. */
function optionalLimit(label: string): Field<number | null> {
  const message = `${label} must be a whole number from 1 to ${FAIR_USE_MAX}, or empty for no limit`;
  const isLimit = (v: string) => /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= FAIR_USE_MAX;
  return {
    label,
    required: false,
    maxLength: 4,
    type: "text",
    prepare: (v) => v.trim(),
    checks: [{ kind: "rule", test: (v) => v === "" || isLimit(v), message }],
    value: (v) => (v === "" ? null : Number(v)),
  };
}

export const fairUseSchema = defineForm({
  openPerCompany: optionalLimit("Open requests per practice per company"),
  perThirtyDays: optionalLimit(`Requests per practice in ${FAIR_USE_WINDOW_DAYS} days`),
});

export type FairUseActionData = { ok: true; message: string } | FormFailure;
