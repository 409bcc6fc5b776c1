/** The supplier registration form's one schema, shared by the pricing modal, page and action. */
import { PLAN_TYPES, type PlanType } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import {
  emailField,
  optionalLongText,
  optionalUrlField,
  optionField,
  phoneField,
  requiredText,
} from "./fields";
import { defineForm, type FormFailure } from "./kit";

export const registrationSchema = defineForm({
  planType: optionField("Plan", PLAN_TYPES),
  companyName: requiredText("Company name", LIMITS.companyName),
  contactName: requiredText("Contact name", LIMITS.name),
  email: emailField("Email"),
  phone: phoneField("Phone"),
  website: optionalUrlField("Website"),
  message: optionalLongText("Message"),
});

/** The supplier form's failure alert. */
export const REGISTRATION_FAILURE =
  "Error submitting form. Please try again or contact us directly.";

/** Where the registration form posts (the plain page that also works without JavaScript). */
export const REGISTRATION_ACTION = "/pricing/register";

/** `alreadyReceived`: the same registration came in before (docs/decisions/045). */
export type RegistrationActionData =
  | { ok: true; planType: PlanType; alreadyReceived?: boolean }
  | FormFailure;
