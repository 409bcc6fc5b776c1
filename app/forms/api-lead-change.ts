/**
 * A lead's status change sent to the REST API (PATCH /api/v1/leads/{id}, decision 136): checked
 * by the workspace's status form (its fields and the rejection's reason), plus the API's own rule
 * that a shipment says how it travels.
 */
import { validate } from "./kit";
import { type StatusChangeInput, statusChangeSchema } from "./status-change";

/** The API's own rule on top of the workspace's: a shipment says how it travels (decision 136). */
export const SHIPPED_NEEDS = {
  carrier: "Please give the carrier for a shipped lead",
  trackingNumber: "Please give the tracking number for a shipped lead",
};

export type ApiLeadChangeCheck =
  | { ok: true; data: StatusChangeInput }
  | { ok: false; errors: Record<string, string> };

export function checkApiLeadChange(body: {
  status: string;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
}): ApiLeadChangeCheck {
  const checked = validate(statusChangeSchema, { ...body });
  const errors: Record<string, string> = checked.ok
    ? {}
    : { ...(checked.errors as Record<string, string>) };
  if (body.status === "shipped") {
    if (!body.carrier?.trim()) errors.carrier ??= SHIPPED_NEEDS.carrier;
    if (!body.trackingNumber?.trim()) errors.trackingNumber ??= SHIPPED_NEEDS.trackingNumber;
  }
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: checked.data };
}
