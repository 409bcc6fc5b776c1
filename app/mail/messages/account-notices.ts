/**
 * What changed on an account, told to the address concerned (docs/decisions/149): a password
 * change, an address change (to the old address, with the one link that changes the account: the
 * undo link) and a deletion. None of the others carries a link that changes the account.
 */
import type { MailMessage, MailSite, SecretLink } from "../message";
import { greetingMessage } from "./greeting-message";

export const PASSWORD_CHANGED_SUBJECT = "Your password was changed";
export const EMAIL_CHANGED_SUBJECT = "Your account's e-mail address was changed";
export const ACCOUNT_DELETED_SUBJECT = "Your account was deleted";

/** After a password change in Settings or through a reset link. */
export function passwordChangedMessage(site: MailSite, to: string): MailMessage {
  const subject = `${PASSWORD_CHANGED_SUBJECT} on ${site.name}`;
  const intro = `The password of your ${site.name} account was changed, and the account was signed out everywhere else.`;
  const warning = `If this was not you, use "Forgot password?" on the sign-in page (${site.url}/login) to choose a new password: that signs out every session.`;
  const parts = [intro, warning];
  return greetingMessage(site, { kind: "password-changed", to, subject, parts, isSigned: true });
}

/**
 * To the old address once the new one is confirmed: the new address (masked) and the undo link,
 * which puts this address back and signs out every session.
 */
export function emailChangedMessage(
  site: MailSite,
  to: string,
  maskedNewEmail: string,
  undoLink: SecretLink,
  validDays: number,
): MailMessage {
  const subject = `${EMAIL_CHANGED_SUBJECT} on ${site.name}`;
  const intro = `The e-mail address of your ${site.name} account was changed from this address to ${maskedNewEmail}. The account now signs in with the new address, and its other sessions were signed out.`;
  const undo = `If this was not you, open the link below and press "Undo the change" within ${validDays} days: the account gets this address back and every session is signed out. Then choose a new password with "Forgot password?".`;
  const parts = [intro, undo, { label: "Undo the change", link: undoLink }];
  return greetingMessage(site, { kind: "email-changed", to, subject, parts, isSigned: true });
}

/** To the deleted account's address, after the deletion. */
export function accountDeletedMessage(site: MailSite, to: string): MailMessage {
  const subject = `${ACCOUNT_DELETED_SUBJECT} on ${site.name}`;
  const intro = `Your ${site.name} account for this address was deleted, with its practice profile, saved products and sessions. The sample requests sent with this address stay with the companies that received them, as our privacy policy (${site.url}/privacy) explains.`;
  const warning = `If this was not you, write to us at ${site.contactEmail}. You can create a new account at any time.`;
  const parts = [intro, warning];
  return greetingMessage(site, { kind: "account-deleted", to, subject, parts, isSigned: true });
}
