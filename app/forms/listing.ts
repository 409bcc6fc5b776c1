/**
 * The listing editor's one form (/supplier/{companyId}/listing): the company's public details,
 * whose fields (app/lib/fields/listing-fields.ts) the catalogue import shares. The logo is a file
 * beside these fields (checked by app/models/catalogue/upload.server.ts).
 */
import { LISTING_FIELDS } from "~/lib/fields/listing-fields";
import { defineForm, type FormFailure, type FormOutput } from "./kit";

export {
  LISTING_FIELDS,
  RESPONSE_TIME_MAX,
  TREATMENT_TYPE_MAX,
  TREATMENT_TYPES_MAX,
} from "~/lib/fields/listing-fields";

export const listingSchema = defineForm(LISTING_FIELDS);

export type ListingInput = FormOutput<typeof listingSchema>;

/** A failed save: the messages, the typed values, and the ticked categories (a list). */
export type ListingFailure = FormFailure & { categories?: string[] };

export type ListingActionData = { ok: true; message: string } | ListingFailure;
