/**
 * Sample request statuses (docs/product.md#sample-requests): pending → approved → shipped →
 * completed, or pending/approved → rejected. Completed and rejected are final.
 */
import { REQUEST_STATUSES, type RequestStatus } from "./catalogue";

export const NEXT_STATUSES: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["shipped", "rejected"],
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

/** "Name (quantity); Name (quantity)" for tables and CSV. */
export function formatRequestedProducts(
  products: readonly { productName: string; quantity: string }[],
): string {
  return products
    .map((p) => (p.quantity ? `${p.productName} (${p.quantity})` : p.productName))
    .join("; ");
}
