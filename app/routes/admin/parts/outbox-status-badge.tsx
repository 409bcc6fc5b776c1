import { Pill, type PillTone } from "~/components/pill";
import { OUTBOX_STATUS_LABELS, type OutboxStatus } from "~/lib/outbox-status";

const TONES: Record<OutboxStatus, PillTone> = {
  queued: "slate",
  retrying: "amber",
  sent: "emerald",
  dead: "red",
  unconfigured: "sky",
  held: "indigo",
};

/** An outbox message's status in words ("not sent: SMTP not configured"). */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Pill tone={TONES[status]}>{OUTBOX_STATUS_LABELS[status]}</Pill>;
}
