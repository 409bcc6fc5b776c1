/** The claim request form's one schema (spec §5), used by the page in the browser and its action. */
import { z } from "zod";
import {
  emailField,
  type FieldErrors,
  optionalText,
  optionalUrlField,
  phoneField,
  requiredText,
} from "~/lib/form";
import { LIMITS } from "~/lib/limits";

export const claimRequestSchema = z.object({
  companyName: requiredText("Company name", LIMITS.companyName),
  contactName: requiredText("Contact name", LIMITS.name),
  jobTitle: requiredText("Job title", LIMITS.jobTitle),
  email: emailField("Email"),
  phone: phoneField("Phone", { required: false }),
  website: optionalUrlField("Website"),
  message: optionalText("Message", LIMITS.longText),
});

export const CLAIM_FAILURE = "Failed to submit claim request. Please try again.";

export type ClaimRequestActionData =
  | { ok: true; companyName: string }
  | { ok: false; errors?: FieldErrors; formError?: string; values: Record<string, string> };
