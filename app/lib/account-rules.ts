/**
 * Account rules that better-auth's set-up (app/auth.server.ts), the account e-mails and the sign-in
 * forms all follow: how long the e-mailed links work, and what a disabled account hears.
 */

/** How long an address-check link works. */
export const VERIFY_LINK_HOURS = 24;
/** How long a password-reset link works (it also works only once). */
export const RESET_LINK_MINUTES = 60;

/** better-auth's error code when a disabled user tries to sign in. */
export const ACCOUNT_DISABLED_CODE = "ACCOUNT_DISABLED";
/** Shown only after a correct password (or Google): the account exists and was disabled. */
export const ACCOUNT_DISABLED =
  "This account has been disabled. Contact us if you think this is a mistake.";

/** How long the old address can undo a change of the account's address (decision 149). */
export const EMAIL_UNDO_DAYS = 7;
/**
 * An account with no password (Google only) proves itself for an address change by a sign-in
 * this recent (decision 149); an account with a password gives its password.
 */
export const FRESH_SIGN_IN_MINUTES = 10;
