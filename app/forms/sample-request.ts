/**
 * The sample request form's one schema, used by the modal, the /request-samples page and its
 * action. Required fields say '{field} is required'; the terms box must be checked.
 */
import { z } from "zod";
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
  hiddenId,
  idListField,
  optionalLongText,
  optionalText,
  optionField,
  phoneField,
  requiredCheckbox,
  requiredText,
  withMeta,
  zipCodeField,
} from "./fields";
import type { FormFailure } from "./kit";

export const TERMS_MESSAGE = "You must agree to the terms and conditions";
export const REQUEST_FAILED_MESSAGE = "Failed to submit request. Please try again.";
export const REQUEST_ACTION = "/request-samples";
/** The company id that means every company ('Make Request to All'). */
export const ALL_COMPANIES = "all";

export const sampleRequestSchema = z
  .object({
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
    state: requiredText("State", LIMITS.state),
    zipCode: zipCodeField("ZIP code"),
    howHeardAbout: optionField("How you heard about us", HOW_HEARD_OPTIONS),
    specificRequests: optionalLongText("Specific requests"),
    comments: optionalLongText("Comments"),
    allowMarketing: checkboxField("Allow marketing"),
    subscribeUpdates: checkboxField("Subscribe to updates"),
    agreedToTerms: requiredCheckbox("Terms", TERMS_MESSAGE),
    /** Which companies: one id, or `all` for every company. */
    companyId: hiddenId("Company", "Choose a company"),
    productId: idListField("Product"),
    /**
     * 'Make Request to All' under a category filter: the companies in this category, looked up by
     * the server (the form only names the filter, never a list of companies to trust).
     */
    category: withMeta(
      z.preprocess(
        (v) => (typeof v === "string" && v !== "" ? v : undefined),
        z.enum(CATEGORIES, { error: "Please choose a valid category" }).optional(),
      ),
      { label: "Category", required: false, isEchoed: false },
    ),
  })
  .superRefine(({ licenseNumber, state }, ctx) => {
    // A license number in one of the states with a known pattern must fit it (docs/decisions/090).
    if (!licenseNumber || licenseMatchesState(licenseNumber, state)) return;
    const entry = licensePatternFor(state);
    if (entry) {
      ctx.addIssue({
        code: "custom",
        path: ["licenseNumber"],
        message: licenseMismatchMessage(entry),
      });
    }
  });

/**
 * The optional US National Provider Identifier: spaces and hyphens dropped, then 10 digits with
 * the NPI check digit; empty becomes null.
 */
function npiField(label: string) {
  return withMeta(
    z.preprocess(
      (v) => (typeof v === "string" ? normalizeNpi(v) : ""),
      z
        .string()
        .superRefine((v, ctx) => {
          const message = npiProblem(v);
          if (message) ctx.addIssue({ code: "custom", message });
        })
        .transform((v) => (v === "" ? null : v)),
    ),
    // Room for "123 456 7890"-style spacing; the stored value is the 10 digits.
    { label, required: false, maxLength: 20, type: "text" },
  );
}

export type SampleRequestInput = z.output<typeof sampleRequestSchema>;

/** What the confirmation names: each company and the products asked for. */
export interface RequestedSummary {
  companies: { id: string; name: string; products: string[] }[];
}

/** `alreadyReceived`: the same request came in before (docs/decisions/045); nothing new was stored. */
export type SampleRequestActionData =
  | { ok: true; summary: RequestedSummary; alreadyReceived?: boolean }
  | FormFailure;
