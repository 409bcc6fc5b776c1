/**
 * The fields of a company's listing, written once: the listing editor's form
 * (app/forms/listing.ts), the operators' company form and the catalogue import's columns use them.
 */
import { CATEGORIES } from "../catalogue.ts";
import { LIMITS } from "../limits.ts";
import { checkboxField, choiceList } from "./choice-fields.ts";
import { optionalLongText, optionalText, optionalUrlField, textField } from "./text-fields.ts";

/** The columns' sizes (app/db/schema/catalogue.ts: varchar(100)). */
export const RESPONSE_TIME_MAX = 100;
export const TREATMENT_TYPE_MAX = 100;
/** Treatment types a company lists (the page shows them as tags). */
export const TREATMENT_TYPES_MAX = 20;

/** "Implants, Whitening" → ["Implants", "Whitening"]: comma-separated, trimmed, no repeats. */
export function splitTreatmentTypes(value: string): string[] {
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

const TREATMENT_TYPES_TYPED_MAX = (TREATMENT_TYPE_MAX + 2) * TREATMENT_TYPES_MAX;

export const treatmentTypesField = textField("Treatment types", TREATMENT_TYPES_TYPED_MAX, {
  checks: [
    {
      kind: "rule",
      test: (v) => splitTreatmentTypes(v).length <= TREATMENT_TYPES_MAX,
      message: `List at most ${TREATMENT_TYPES_MAX} treatment types`,
    },
    {
      kind: "rule",
      test: (v) => splitTreatmentTypes(v).every((t) => t.length <= TREATMENT_TYPE_MAX),
      message: `Each treatment type must be at most ${TREATMENT_TYPE_MAX} characters`,
    },
  ],
  value: splitTreatmentTypes,
  meta: { isMultiline: undefined },
});

export const LISTING_FIELDS = {
  description: optionalLongText("Description", LIMITS.description),
  shortDescription: optionalText("Short description", LIMITS.shortDescription),
  website: optionalUrlField("Website"),
  responseTime: optionalText("Response time", RESPONSE_TIME_MAX),
  /** Checkboxes sharing a name, each one of the categories; kept when a save fails. */
  categories: choiceList("Categories", CATEGORIES, "Please choose categories from the list"),
  treatmentTypes: treatmentTypesField,
  samplesAvailable: checkboxField("Samples available"),
  removeLogo: checkboxField("Remove the logo"),
};
