import { CLAIM_STATUS_LABELS, type ClaimStatus } from "~/lib/suppliers";
import { Pill, type PillTone } from "./pill";

const TONES: Record<ClaimStatus, PillTone> = {
  pending: "amber",
  more_info: "sky",
  disputed: "red",
  approved: "emerald",
  rejected: "slate",
  superseded: "indigo",
};

/** A claim's status in words ("More information asked"). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Pill tone={TONES[status]}>{CLAIM_STATUS_LABELS[status]}</Pill>;
}
