/**
 * Stripe could not collect a company's payment (invoice.payment_failed, docs/decisions/140): told
 * to each owner, with the link to the workspace's Billing tab, where Manage billing updates the
 * card. The plan keeps its extras for the grace days (app/lib/billing.ts) and then lapses.
 */
import { GRACE_DAYS } from "~/lib/billing";
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

export function paymentFailedMessage(
  site: MailSite,
  to: string,
  company: { name: string; billingUrl: string },
): MailMessage {
  const subject = `Payment failed for ${company.name} on ${site.name}`;
  const what = `We could not collect the latest payment for ${company.name}'s plan on ${site.name}. The card may have expired or been declined.`;
  const fix = `Please update your payment method on the Billing tab of your workspace within ${GRACE_DAYS} days: after that, the plan's extras stop (Featured placements, products beyond the first 10). Sample requests keep reaching you either way.`;
  const text = renderText(site, ["Hello,", what, fix, company.billingUrl]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{what}</Paragraph>
      <Paragraph>{fix}</Paragraph>
      <ActionLink href={company.billingUrl}>Fix your payment method</ActionLink>
    </EmailLayout>,
  );
  return { kind: "payment-failed", to, subject, text, html };
}
