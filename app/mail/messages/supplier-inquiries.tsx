/**
 * Claim requests and supplier registrations: the operators get the details (CONTACT_EMAIL), the
 * sender an acknowledgement that says when to expect an answer (the same words as the page).
 */
import { REGISTRATION_NEXT_STEPS } from "~/lib/plans";
import { Details, detailsText, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

type Row = readonly [string, string];

function optional(label: string, value: string | null | undefined): Row[] {
  return value ? [[label, value]] : [];
}

function message(
  site: MailSite,
  kind: MailMessage["kind"],
  to: string,
  subject: string,
  paragraphs: readonly string[],
  rows: readonly Row[] = [],
  replyTo?: string,
): MailMessage {
  const text = renderText(site, [...paragraphs, rows.length > 0 ? detailsText(rows) : null]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      {paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {rows.length > 0 ? <Details rows={rows} /> : null}
    </EmailLayout>,
  );
  return { kind, to, subject, text, html, headers: replyTo ? { "Reply-To": replyTo } : {} };
}

export interface ClaimDetails {
  companyName: string;
  companyId?: string | null;
  contactName: string;
  email: string;
  phone?: string | null;
  jobTitle: string;
  website?: string | null;
  message?: string | null;
}

/**
 * `isDisputed`: the company already has an owner or an approved claim, so the operators' e-mail
 * says the claim is a dispute (the claimant's acknowledgement stays the same: it must not tell a
 * stranger who runs a page).
 */
export function claimMessages(
  site: MailSite,
  claim: ClaimDetails,
  isDisputed = false,
): MailMessage[] {
  const rows: Row[] = [
    ["Company", claim.companyName],
    ["Listed page", claim.companyId ? `${site.url}/company/${claim.companyId}` : "not listed yet"],
    ["Contact", `${claim.contactName}, ${claim.jobTitle}`],
    ["Email", claim.email],
    ...optional("Phone", claim.phone),
    ...optional("Website", claim.website),
    ...optional("Message", claim.message),
  ];
  return [
    message(
      site,
      "claim-received",
      site.contactEmail,
      isDisputed
        ? `Disputed claim request: ${claim.companyName}`
        : `Claim request: ${claim.companyName}`,
      [
        `${claim.contactName} asked to claim the page of ${claim.companyName}. Reply to reach them.`,
        ...(isDisputed
          ? [
              `This is a dispute: ${claim.companyName} already has an owner or an approved claim. Resolve it in the admin's claims page (reject it, or transfer the ownership).`,
            ]
          : []),
      ],
      rows,
      claim.email,
    ),
    message(
      site,
      "claim-acknowledgement",
      claim.email,
      `We received your request to claim ${claim.companyName}`,
      [
        `Hello ${claim.contactName},`,
        `thank you. We received your request to claim ${claim.companyName} on ${site.name}. We review claim requests within 2-3 business days and will write to you at this address.`,
      ],
    ),
  ];
}

export interface RegistrationDetails {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  website?: string | null;
  planName: string;
  message?: string | null;
}

export function registrationMessages(site: MailSite, r: RegistrationDetails): MailMessage[] {
  const rows: Row[] = [
    ["Company", r.companyName],
    ["Plan", r.planName],
    ["Contact", r.contactName],
    ["Email", r.email],
    ["Phone", r.phone],
    ...optional("Website", r.website),
    ...optional("Message", r.message),
  ];
  return [
    message(
      site,
      "registration-received",
      site.contactEmail,
      `Supplier registration: ${r.companyName} (${r.planName})`,
      [
        `${r.contactName} registered ${r.companyName} for the ${r.planName} plan. Reply to reach them.`,
      ],
      rows,
      r.email,
    ),
    message(
      site,
      "registration-acknowledgement",
      r.email,
      `Welcome to ${site.name}: we received your ${r.planName} plan registration`,
      [
        `Hello ${r.contactName},`,
        `thank you for registering ${r.companyName}. ${REGISTRATION_NEXT_STEPS}`,
      ],
    ),
  ];
}
