/**
 * "Forgot password?": a one-time link to choose a new password. Sent only when the address has an
 * account; the page answers the same either way (docs/decisions/053).
 */
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";

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
  const text = renderText(site, [
    "Hello,",
    intro,
    resetLink.url,
    validity,
    ignore,
    `${site.name}: ${site.url}/`,
  ]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <ActionLink href={resetLink.url}>Choose a new password</ActionLink>
      <Paragraph>{validity}</Paragraph>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
  return { kind: "reset-password", to, subject, text, html, secrets: secretsOf(resetLink) };
}
