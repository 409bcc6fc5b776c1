/**
 * Reading a company's listing form (multipart, with the logo as a file): shared by the supplier's
 * listing editor and the operators' company form, whose schema extends the listing's. A failure
 * keeps what was typed, the ticked categories and each checkbox as sent.
 */

import {
  echoValues,
  type FormOutput,
  type FormSchema,
  type FormValues,
  fieldsOf,
  readFormData,
  validate,
} from "~/forms/kit";
import type { ListingFailure, ListingInput } from "~/forms/listing";
import { CATEGORIES } from "~/lib/catalogue";
import { IMAGE_TYPES } from "~/lib/suppliers";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import type { ListingChanges } from "./listing.server";
import { type CheckedUpload, checkUpload, chosenFile } from "./upload.server";

export type ListingSubmission<S extends FormSchema> =
  | {
      ok: true;
      data: FormOutput<S>;
      /** What the form shows again if a later check (e.g. a unique key) fails. */
      values: FormValues;
      /** A new logo, null to remove the current one, undefined to keep it. */
      logo: CheckedUpload | null | undefined;
    }
  | { ok: false; failure: ListingFailure };

export async function parseListingSubmission<S extends FormSchema>(
  formData: FormData,
  schema: S,
): Promise<ListingSubmission<S>> {
  const input = readFormData(formData, schema);
  const values = echoValues(schema, input);
  // Checkboxes send nothing when unticked: say so, or the kept form would tick them again.
  for (const [name, meta] of fieldsOf(schema)) {
    if (meta?.isCheckbox) values[name] = input[name] === "on" ? "on" : "off";
  }
  const categories = formData
    .getAll("categories")
    .filter((c): c is string => (CATEGORIES as readonly string[]).includes(String(c)));
  const result = validate(schema, input);
  const errors = result.ok ? {} : { ...result.errors };
  const logoFile = chosenFile(formData.get("logo"));
  const logo = logoFile
    ? await checkUpload(logoFile, IMAGE_TYPES, LOGO_FIELDS.logo.maxBytes)
    : null;
  if (logo && !logo.ok) errors.logo = logo.message;
  if (!result.ok || (logo && !logo.ok)) {
    return { ok: false, failure: { ok: false, errors, values, categories } };
  }
  const isLogoRemoved = (result.data as { removeLogo?: boolean }).removeLogo === true;
  return {
    ok: true,
    data: result.data,
    values,
    logo: logo?.ok ? logo.upload : isLogoRemoved ? null : undefined,
  };
}

/** The listing's columns from the parsed form (empty texts stored as "", as the columns want). */
export function listingChanges(fields: ListingInput): ListingChanges {
  return {
    description: fields.description ?? "",
    shortDescription: fields.shortDescription ?? "",
    website: fields.website,
    responseTime: fields.responseTime,
    categories: fields.categories,
    treatmentTypes: fields.treatmentTypes,
    samplesAvailable: fields.samplesAvailable,
  };
}
