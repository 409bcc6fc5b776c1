/** A status change, to the requester, with the private status link. */
import type { RequestStatus } from "~/lib/catalogue";
import { STATUS_LABELS } from "~/lib/request-status";
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

const WHAT_IT_MEANS: Partial<Record<RequestStatus, string>> = {
  approved: "The supplier approved your request and will send your samples.",
  shipped: "Your samples are on their way.",
  completed: "The supplier marked your request as completed.",
  rejected: "The supplier cannot send these samples this time.",
};

export function requestStatusMessage(
  site: MailSite,
  to: string,
  change: { firstName: string; companyName: string; status: RequestStatus },
  statusUrl: string,
): MailMessage {
  const label = STATUS_LABELS[change.status];
  const subject = `Your sample request to ${change.companyName}: ${label}`;
  const meaning = WHAT_IT_MEANS[change.status] ?? `Its status is now ${label}.`;
  const text = renderText(site, [
    `Hello ${change.firstName},`,
    `your sample request to ${change.companyName} is now ${label}. ${meaning}`,
    `Its status and history (a private link):\n${statusUrl}`,
  ]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello {change.firstName},</Paragraph>
      <Paragraph>
        your sample request to {change.companyName} is now <strong>{label}</strong>. {meaning}
      </Paragraph>
      <ActionLink href={statusUrl}>See your request's status</ActionLink>
    </EmailLayout>,
  );
  return { kind: "request-status", to, subject, text, html };
}
