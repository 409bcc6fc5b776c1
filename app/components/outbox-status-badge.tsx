import { OUTBOX_STATUS_LABELS, type OutboxStatus } from "~/mail/outbox-status";

const STYLES: Record<OutboxStatus, string> = {
  queued: "bg-slate-100 text-slate-900",
  retrying: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  dead: "bg-red-100 text-red-900",
  unconfigured: "bg-sky-100 text-sky-900",
};

/** An outbox message's status in words ("not sent: SMTP not configured"). */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {OUTBOX_STATUS_LABELS[status]}
    </span>
  );
}
