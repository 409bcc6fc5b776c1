/**
 * The sample request form's one schema, used by the modal, the /request-samples page and its
 * action. Required fields say '{field} is required'; the terms box must be checked.
 */
import { CATEGORIES, HOW_HEARD_OPTIONS, PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import {
  licenseMatchesState,
  licenseMismatchMessage,
  licensePatternFor,
} from "~/lib/license-patterns";
import { LIMITS } from "~/lib/limits";
import { normalizeNpi, npiProblem } from "~/lib/npi";
import {
  checkboxField,
  emailField,
  type Field,
  hiddenId,
  idListField,
  optionalChoice,
  optionalLongText,
  optionalText,
  optionField,
  phoneField,
  requiredCheckbox,
  requiredText,
  usStateField,
  zipCodeField,
} from "./fields";
import { defineForm, type FormFailure, type FormOutput } from "./kit";

export const TERMS_MESSAGE = "You must agree to the terms and conditions";
export const REQUEST_FAILED_MESSAGE = "Failed to submit request. Please try again.";
export const REQUEST_ACTION = "/request-samples";
/** The company id that means every company ('Make Request to All'). */
export const ALL_COMPANIES = "all";

export const sampleRequestSchema = defineForm(
  {
    firstName: requiredText("First name", LIMITS.name),
    lastName: requiredText("Last name", LIMITS.name),
    email: emailField("Email"),
    phone: phoneField("Phone"),
    licenseNumber: optionalText("License number", LIMITS.licenseNumber),
    npi: npiField("NPI"),
    practiceName: requiredText("Practice name", LIMITS.practiceName),
    practiceType: optionField("Practice type", PRACTICE_TYPES),
    yearsInPractice: optionField("Years in practice", YEARS_IN_PRACTICE),
    street: requiredText("Street address", LIMITS.street),
    city: requiredText("City", LIMITS.city),
    state: usStateField("State"),
    zipCode: zipCodeField("ZIP code"),
    howHeardAbout: optionField("How you heard about us", HOW_HEARD_OPTIONS),
    specificRequests: optionalLongText("Specific requests"),
    comments: optionalLongText("Comments"),
    allowMarketing: checkboxField("Allow marketing"),
    subscribeUpdates: checkboxField("Subscribe to updates"),
    /** A signed-in user's "Save these details to my profile" (docs/decisions/126). */
    saveToProfile: checkboxField("Save these details to my profile"),
    agreedToTerms: requiredCheckbox("Terms", TERMS_MESSAGE),
    /** Which companies: one id, or `all` for every company. */
    companyId: hiddenId("Company", "Choose a company"),
    productId: idListField("Product"),
    /**
     * 'Make Request to All' under a category filter: the companies in this category, looked up by
     * the server (the form only names the filter, never a list of companies to trust).
     */
    category: optionalChoice(
      "Category",
      CATEGORIES,
      "Please choose a valid category",
      (v) => (v === "" ? undefined : v),
      { isEchoed: false, showsOptions: false },
    ),
  },
  checkLicenseState,
);

/**
 * A license number in one of the states with a known pattern must fit it (docs/decisions/090);
 * the practice profile checks the same (./practice-profile.ts).
 */
export function checkLicenseState(
  { licenseNumber, state }: { licenseNumber: string | null; state: string },
  addIssue: (name: string, message: string) => void,
) {
  if (!licenseNumber || licenseMatchesState(licenseNumber, state)) return;
  const entry = licensePatternFor(state);
  if (entry) addIssue("licenseNumber", licenseMismatchMessage(entry));
}

/**
 * The optional US National Provider Identifier: spaces and hyphens dropped, then 10 digits with
 * the NPI check digit; empty becomes null.
 */
function npiField(label: string): Field<string | null> {
  return {
    label,
    required: false,
    // Room for "123 456 7890"-style spacing; the stored value is the 10 digits.
    maxLength: 20,
    type: "text",
    prepare: normalizeNpi,
    // Ten digits that fail the check say so, rather than asking for "10 digits" again.
    checks: [
      { kind: "rule", test: (v) => npiProblem(v) === null, message: (v) => npiProblem(v) ?? "" },
    ],
    value: (v) => (v === "" ? null : v),
  };
}

export type SampleRequestInput = FormOutput<typeof sampleRequestSchema>;

/** What the confirmation names: each company and the products asked for. */
export interface RequestedSummary {
  companies: { id: string; name: string; products: string[] }[];
}

/** `alreadyReceived`: the same request came in before (docs/decisions/045); nothing new was stored. */
export type SampleRequestActionData =
  | { ok: true; summary: RequestedSummary; alreadyReceived?: boolean }
  | FormFailure;
