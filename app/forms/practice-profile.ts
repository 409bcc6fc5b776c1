/**
 * The practice profile's form (/account, docs/decisions/126): the request form's own fields and
 * its license rule, taken from its schema so the two cannot drift. The e-mail is the account's.
 */
import { defineForm, type FormOutput } from "./kit";
import { checkLicenseState, sampleRequestSchema } from "./sample-request";

/** The request form's fields a profile keeps. */
const PROFILE_FIELD_NAMES = [
  "firstName",
  "lastName",
  "phone",
  "licenseNumber",
  "npi",
  "practiceName",
  "practiceType",
  "yearsInPractice",
  "street",
  "city",
  "state",
  "zipCode",
  "allowMarketing",
  "subscribeUpdates",
] as const;

type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];
type RequestFields = typeof sampleRequestSchema.shape;

export const PROFILE_FIELDS = Object.fromEntries(
  PROFILE_FIELD_NAMES.map((name) => [name, sampleRequestSchema.shape[name]]),
) as Pick<RequestFields, ProfileFieldName>;

export const practiceProfileSchema = defineForm(PROFILE_FIELDS, checkLicenseState);

export type PracticeProfileInput = FormOutput<typeof practiceProfileSchema>;

export const PROFILE_SAVED_MESSAGE = "Your practice profile is saved.";
