/**
 * The forms of /account/settings (docs/decisions/131): change the password (the password policy
 * of signup and reset), change the e-mail address, and delete the account (the password again and
 * a tick). Parsed in the browser and again in the action.
 */

import { checkNewPassword, FILL_ALL_FIELDS, password } from "./auth";
import { emailField, requiredCheckbox } from "./fields";
import { defineForm } from "./kit";

export const WRONG_CURRENT_PASSWORD = "The current password is not correct";
export const WRONG_PASSWORD = "The password is not correct";
export const PASSWORD_UPDATED =
  "Your password was changed. Your other sessions were signed out; this one stays signed in.";
export const SAME_EMAIL = "This is already your account's address";
export const EMAIL_TAKEN = "An account with this email already exists";
export const EMAIL_CHANGE_SENT =
  "We sent a confirmation link to the new address. Your address changes when you open it and press the button; until then you sign in with the current one. When it changes, your other sessions are signed out and we write to the current address with a link that undoes the change for 7 days.";
export const SIGN_IN_AGAIN =
  "For your safety, sign out and sign in again with Google, then change your address within 10 minutes.";
export const OTHER_SESSIONS_ENDED = "Your other sessions were signed out.";
export const PASSWORD_REQUIRED = "Enter your password";
export const CONFIRM_DELETION = "Tick the box to confirm that you want to delete your account";

export const changePasswordSchema = defineForm(
  {
    currentPassword: password("Current password"),
    password: password("New password"),
    confirmPassword: password("Confirm new password"),
  },
  (v, addIssue) => {
    if (v.currentPassword === "" || v.password === "" || v.confirmPassword === "") {
      return addIssue("form", FILL_ALL_FIELDS);
    }
    checkNewPassword(v, addIssue);
  },
);

/**
 * The current password is required of an account that has one (the action checks it); an account
 * without one (Google only) proves itself by a recent sign-in instead (decision 149).
 */
export const changeEmailSchema = defineForm({
  newEmail: emailField("New e-mail address"),
  currentPassword: password("Current password"),
});

export const deleteAccountSchema = defineForm(
  {
    password: password("Password"),
    confirm: requiredCheckbox("I understand that my account cannot be restored", CONFIRM_DELETION),
  },
  (v, addIssue) => {
    if (v.password === "") addIssue("password", PASSWORD_REQUIRED);
  },
);
