/**
 * "Forgot password?": a one-time link to choose a new password. Sent only when the address has an
 * account; the page answers the same either way (docs/decisions/053).
 */
import type { MailMessage, MailSite, SecretLink } from "../message";
import { greetingMessage } from "./greeting-message";

export const RESET_PASSWORD_SUBJECT = "Reset your password";

export function resetPasswordMessage(
  site: MailSite,
  to: string,
  resetLink: SecretLink,
  validMinutes: number,
): MailMessage {
  const subject = `${RESET_PASSWORD_SUBJECT} on ${site.name}`;
  const intro = `We received a request to reset the password of the ${site.name} account for this address. Open the link below to choose a new password.`;
  const validity = `The link works once, for ${validMinutes} minutes. Setting a new password signs the account out everywhere else.`;
  const ignore =
    "If you did not ask for this, you can ignore this message: your password stays as it is.";
  const parts = [intro, { label: "Choose a new password", link: resetLink }, validity, ignore];
  return greetingMessage(site, { kind: "reset-password", to, subject, parts, isSigned: true });
}
