/** A new lead, to the company's lead address: who asked, for what, and where to send it. */

import type { RequestedProduct } from "~/db/schema";
import { NPI_FORMAT_VALID } from "~/lib/npi";
import {
  ActionLink,
  Details,
  detailsText,
  EmailLayout,
  Paragraph,
  renderHtml,
  renderText,
} from "../layout";
import type { MailMessage, MailSite } from "../message";
import { productLines } from "./request-lines";

export interface LeadDetails {
  companyId: string;
  companyName: string;
  requestedProducts: readonly RequestedProduct[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  licenseNumber?: string | null;
  /** Stored only when its check digit is right (docs/decisions/090). */
  npi?: string | null;
  practiceName: string;
  practiceType: string;
  yearsInPractice: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  specificRequests?: string | null;
  comments?: string | null;
}

export function newLeadMessage(site: MailSite, to: string, lead: LeadDetails): MailMessage {
  const subject = `New sample request for ${lead.companyName} from ${lead.practiceName}`;
  const contact: [string, string][] = [
    ["Name", `${lead.firstName} ${lead.lastName}`],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Practice", `${lead.practiceName} (${lead.practiceType}, ${lead.yearsInPractice} years)`],
    ...(lead.licenseNumber ? [["License number", lead.licenseNumber] as [string, string]] : []),
    ...(lead.npi ? [["NPI", `${lead.npi} (${NPI_FORMAT_VALID})`] as [string, string]] : []),
    ["Ship to", `${lead.street}, ${lead.city}, ${lead.state} ${lead.zipCode}`],
  ];
  const products = productLines(lead.requestedProducts);
  const notes: [string, string][] = [
    ...(lead.specificRequests
      ? [["Specific requests", lead.specificRequests] as [string, string]]
      : []),
    ...(lead.comments ? [["Comments", lead.comments] as [string, string]] : []),
  ];
  const leadsUrl = `${site.url}/supplier/${encodeURIComponent(lead.companyId)}/leads`;
  const text = renderText(site, [
    `A dental professional asked ${lead.companyName} for free samples on ${site.name}.`,
    detailsText(contact),
    `Products:\n${products.map((p) => `- ${p}`).join("\n")}`,
    notes.length > 0 ? detailsText(notes) : null,
    `Reply to this e-mail to reach ${lead.firstName} directly. All leads: ${leadsUrl}`,
  ]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>
        A dental professional asked {lead.companyName} for free samples on {site.name}.
      </Paragraph>
      <Details rows={contact} />
      <Paragraph>Products:</Paragraph>
      <ul>
        {products.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      {notes.length > 0 ? <Details rows={notes} /> : null}
      <Paragraph>Reply to this e-mail to reach {lead.firstName} directly.</Paragraph>
      <ActionLink href={leadsUrl}>See all leads</ActionLink>
    </EmailLayout>,
  );
  return { kind: "new-lead", to, subject, text, html, headers: { "Reply-To": lead.email } };
}
