/**
 * The status form of a lead in the supplier workspace and the console: the next status and its
 * details. "Mark shipped" says how the samples travel (carrier and tracking number, both required
 * by the shipping rule, app/lib/shipping-rule.ts); on a shipped lead the same form corrects them;
 * "Mark delivered in person" (approved → completed) says how the samples were handed over;
 * "Reject" must say why, in words the requester reads. Each button is its own small form, so a
 * status always travels with its own fields (with or without JavaScript).
 */
import { REQUEST_STATUSES } from "~/lib/catalogue";
import { shippingRuleErrors } from "~/lib/shipping-rule";
import { STATUS_DETAIL_LIMITS } from "~/lib/suppliers";
import { optionalText, optionField } from "./fields";
import { defineForm, type FormFailure, type FormOutput } from "./kit";

export const REASON_REQUIRED = "Please give the requester a reason for rejecting the request";

export const statusChangeSchema = defineForm(
  {
    status: optionField("Status", REQUEST_STATUSES),
    // Required for a shipment (the shipping rule, below).
    carrier: optionalText("Carrier", STATUS_DETAIL_LIMITS.carrier),
    trackingNumber: optionalText("Tracking number", STATUS_DETAIL_LIMITS.trackingNumber),
    // Required for a rejection (below); the rejection's form shows it as required.
    reason: optionalText("Reason", STATUS_DETAIL_LIMITS.reason, true),
    // Required for samples handed over in person (the shipping rule, with the lead's status).
    note: optionalText("Note", STATUS_DETAIL_LIMITS.note, true),
  },
  (value, addIssue) => {
    if (value.status === "rejected" && !value.reason) addIssue("reason", REASON_REQUIRED);
    const errors = shippingRuleErrors({ to: value.status, ...value });
    for (const [name, message] of Object.entries(errors)) addIssue(name, message);
  },
);

export type StatusChangeInput = FormOutput<typeof statusChangeSchema>;

/** What the lead page's action answers: the change made, or a failure of one status's form. */
export type StatusChangeActionData =
  | { ok: true; message: string }
  | (FormFailure & { status?: string | undefined });
