/** Where an outbox message stands (docs/decisions/050). */
export const OUTBOX_STATUSES = [
  "queued",
  "retrying",
  "sent",
  "dead",
  "unconfigured",
  "held",
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What the Outbox page shows for each status. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: "queued",
  retrying: "retrying",
  sent: "sent",
  dead: "dead: gave up after the last try",
  unconfigured: "not sent: SMTP not configured",
  held: "held: queued in a restored backup, not sent",
};
