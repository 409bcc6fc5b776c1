/** A claim's or a registration's status in words ("More information asked"). */
import { Pill, type PillTone } from "~/components/pill";
import { type ClaimStatus, REVIEW_STATUS_LABELS } from "~/lib/suppliers";

const TONES: Record<ClaimStatus, PillTone> = {
  pending: "amber",
  more_info: "sky",
  disputed: "red",
  approved: "emerald",
  rejected: "slate",
  superseded: "indigo",
};

export function ReviewStatusBadge({ status }: { status: ClaimStatus }) {
  return <Pill tone={TONES[status]}>{REVIEW_STATUS_LABELS[status]}</Pill>;
}
