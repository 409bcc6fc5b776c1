/** The fair-use limits form at /admin/fair-use: two optional whole numbers (empty: no limit). */
import { z } from "zod";
import { FAIR_USE_MAX, FAIR_USE_WINDOW_DAYS } from "~/lib/fair-use";
import { withMeta } from "./fields";
import type { FormFailure } from "./kit";

/** An optional limit: empty is "no limit", else a whole number from 1 to FAIR_USE_MAX. */
function optionalLimit(label: string) {
  const message = `${label} must be a whole number from 1 to ${FAIR_USE_MAX}, or empty for no limit`;
  return withMeta(
    z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : ""),
      z
        .string()
        .refine(
          (v) => v === "" || (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= FAIR_USE_MAX),
          message,
        )
        .transform((v) => (v === "" ? null : Number(v))),
    ),
    { label, required: false, maxLength: 4, type: "text" },
  );
}

export const fairUseSchema = z.object({
  openPerCompany: optionalLimit("Open requests per practice per company"),
  perThirtyDays: optionalLimit(`Requests per practice in ${FAIR_USE_WINDOW_DAYS} days`),
});

export type FairUseActionData = { ok: true; message: string } | FormFailure;
