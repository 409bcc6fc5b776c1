/** The sample request form (spec §5): one schema for the browser and the server. */
import { z } from "zod";
import { HOW_HEARD_OPTIONS, PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import {
  checkboxField,
  emailField,
  optionalText,
  optionField,
  phoneField,
  requiredText,
  zipCodeField,
} from "~/lib/form";
import { LIMITS } from "~/lib/limits";

export const TERMS_MESSAGE = "You must agree to the terms and conditions";
export const REQUEST_FAILED_MESSAGE = "Failed to submit request. Please try again.";

const asList = (value: unknown) =>
  Array.isArray(value) ? value : typeof value === "string" && value !== "" ? [value] : [];

export const sampleRequestSchema = z.object({
  firstName: requiredText("First name", LIMITS.name),
  lastName: requiredText("Last name", LIMITS.name),
  email: emailField("Email"),
  phone: phoneField("Phone"),
  licenseNumber: optionalText("License number", LIMITS.licenseNumber),
  practiceName: requiredText("Practice name", LIMITS.practiceName),
  practiceType: optionField("Practice type", PRACTICE_TYPES),
  yearsInPractice: optionField("Years in practice", YEARS_IN_PRACTICE),
  street: requiredText("Street address", LIMITS.street),
  city: requiredText("City", LIMITS.city),
  state: requiredText("State", LIMITS.state),
  zipCode: zipCodeField("ZIP code"),
  howHeardAbout: optionField("How you heard about us", HOW_HEARD_OPTIONS),
  specificRequests: optionalText("Specific requests", LIMITS.longText),
  comments: optionalText("Comments", LIMITS.longText),
  allowMarketing: checkboxField,
  subscribeUpdates: checkboxField,
  agreedToTerms: z.preprocess(
    (v) => v === "on" || v === "true" || v === true,
    z.literal(true, { error: TERMS_MESSAGE }),
  ),
  /** Which companies: one id, or `all` for every company ('Make Request to All'). */
  companyId: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.string().trim().min(1, "Choose a company").max(200),
  ),
  productId: z.preprocess(asList, z.array(z.string().max(200)).max(100)),
});

export type SampleRequestInput = z.output<typeof sampleRequestSchema>;

export const ALL_COMPANIES = "all";

/** What the confirmation names: each company and the products asked for. */
export interface RequestedSummary {
  companies: { id: string; name: string; products: string[] }[];
}
