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
  "webhook-disabled",
  "trial-reminder",
  "change-email",
  "email-change-notice",
  "payment-failed",
  "lead-address-confirmation",
  "password-changed",
  "email-changed",
  "account-deleted",
  "digest",
  "alerts",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The kinds whose links act without a sign-in, so they carry secrets (decision 107). */
export const SECRET_LINK_KINDS = [
  "request-confirmation",
  "request-status",
  "rating-request",
  "subscribe-confirmation",
  "verify-email",
  "reset-password",
  "change-email",
  "lead-address-confirmation",
  "email-changed",
  "digest",
  "alerts",
] as const satisfies readonly MessageKind[];
export type SecretLinkKind = (typeof SECRET_LINK_KINDS)[number];

export function isSecretLinkKind(kind: string): kind is SecretLinkKind {
  return (SECRET_LINK_KINDS as readonly string[]).includes(kind);
}

export interface MailMessage {
  kind: MessageKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
  headers?: Record<string, string>;
  /** The secrets of its links that act without a sign-in (`secretsOf`, decision 107). */
  secrets?: MailSecrets;
  /** Not sent before this time (the digest's pace, DIGEST_RATE); default: at once. */
  sendAfter?: Date;
}

/**
 * A link that acts without a sign-in: whoever holds it is its recipient (docs/decisions/051). Its
 * token is kept apart from the stored message and only until the message is sent (decision 107).
 */
export interface SecretLink {
  url: string;
  /** The secret part of the URL, as it stands there. */
  token: string;
  /** The record it opens (a submission, request, subscriber or user id), for a fresh link. */
  for: string;
}

/** A message's secret tokens, in the order its kind makes them anew, and what they open. */
export interface MailSecrets {
  tokens: string[];
  for: string;
}

/** The secrets of a message's links, all opening one record. */
export function secretsOf(first: SecretLink, ...more: SecretLink[]): MailSecrets {
  return { tokens: [first, ...more].map((link) => link.token), for: first.for };
}

/** What every message needs to know about the site: its name and where it lives. */
export interface MailSite {
  name: string;
  /** The public origin, without a trailing slash (SITE_URL). */
  url: string;
  /** Where the operators read mail (CONTACT_EMAIL): claims and registrations go there. */
  contactEmail: string;
  /** Where leads go for a company nobody owns and without an operators' lead address (LEADS_FALLBACK_EMAIL, else CONTACT_EMAIL). */
  leadsFallbackEmail: string;
}
