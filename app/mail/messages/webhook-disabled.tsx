/** To a company's owners: one of its webhook endpoints failed too often in a row and was disabled. */
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

export function webhookDisabledMessage(
  site: MailSite,
  to: string,
  endpoint: {
    companyId: string;
    companyName: string;
    endpointId: string;
    url: string;
    failures: number;
  },
): MailMessage {
  const subject = `A webhook endpoint of ${endpoint.companyName} was disabled`;
  const pageUrl = `${site.url}/supplier/${encodeURIComponent(endpoint.companyId)}/integrations/webhooks/${endpoint.endpointId}`;
  const what = `Deliveries to ${endpoint.url} failed ${endpoint.failures} times in a row, so ${site.name} stopped sending to it.`;
  const how =
    "Check that the endpoint answers with a 2xx status, then open it in your workspace, enable it again and press Send test event.";
  const text = renderText(site, ["Hello,", what, how, pageUrl]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{what}</Paragraph>
      <Paragraph>{how}</Paragraph>
      <ActionLink href={pageUrl}>Open the endpoint</ActionLink>
    </EmailLayout>,
  );
  return { kind: "webhook-disabled", to, subject, text, html };
}
