/**
 * The status form of a lead in the supplier workspace: the next status and its details. "Mark
 * shipped" may say how the samples travel (carrier, tracking number, both optional); "Reject"
 * must say why, in words the requester reads. Each button is its own small form, so a status
 * always travels with its own fields (with or without JavaScript).
 */
import { REQUEST_STATUSES } from "~/lib/catalogue";
import { STATUS_DETAIL_LIMITS } from "~/lib/suppliers";
import { optionalText, optionField } from "./fields";
import { defineForm, type FormFailure, type FormOutput } from "./kit";

export const REASON_REQUIRED = "Please give the requester a reason for rejecting the request";

export const statusChangeSchema = defineForm(
  {
    status: optionField("Status", REQUEST_STATUSES),
    carrier: optionalText("Carrier", STATUS_DETAIL_LIMITS.carrier),
    trackingNumber: optionalText("Tracking number", STATUS_DETAIL_LIMITS.trackingNumber),
    // Required for a rejection (below); the rejection's form shows it as required.
    reason: optionalText("Reason", STATUS_DETAIL_LIMITS.reason, true),
  },
  (value, addIssue) => {
    if (value.status === "rejected" && !value.reason) addIssue("reason", REASON_REQUIRED);
  },
);

export type StatusChangeInput = FormOutput<typeof statusChangeSchema>;

/** What the lead page's action answers: the change made, or a failure of one status's form. */
export type StatusChangeActionData =
  | { ok: true; message: string }
  | (FormFailure & { status?: string | undefined });
