/**
 * A change of address asked for in Settings (docs/decisions/131): the new address gets a link to
 * our own page, which changes the address only when its button is pressed; the current address
 * gets a notice, so a stolen session cannot move the account away unseen.
 */
import type { MailMessage, MailSite, SecretLink } from "../message";
import { greetingMessage } from "./greeting-message";

export const CHANGE_EMAIL_SUBJECT = "Confirm your new e-mail address";
export const EMAIL_CHANGE_NOTICE_SUBJECT = "A change of your account's e-mail address";

export function changeEmailMessage(
  site: MailSite,
  to: string,
  confirmLink: SecretLink,
  validHours: number,
): MailMessage {
  const subject = `${CHANGE_EMAIL_SUBJECT} on ${site.name}`;
  const intro = `Someone (we hope you) asked to move a ${site.name} account to this address. Open the link below and press "Verify my e-mail address" to make the change: from then on, you sign in with this address.`;
  const validity = `The link works for ${validHours} hours. If you did not ask for this, ignore this message: nothing changes.`;
  const parts = [intro, { label: "Confirm my new address", link: confirmLink }, validity];
  return greetingMessage(site, { kind: "change-email", to, subject, parts, isSigned: true });
}

/**
 * To the current address when a change is asked for: the new address (masked), and that nothing
 * happens unless it confirms. No link that changes the account: once the change is made, the
 * undo link follows (account-notices.tsx, decision 149).
 */
export function emailChangeNoticeMessage(
  site: MailSite,
  to: string,
  maskedNewEmail: string,
): MailMessage {
  const subject = `${EMAIL_CHANGE_NOTICE_SUBJECT} on ${site.name}`;
  const intro = `Someone signed in to your ${site.name} account asked to change its e-mail address to ${maskedNewEmail}. We sent a confirmation link there; the account keeps this address until that link is followed, and if it is, we write to you here again with a link to undo the change.`;
  const warning = `If this was not you, use "Forgot password?" on the sign-in page (${site.url}/login) to choose a new password, which signs out every session.`;
  const parts = [intro, warning];
  return greetingMessage(site, { kind: "email-change-notice", to, subject, parts, isSigned: true });
}
