/** The update list's statuses as operators read them (docs/decisions/052 and 072). */
import type { SubscriberStatus } from "./catalogue";

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Pending confirmation",
  active: "Active",
  unsubscribed: "Unsubscribed",
};

/** How long the link in the confirmation e-mail works (docs/decisions/052). */
export const CONFIRMATION_LINK_DAYS = 7;
