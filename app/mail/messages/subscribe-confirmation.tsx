/**
 * Double opt-in (docs/decisions/052): the one mail a pending address gets, with the link that
 * confirms it. Like every mail to the update list it carries a one-click unsubscribe link, in the
 * text and in the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
import { CONFIRMATION_LINK_DAYS } from "~/lib/subscriber-status";
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";

/**
 * The headers every update-list mail carries: mail clients show an Unsubscribe button. `mailto`:
 * the operator's unsubscribe mailbox (UNSUBSCRIBE_MAILTO), offered after the one-click URL.
 */
export function listUnsubscribeHeaders(
  unsubscribeUrl: string,
  mailto?: string,
): Record<string, string> {
  const byMail = mailto ? `, <mailto:${mailto}?subject=unsubscribe>` : "";
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>${byMail}`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function subscribeConfirmationMessage(
  site: MailSite,
  to: string,
  confirmLink: SecretLink,
  unsubscribeLink: SecretLink,
): MailMessage {
  const subject = `Please confirm your subscription to ${site.name}`;
  const intro = `Someone, hopefully you, asked to receive ${site.name} updates (new suppliers and sample offers) at this address.`;
  const ignore = `If it was not you, ignore this e-mail: without a confirmation you will not hear from us again.`;
  const expiry = `The link works for ${CONFIRMATION_LINK_DAYS} days.`;
  const text = renderText(site, [
    intro,
    `To confirm, open this link and press "Confirm subscription". ${expiry}\n${confirmLink.url}`,
    ignore,
    `Unsubscribe: ${unsubscribeLink.url}`,
  ]);
  const html = renderHtml(
    <EmailLayout
      site={site}
      title={subject}
      footer={
        <>
          Don't want these e-mails? <a href={unsubscribeLink.url}>Unsubscribe</a>.
        </>
      }
    >
      <Paragraph>{intro}</Paragraph>
      <Paragraph>To confirm, open this link and press "Confirm subscription". {expiry}</Paragraph>
      <ActionLink href={confirmLink.url}>Confirm your subscription</ActionLink>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
  return {
    kind: "subscribe-confirmation",
    to,
    subject,
    text,
    html,
    headers: listUnsubscribeHeaders(unsubscribeLink.url),
    secrets: secretsOf(confirmLink, unsubscribeLink),
  };
}
