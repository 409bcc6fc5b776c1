import type { RequestStatus } from "~/lib/catalogue";
import { STATUS_LABELS } from "~/lib/request-status";

const STYLES: Record<RequestStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  completed: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
