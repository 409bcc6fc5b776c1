import type { RequestStatus } from "~/lib/catalogue";
import { STATUS_LABELS } from "~/lib/request-status";
import { Pill, type PillTone } from "../pill";

const TONES: Record<RequestStatus, PillTone> = {
  pending: "amber",
  approved: "sky",
  shipped: "indigo",
  completed: "emerald",
  rejected: "red",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <Pill tone={TONES[status]}>{STATUS_LABELS[status]}</Pill>;
}
