/** What the webhook pages and their models share (issue 27): the events an endpoint may choose. */

export const WEBHOOK_EVENTS = ["lead.created", "lead.status_changed"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send test event" delivers. */
export const PING_EVENT = "ping";

export const WEBHOOK_EVENT_TEXTS: Record<WebhookEvent, string> = {
  "lead.created": "a dental professional requests samples",
  "lead.status_changed": "a lead's status changes",
};

/** An endpoint is disabled after this many failed tries in a row (its owners are e-mailed). */
export const WEBHOOK_FAILURES_TO_DISABLE = 20;

/** The longest endpoint URL. */
export const WEBHOOK_URL_MAX = 2048;
