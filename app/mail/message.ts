/**
 * What every e-mail is before it is stored in the outbox: rendered text and HTML parts, written
 * by one function per message in app/mail/messages (docs/decisions/050).
 */
export const MESSAGE_KINDS = [
  "new-lead",
  "request-confirmation",
  "request-status",
  "claim-received",
  "claim-acknowledgement",
  "registration-received",
  "registration-acknowledgement",
  "claim-decision",
  "registration-decision",
  "company-invitation",
  "subscribe-confirmation",
  "verify-email",
  "reset-password",
  "rating-request",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MailMessage {
  kind: MessageKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
  headers?: Record<string, string>;
}

/** What every message needs to know about the site: its name and where it lives. */
export interface MailSite {
  name: string;
  /** The public origin, without a trailing slash (SITE_URL). */
  url: string;
  /** Where the operators read mail (CONTACT_EMAIL): claims and registrations go there. */
  contactEmail: string;
  /** Where leads go for a company with no lead address (LEADS_FALLBACK_EMAIL, else CONTACT_EMAIL). */
  leadsFallbackEmail: string;
}
