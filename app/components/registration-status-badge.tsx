import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from "~/lib/registration-status";
import { Pill, type PillTone } from "./pill";

const TONES: Record<RegistrationStatus, PillTone> = {
  pending: "amber",
  approved: "emerald",
  rejected: "slate",
};

/** A supplier registration's status in words. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return <Pill tone={TONES[status]}>{REGISTRATION_STATUS_LABELS[status]}</Pill>;
}
