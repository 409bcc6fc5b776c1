/**
 * The operators' company form (/admin/companies/new and /admin/companies/{id}): every field of a
 * company. The listing editor's fields (app/forms/listing.ts) plus what only operators set: the
 * name and brand, where leads go, the featured/sponsored/verified flags and the import's key.
 */
import { CATALOGUE_KEY_LENGTH } from "~/lib/catalogue-keys";
import { COMPANY_FLAGS } from "~/lib/company-flags";
import { LIMITS } from "~/lib/limits";
import {
  checkboxField,
  hiddenId,
  optionalEmailField,
  optionalText,
  optionField,
  requiredText,
} from "./fields";
import { defineForm, type FormOutput } from "./kit";
import { LISTING_FIELDS } from "./listing";

export const adminCompanySchema = defineForm({
  ...LISTING_FIELDS,
  name: requiredText("Name", LIMITS.companyName),
  brandName: optionalText("Brand name", LIMITS.companyName),
  leadEmail: optionalEmailField("Lead e-mail"),
  featured: checkboxField("Featured"),
  sponsored: checkboxField("Sponsored"),
  verified: checkboxField("Verified"),
  externalKey: optionalText("External key", CATALOGUE_KEY_LENGTH),
});

export type AdminCompanyInput = FormOutput<typeof adminCompanySchema>;

/** A switch on the list: which company, which flag, on or off. */
export const companyFlagSchema = defineForm({
  companyId: hiddenId("Company"),
  flag: optionField("Switch", COMPANY_FLAGS),
  value: optionField("Value", ["on", "off"] as const),
});
