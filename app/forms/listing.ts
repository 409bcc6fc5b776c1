/**
 * The listing editor's one schema (/supplier/{companyId}/listing): the company's public details.
 * The logo is a file beside these fields (checked by app/models/catalogue/upload.server.ts).
 */
import { z } from "zod";
import { CATEGORIES } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import {
  checkboxField,
  optionalLongText,
  optionalText,
  optionalUrlField,
  trimmedText,
  withMeta,
} from "./fields";
import type { FormFailure } from "./kit";

/** The columns' sizes (app/db/schema.ts: varchar(100)). */
export const RESPONSE_TIME_MAX = 100;
export const TREATMENT_TYPE_MAX = 100;
/** Treatment types a company lists (the page shows them as tags). */
export const TREATMENT_TYPES_MAX = 20;

/** Checkboxes sharing a name, each one of the categories; kept when a save fails. */
const categoriesField = withMeta(
  z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === "string" ? [v] : []),
    z.array(z.enum(CATEGORIES, { error: "Please choose categories from the list" })),
  ),
  { label: "Categories", required: false, isList: true, options: CATEGORIES },
);

/** "Implants, Whitening" → ["Implants", "Whitening"]: comma-separated, trimmed, no repeats. */
function splitTreatmentTypes(value: string): string[] {
  const seen = new Set<string>();
  const types: string[] = [];
  for (const part of value.split(",")) {
    const type = part.trim();
    if (type && !seen.has(type.toLowerCase())) {
      seen.add(type.toLowerCase());
      types.push(type);
    }
  }
  return types;
}

const TREATMENT_LABEL = "Treatment types";

const treatmentTypesField = withMeta(
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    trimmedText(TREATMENT_LABEL, (TREATMENT_TYPE_MAX + 2) * TREATMENT_TYPES_MAX, false)
      .transform(splitTreatmentTypes)
      .refine(
        (types) => types.length <= TREATMENT_TYPES_MAX,
        `List at most ${TREATMENT_TYPES_MAX} treatment types`,
      )
      .refine(
        (types) => types.every((t) => t.length <= TREATMENT_TYPE_MAX),
        `Each treatment type must be at most ${TREATMENT_TYPE_MAX} characters`,
      ),
  ),
  {
    label: TREATMENT_LABEL,
    required: false,
    maxLength: (TREATMENT_TYPE_MAX + 2) * TREATMENT_TYPES_MAX,
    type: "text",
  },
);

export const listingSchema = z.object({
  description: optionalLongText("Description", LIMITS.description),
  shortDescription: optionalText("Short description", LIMITS.shortDescription),
  website: optionalUrlField("Website"),
  responseTime: optionalText("Response time", RESPONSE_TIME_MAX),
  categories: categoriesField,
  treatmentTypes: treatmentTypesField,
  samplesAvailable: checkboxField("Samples available"),
  removeLogo: checkboxField("Remove the logo"),
});

export type ListingInput = z.output<typeof listingSchema>;

/** A failed save: the messages, the typed values, and the ticked categories (a list). */
export type ListingFailure = FormFailure & { categories?: string[] };

export type ListingActionData = { ok: true; message: string } | ListingFailure;
