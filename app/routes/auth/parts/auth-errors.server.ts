/** better-auth's failures as the texts the login, signup and reset forms show (actions only). */

import {
  EMAIL_IN_USE,
  INVALID_CREDENTIALS,
  INVALID_EMAIL_ADDRESS,
  LOGIN_FAILED,
  SIGNUP_FAILED,
} from "~/forms/auth";
import { ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE } from "~/lib/account-rules";
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PASSWORD_TOO_WEAK } from "~/lib/password-policy";

/** better-auth's error code on a failed sign-in → the text the user sees. */
export function signInErrorText(code: string | undefined): string {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "USER_NOT_FOUND":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
    case "INVALID_PASSWORD":
      return INVALID_CREDENTIALS;
    case "INVALID_EMAIL":
      return INVALID_EMAIL_ADDRESS;
    case ACCOUNT_DISABLED_CODE:
      return ACCOUNT_DISABLED;
    default:
      return LOGIN_FAILED;
  }
}

/**
 * better-auth's error code on a failed sign-up → the text the user sees. An address that already
 * has an account says so (the spec's text; the form adds "Log in" and "Forgot password"): a
 * successful sign-up signs in, so a vaguer answer could not hide the account (docs/decisions/128).
 */
export function signUpErrorText(code: string | undefined): string {
  switch (code) {
    case "INVALID_EMAIL":
      return INVALID_EMAIL_ADDRESS;
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return EMAIL_IN_USE;
    case "PASSWORD_TOO_SHORT":
      return PASSWORD_TOO_SHORT;
    case "PASSWORD_TOO_LONG":
      return PASSWORD_TOO_LONG;
    case "WEAK_PASSWORD":
      return PASSWORD_TOO_WEAK;
    default:
      return SIGNUP_FAILED;
  }
}
