/**
 * The follow-up after a completed request (docs/decisions/092): how did the samples perform?
 * Sent once, some days after completion, with the private rating link.
 */
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";

export interface RatingRequest {
  firstName: string;
  companyName: string;
  productNames: readonly string[];
}

export function ratingRequestMessage(
  site: MailSite,
  to: string,
  request: RatingRequest,
  ratingLink: SecretLink,
): MailMessage {
  const subject = `How did the samples from ${request.companyName} perform?`;
  const products = request.productNames.join(", ");
  const ask = `Would you rate them from 1 to 5 and, if you like, add a short comment? It takes a minute, helps other dental professionals choose, and tells ${request.companyName} what worked.`;
  const text = renderText(site, [
    `Hello ${request.firstName},`,
    `your sample request to ${request.companyName} was completed: ${products}.`,
    ask,
    `Rate the samples here (a private link: keep it to yourself):\n${ratingLink.url}`,
    "Your name is never shown with a rating; the company page shows only averages.",
  ]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello {request.firstName},</Paragraph>
      <Paragraph>
        your sample request to {request.companyName} was completed: {products}.
      </Paragraph>
      <Paragraph>{ask}</Paragraph>
      <ActionLink href={ratingLink.url}>Rate the samples</ActionLink>
      <Paragraph>
        Your name is never shown with a rating; the company page shows only averages.
      </Paragraph>
    </EmailLayout>,
  );
  return { kind: "rating-request", to, subject, text, html, secrets: secretsOf(ratingLink) };
}
