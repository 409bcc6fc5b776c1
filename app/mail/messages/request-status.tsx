/**
 * A status change, to the requester, with the private status link: a shipment's carrier and
 * tracking number (again when the supplier corrects them), a rejection's reason, a hand-over's note.
 */
import type { RequestStatus } from "~/lib/catalogue";
import { STATUS_LABELS } from "~/lib/request-status";
import {
  ActionLink,
  Details,
  detailsText,
  EmailLayout,
  Paragraph,
  renderHtml,
  renderText,
} from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";

const WHAT_IT_MEANS: Partial<Record<RequestStatus, string>> = {
  approved: "The supplier approved your request and will send your samples.",
  shipped: "Your samples are on their way.",
  completed: "The supplier marked your request as completed.",
  rejected: "The supplier cannot send these samples this time.",
};

export interface StatusChange {
  firstName: string;
  companyName: string;
  status: RequestStatus;
  carrier?: string | null;
  trackingNumber?: string | null;
  reason?: string | null;
  note?: string | null;
  /** A shipped request's carrier or tracking number corrected (docs/decisions/147). */
  isCorrection?: boolean;
}

/** The change's details as label–value rows, in the order the requester reads them. */
function detailRows(change: StatusChange): [string, string][] {
  const rows: [string, string][] = [];
  if (change.carrier) rows.push(["Carrier", change.carrier]);
  if (change.trackingNumber) rows.push(["Tracking number", change.trackingNumber]);
  if (change.reason) rows.push(["Reason", change.reason]);
  if (change.note) rows.push(["Note", change.note]);
  return rows;
}

export function requestStatusMessage(
  site: MailSite,
  to: string,
  change: StatusChange,
  statusLink: SecretLink,
): MailMessage {
  const label = STATUS_LABELS[change.status];
  const subject = change.isCorrection
    ? `Your sample request to ${change.companyName}: tracking updated`
    : `Your sample request to ${change.companyName}: ${label}`;
  const meaning = change.isCorrection
    ? "The supplier corrected how your samples travel: use the tracking number below."
    : (WHAT_IT_MEANS[change.status] ?? `Its status is now ${label}.`);
  const details = detailRows(change);
  const text = renderText(site, [
    `Hello ${change.firstName},`,
    `your sample request to ${change.companyName} is now ${label}. ${meaning}`,
    details.length > 0 && detailsText(details),
    `Its status and history (a private link):\n${statusLink.url}`,
  ]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello {change.firstName},</Paragraph>
      <Paragraph>
        your sample request to {change.companyName} is now <strong>{label}</strong>. {meaning}
      </Paragraph>
      {details.length > 0 ? <Details rows={details} /> : null}
      <ActionLink href={statusLink.url}>See your request's status</ActionLink>
    </EmailLayout>,
  );
  return { kind: "request-status", to, subject, text, html, secrets: secretsOf(statusLink) };
}
