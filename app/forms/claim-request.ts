/** The claim request form's one schema: the /claim-request page in the browser and its action. */
import { LIMITS } from "~/lib/limits";
import {
  emailField,
  optionalLongText,
  optionalPhoneField,
  optionalUrlField,
  requiredText,
} from "./fields";
import { defineForm, type FormFailure } from "./kit";

export const claimRequestSchema = defineForm({
  companyName: requiredText("Company name", LIMITS.companyName),
  contactName: requiredText("Contact name", LIMITS.name),
  jobTitle: requiredText("Job title", LIMITS.jobTitle),
  email: emailField("Email"),
  phone: optionalPhoneField("Phone"),
  website: optionalUrlField("Website"),
  message: optionalLongText("Message"),
});

export const CLAIM_FAILURE = "Failed to submit claim request. Please try again.";

/** `alreadyReceived`: the same claim came in before (docs/decisions/045); nothing new was stored. */
export type ClaimRequestActionData =
  | { ok: true; companyName: string; alreadyReceived?: boolean }
  | FormFailure;
