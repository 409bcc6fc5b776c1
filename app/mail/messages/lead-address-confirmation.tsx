/**
 * "Send new leads to" (docs/decisions/145): the one mail an address an owner added gets, with the
 * link that confirms it. Until the link's page is confirmed, the address receives no lead.
 */
import { LEAD_ADDRESS_LINK_DAYS } from "~/lib/lead-emails";
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";

export function leadAddressConfirmationMessage(
  site: MailSite,
  to: string,
  companyName: string,
  confirmLink: SecretLink,
): MailMessage {
  const subject = `Confirm this address for ${companyName}'s sample requests`;
  const intro = `A team member of ${companyName} asked ${site.name} to e-mail the company's new sample requests from dental professionals to this address.`;
  const how = `To receive them, open this link and press "Confirm address". The link works for ${LEAD_ADDRESS_LINK_DAYS} days.`;
  const ignore =
    "If you do not expect them, ignore this e-mail: without a confirmation no request is sent here.";
  const text = renderText(site, [intro, `${how}\n${confirmLink.url}`, ignore]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{how}</Paragraph>
      <ActionLink href={confirmLink.url}>Confirm this address</ActionLink>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
  return {
    kind: "lead-address-confirmation",
    to,
    subject,
    text,
    html,
    secrets: secretsOf(confirmLink),
  };
}
