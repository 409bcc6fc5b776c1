/**
 * Stripe could not collect a company's payment (invoice.payment_failed, docs/decisions/140): told
 * to each owner, with the link to the workspace's Billing tab, where Manage billing updates the
 * card. The plan keeps its extras for the grace days (app/lib/billing.ts) and then lapses.
 */
import { GRACE_DAYS } from "~/lib/billing";
import type { MailMessage, MailSite } from "../message";
import { greetingMessage } from "./greeting-message";

export function paymentFailedMessage(
  site: MailSite,
  to: string,
  company: { name: string; billingUrl: string },
): MailMessage {
  const subject = `Payment failed for ${company.name} on ${site.name}`;
  const what = `We could not collect the latest payment for ${company.name}'s plan on ${site.name}. The card may have expired or been declined.`;
  const fix = `Please update your payment method on the Billing tab of your workspace within ${GRACE_DAYS} days: after that, the plan's extras stop (Featured placements, products beyond the first 10). Sample requests keep reaching you either way.`;
  const parts = [what, fix, { label: "Fix your payment method", link: company.billingUrl }];
  return greetingMessage(site, { kind: "payment-failed", to, subject, parts });
}
