/**
 * A lead's status change sent to the REST API (PATCH /api/v1/leads/{id}, decision 136): checked
 * by the workspace's status form, so the same fields, the rejection's reason and the shipping
 * rule (carrier and tracking number for shipped: app/lib/shipping-rule.ts, decision 147).
 */
import { validate } from "./kit";
import { type StatusChangeInput, statusChangeSchema } from "./status-change";

export type ApiLeadChangeCheck =
  | { ok: true; data: StatusChangeInput }
  | { ok: false; errors: Record<string, string> };

export function checkApiLeadChange(body: {
  status: string;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
  note?: string | undefined;
}): ApiLeadChangeCheck {
  const checked = validate(statusChangeSchema, { ...body });
  if (!checked.ok) return { ok: false, errors: checked.errors as Record<string, string> };
  return { ok: true, data: checked.data };
}
