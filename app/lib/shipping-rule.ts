/**
 * The shipping rule (product decisions, fourth wave; docs/decisions/147), written once for the
 * workspace, the console and the REST API: a lead marked shipped says how it travels (carrier and
 * tracking number, both required); a shipped lead's carrier and tracking number can be corrected
 * (the status stays shipped); samples handed over in person skip shipped: an approved lead is
 * marked completed with a note saying how they were handed over.
 */
import type { RequestStatus } from "./catalogue";

export const SHIPPING_RULE_TEXTS = {
  carrier: "Please give the carrier for a shipped lead",
  trackingNumber: "Please give the tracking number for a shipped lead",
  note: "Please say how the samples were handed over",
} as const;

export interface ShipmentDetails {
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  note?: string | null | undefined;
}

export type ShippingRuleErrors = Partial<Record<keyof typeof SHIPPING_RULE_TEXTS, string>>;

/**
 * What the change lacks under the rule, by field ({} when it may be made). Without `from` (a form
 * checked before the lead is read) only what needs no current status: a shipment's carrier and
 * tracking number; with it, also the note of samples completed without being shipped.
 */
export function shippingRuleErrors(
  change: { from?: RequestStatus | undefined; to: RequestStatus } & ShipmentDetails,
): ShippingRuleErrors {
  const errors: ShippingRuleErrors = {};
  const isBlank = (value: string | null | undefined) => !value?.trim();
  if (change.to === "shipped") {
    if (isBlank(change.carrier)) errors.carrier = SHIPPING_RULE_TEXTS.carrier;
    if (isBlank(change.trackingNumber)) errors.trackingNumber = SHIPPING_RULE_TEXTS.trackingNumber;
  }
  if (change.to === "completed" && change.from === "approved" && isBlank(change.note)) {
    errors.note = SHIPPING_RULE_TEXTS.note;
  }
  return errors;
}

/** Whether `to` from `from` corrects a shipment (shipped again) rather than changing the status. */
export function isShipmentCorrection(from: RequestStatus, to: RequestStatus): boolean {
  return from === "shipped" && to === "shipped";
}

/**
 * A lead's shipment now: the carrier and tracking number of its latest "shipped" history entry (a
 * correction is one), or null when it was never shipped. Entries oldest first.
 */
export function latestShipment<
  E extends { status: RequestStatus; carrier: string | null; trackingNumber: string | null },
>(history: readonly E[]): { carrier: string | null; trackingNumber: string | null } | null {
  const shipped = history.findLast((entry) => entry.status === "shipped");
  return shipped ? { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber } : null;
}
