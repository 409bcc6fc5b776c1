/**
 * A registration the operators could not approve, told to the registrant with the reason. An
 * approval sends the company invitation instead (company-invitation.tsx).
 */
import { Details, detailsText, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

export function registrationRejectedMessage(
  site: MailSite,
  to: string,
  registration: { contactName: string; companyName: string },
  reason: string,
): MailMessage {
  const subject = `Your registration of ${registration.companyName} on ${site.name} was not approved`;
  const greeting = `Hello ${registration.contactName},`;
  const intro = `we reviewed your registration of ${registration.companyName} on ${site.name} and could not approve it. Our reason:`;
  const after = "If you think this is a mistake, reply to this e-mail and tell us more.";
  const rows: [string, string][] = [["Reason", reason]];
  const text = renderText(site, [greeting, intro, detailsText(rows), after]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Details rows={rows} />
      <Paragraph>{after}</Paragraph>
    </EmailLayout>,
  );
  return {
    kind: "registration-decision",
    to,
    subject,
    text,
    html,
    headers: { "Reply-To": site.contactEmail },
  };
}
