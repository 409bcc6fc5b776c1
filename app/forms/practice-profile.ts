/**
 * The practice profile's form (/account, docs/decisions/126): the request form's own fields and
 * its license rule, taken from its schema so the two cannot drift. The e-mail is the account's.
 */
import { defineForm, type FormOutput } from "./kit";
import { checkLicenseState, sampleRequestSchema } from "./sample-request";

const {
  firstName,
  lastName,
  phone,
  licenseNumber,
  npi,
  practiceName,
  practiceType,
  yearsInPractice,
  street,
  city,
  state,
  zipCode,
  allowMarketing,
  subscribeUpdates,
} = sampleRequestSchema.shape;

export const PROFILE_FIELDS = {
  firstName,
  lastName,
  phone,
  licenseNumber,
  npi,
  practiceName,
  practiceType,
  yearsInPractice,
  street,
  city,
  state,
  zipCode,
  allowMarketing,
  subscribeUpdates,
};

export const practiceProfileSchema = defineForm(PROFILE_FIELDS, checkLicenseState);

export type PracticeProfileInput = FormOutput<typeof practiceProfileSchema>;

export const PROFILE_SAVED_MESSAGE = "Your practice profile is saved.";
