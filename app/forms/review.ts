/**
 * The admin's review forms (claims and registrations): one schema per decision. Each form posts
 * an `intent` naming the decision; the action validates the fields with that decision's schema.
 */
import { LIMITS } from "~/lib/limits";
import { optionalText, requiredText } from "./fields";
import { defineForm } from "./kit";

/** The internal notes' cap (a text column: this is the form's limit, not the database's). */
export const NOTES_MAX = 5000;

/** Approving a claim; `company` names the listed company when the claim names none. */
export const approveClaimSchema = defineForm({
  company: optionalText("Company id or exact name", LIMITS.companyName),
});

export const rejectSchema = defineForm({
  reason: requiredText("Reason", LIMITS.longText, true),
});

export const moreInfoSchema = defineForm({
  question: requiredText("Question", LIMITS.longText, true),
});

export const notesSchema = defineForm({
  notes: optionalText("Notes", NOTES_MAX, true),
});

/** A form without fields (transfer ownership, approve a registration). */
export const confirmSchema = defineForm({});
