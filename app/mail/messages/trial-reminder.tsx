/**
 * The free month's reminders to a company's owners (issue 26 point 2): 7 days and 1 day before it
 * ends, and when it has ended. They lead to the workspace's Billing tab; in manual mode paying is
 * by invoice ('Contact us', a reply reaches the operators).
 */
import { formatLongDate } from "~/lib/dates";
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

export const TRIAL_REMINDER_KINDS = ["7_days", "1_day", "ended"] as const;
export type TrialReminderKind = (typeof TRIAL_REMINDER_KINDS)[number];

export interface TrialReminder {
  kind: TrialReminderKind;
  companyId: string;
  companyName: string;
  planName: string;
  trialEndsAt: Date;
}

function wording(site: string, reminder: TrialReminder) {
  const { companyName: company, planName: plan } = reminder;
  const end = formatLongDate(reminder.trialEndsAt);
  switch (reminder.kind) {
    case "7_days":
      return {
        subject: `${company}'s free month on ${site} ends in 7 days`,
        intro: `the free month of your ${plan} plan for ${company} ends on ${end}.`,
      };
    case "1_day":
      return {
        subject: `${company}'s free month on ${site} ends tomorrow`,
        intro: `the free month of your ${plan} plan for ${company} ends tomorrow, ${end}.`,
      };
    default:
      return {
        subject: `${company}'s free month on ${site} has ended`,
        intro: `the free month of your ${plan} plan for ${company} ended on ${end}. Your page and your leads stay, but the plan's extras stop until it is paid.`,
      };
  }
}

const AFTER =
  "To keep your plan, open the Billing tab of your workspace, or reply to this e-mail to pay by invoice. Sample requests from dental professionals always reach you, paid or not.";

export function trialReminderMessage(
  site: MailSite,
  to: string,
  reminder: TrialReminder,
): MailMessage {
  const { subject, intro } = wording(site.name, reminder);
  const link = `${site.url}/supplier/${encodeURIComponent(reminder.companyId)}/billing`;
  const text = renderText(site, ["Hello,", intro, AFTER, `Billing: ${link}`]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{AFTER}</Paragraph>
      <ActionLink href={link}>Open Billing</ActionLink>
    </EmailLayout>,
  );
  return {
    kind: "trial-reminder",
    to,
    subject,
    text,
    html,
    headers: { "Reply-To": site.contactEmail },
  };
}
