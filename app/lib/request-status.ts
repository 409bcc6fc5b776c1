/**
 * Sample request statuses (docs/product.md#sample-requests): pending → approved → shipped →
 * completed, or pending/approved → rejected; samples handed over in person go approved →
 * completed with a note (docs/decisions/147, app/lib/shipping-rule.ts). Completed and rejected
 * are final.
 */
import { REQUEST_STATUSES, type RequestStatus } from "./catalogue";

export const NEXT_STATUSES: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["shipped", "completed", "rejected"],
  shipped: ["completed"],
  completed: [],
  rejected: [],
};

export function canChangeStatus(from: RequestStatus, to: RequestStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** The statuses a request must have now to move to `to`. */
export function statusesLeadingTo(to: RequestStatus): RequestStatus[] {
  return REQUEST_STATUSES.filter((from) => canChangeStatus(from, to));
}

export function parseStatus(value: unknown): RequestStatus | null {
  return REQUEST_STATUSES.find((s) => s === value) ?? null;
}

export const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  shipped: "Shipped",
  completed: "Completed",
  rejected: "Rejected",
};

/** The button that moves a request to each status (admin table, lead pages). */
export const STATUS_ACTION_LABELS: Record<RequestStatus, string> = {
  pending: "Mark pending",
  approved: "Approve",
  shipped: "Mark shipped",
  completed: "Mark completed",
  rejected: "Reject",
};

/**
 * The button from `from` to `to`: completing an approved lead means handing it over in person;
 * shipped again on a shipped lead saves a corrected carrier and tracking number.
 */
export function statusActionLabel(from: RequestStatus, to: RequestStatus): string {
  if (from === "approved" && to === "completed") return "Mark delivered in person";
  if (from === "shipped" && to === "shipped") return "Save tracking";
  return STATUS_ACTION_LABELS[to];
}

/**
 * A history entry's name: its status, or "Tracking updated" for a shipped entry after another
 * (a corrected carrier or tracking number, docs/decisions/147).
 */
export function historyEntryLabel(status: RequestStatus, previous: RequestStatus | null): string {
  return status === "shipped" && previous === "shipped"
    ? "Tracking updated"
    : STATUS_LABELS[status];
}

/** "Name (quantity); Name (quantity)" for tables and CSV. */
export function formatRequestedProducts(
  products: readonly { productName: string; quantity: string }[],
): string {
  return products
    .map((p) => (p.quantity ? `${p.productName} (${p.quantity})` : p.productName))
    .join("; ");
}
