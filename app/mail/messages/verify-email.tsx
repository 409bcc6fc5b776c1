/**
 * The address check after a password sign-up (and on "Resend"): one link to our own page, which
 * verifies only when the person presses its button (docs/decisions/053).
 */
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";

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
  const text = renderText(site, [
    "Hello,",
    intro,
    verifyLink.url,
    validity,
    `${site.name}: ${site.url}/`,
  ]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <ActionLink href={verifyLink.url}>Confirm my address</ActionLink>
      <Paragraph>{validity}</Paragraph>
    </EmailLayout>,
  );
  return { kind: "verify-email", to, subject, text, html, secrets: secretsOf(verifyLink) };
}
