/**
 * The login and signup forms' schemas, parsed in the browser and again in the actions, and the
 * mapping of auth failures to the texts users see. An empty e-mail or password says 'Please fill
 * in all fields'; a failed sign-in says 'Invalid email or password' whether the account exists or
 * not, so the form does not reveal who has an account. Passwords are 6 to 128 characters.
 */

import { PATTERNS } from "~/lib/fields/checks";
import { LIMITS } from "~/lib/limits";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "~/lib/password-policy";
import { type Field, textField } from "./fields";
import { defineForm } from "./kit";

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const INVALID_EMAIL_ADDRESS = "Invalid email address";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const LOGIN_FAILED = "Failed to log in. Please try again.";
export const SIGNUP_FAILED = "Failed to create account. Please try again.";
/** The spec's text for a signup with an address that has an account (docs/decisions/128). */
export const EMAIL_IN_USE = "An account with this email already exists";

const isEmail = (value: string) => value.length <= LIMITS.email && PATTERNS.email.test(value);

/** Emptiness and format are checked across the form below, for the messages above. */
const email = textField("Email", 1000, {
  value: (v) => v.toLowerCase(),
  meta: { required: true, maxLength: LIMITS.email, type: "email" },
});

/** As typed; never echoed back. */
export function password(label: string) {
  return textField(label, 1000, {
    isTrimmed: false,
    meta: { required: true, type: "password", isEchoed: false, maxLength: undefined },
  });
}

/** Where to go after signing in; checked by safeRedirect in the action. */
const redirectTo: Field<string> = {
  label: "Redirect",
  required: false,
  isEchoed: false,
  checks: [],
  value: (v) => v,
};

export const loginSchema = defineForm(
  { email, password: password("Password"), redirectTo },
  (v, addIssue) => {
    if (v.email === "" || v.password === "") return addIssue("form", FILL_ALL_FIELDS);
    if (!isEmail(v.email)) addIssue("email", INVALID_EMAIL_ADDRESS);
  },
);

export const signupSchema = defineForm(
  {
    displayName: textField<string>("Full name", LIMITS.name, { meta: { type: undefined } }),
    email,
    password: password("Password"),
    confirmPassword: password("Confirm password"),
  },
  (v, addIssue) => {
    if (v.email === "" || v.password === "" || v.confirmPassword === "") {
      return addIssue("form", FILL_ALL_FIELDS);
    }
    if (!isEmail(v.email)) addIssue("email", INVALID_EMAIL_ADDRESS);
    checkNewPassword(v, addIssue);
  },
);

/** A new password and its confirmation (signup and reset): they match and fit the length rules. */
export function checkNewPassword(
  v: { password: string; confirmPassword: string },
  addIssue: (name: string, message: string) => void,
) {
  if (v.password !== v.confirmPassword) addIssue("confirmPassword", PASSWORDS_DO_NOT_MATCH);
  if (v.password.length < PASSWORD_MIN_LENGTH) addIssue("password", PASSWORD_TOO_SHORT);
  else if (v.password.length > PASSWORD_MAX_LENGTH) addIssue("password", PASSWORD_TOO_LONG);
}

/** "Forgot password?": only the address. */
export const forgotPasswordSchema = defineForm({ email }, (v, addIssue) => {
  if (v.email === "") return addIssue("form", FILL_ALL_FIELDS);
  if (!isEmail(v.email)) addIssue("email", INVALID_EMAIL_ADDRESS);
});

/** The answer to every accepted "Forgot password?" submission, account or not. */
export const RESET_LINK_SENT = "If an account exists for that address, we sent a link";

/** A new password after a reset link: the same rules as signup. */
export const resetPasswordSchema = defineForm(
  { password: password("New password"), confirmPassword: password("Confirm password") },
  (v, addIssue) => {
    if (v.password === "" || v.confirmPassword === "") return addIssue("form", FILL_ALL_FIELDS);
    checkNewPassword(v, addIssue);
  },
);

export const RESET_LINK_INVALID =
  "This reset link has expired or has already been used. Please ask for a new one.";
export const PASSWORD_CHANGED = "Your password was changed. Sign in with your new password.";

// In a module of their own, so that Google sign-in (rendered with the page) does not bring the
// forms' constraints along.
export { type AuthIntent, GOOGLE_TEXTS } from "./google-texts";
