/**
 * The address check after a password sign-up (and on "Resend"): one link to our own page, which
 * verifies only when the person presses its button (docs/decisions/053).
 */
import type { MailMessage, MailSite, SecretLink } from "../message";
import { greetingMessage } from "./greeting-message";

export const VERIFY_EMAIL_SUBJECT = "Confirm your e-mail address";

export function verifyEmailMessage(
  site: MailSite,
  to: string,
  verifyLink: SecretLink,
  validHours: number,
): MailMessage {
  const subject = `${VERIFY_EMAIL_SUBJECT} for ${site.name}`;
  const intro = `Someone (we hope you) created an account on ${site.name} with this address. To confirm that it is yours, open the link below and press "Verify my e-mail address".`;
  const validity = `The link works for ${validHours} hours. If you did not create an account, you can ignore this message: nothing happens until the address is confirmed.`;
  const parts = [intro, { label: "Confirm my address", link: verifyLink }, validity];
  return greetingMessage(site, { kind: "verify-email", to, subject, parts, isSigned: true });
}
