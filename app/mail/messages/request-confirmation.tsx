/** The requester's confirmation: what was asked of whom, and the private status link. */
import type { RequestedProduct } from "~/db/schema";
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";
import { productLines } from "./request-lines";

export interface ConfirmedRequest {
  companyName: string;
  requestedProducts: readonly RequestedProduct[];
}

export function requestConfirmationMessage(
  site: MailSite,
  to: string,
  firstName: string,
  requests: readonly ConfirmedRequest[],
  statusLink: SecretLink,
): MailMessage {
  const subject =
    requests.length === 1
      ? `Your sample request to ${requests[0]?.companyName}`
      : `Your sample requests to ${requests.length} companies`;
  const lines = requests.map(
    (r) => `${r.companyName}: ${productLines(r.requestedProducts).join("; ")}`,
  );
  const text = renderText(site, [
    `Hello ${firstName},`,
    `thank you for your request on ${site.name}. We passed it on to:`,
    lines.map((l) => `- ${l}`).join("\n"),
    `Suppliers usually answer within 1-2 business days. Follow your request's status here (a private link: keep it to yourself):\n${statusLink.url}`,
  ]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>thank you for your request on {site.name}. We passed it on to:</Paragraph>
      <ul>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <Paragraph>
        Suppliers usually answer within 1-2 business days. Follow your request's status with this
        private link (keep it to yourself):
      </Paragraph>
      <ActionLink href={statusLink.url}>See your request's status</ActionLink>
    </EmailLayout>,
  );
  return {
    kind: "request-confirmation",
    to,
    subject,
    text,
    html,
    secrets: secretsOf(statusLink),
  };
}
