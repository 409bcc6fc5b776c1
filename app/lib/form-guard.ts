/**
 * The guard fields every public form carries (docs/decisions/045), shared by the component that
 * renders them and the server that checks them: an idempotency key, the signed time the form was
 * rendered, and a honeypot that people never see.
 */

export const GUARD_FIELDS = {
  /** The idempotency key: one per shown form; a retry with it never stores twice. */
  key: "_submission",
  /** `<issued-at ms>.<HMAC of time and key>`: when the form was first shown (GET /api/form-guard). */
  startedAt: "_started",
  /** Hidden from people and screen readers; anything typed into it marks a bot. */
  honeypot: "fax_number",
} as const;

/** What GET /api/form-guard issues for a form: a fresh key and the signed time it was issued. */
export interface FormGuardToken {
  key: string;
  startedAt: string;
}

/** 429: one client or one e-mail address sent too much within the window. */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a few minutes and try again.";
/** Submitted faster than a person fills the form in. */
export const SUBMITTED_TOO_FAST =
  "That was quicker than we expected. Please check your details and submit again.";
/** The guard fields are missing, forged, or older than a day. */
export const FORM_EXPIRED = "This form has expired. Please reload the page and submit it again.";
/** The same request was already received (a confirmation, not an error). */
export const ALREADY_RECEIVED =
  "We already received this request, so we did not send it again. Nothing more to do.";
