/**
 * What the operators decided about a claim, told to the claimant: a rejection with its reason, or
 * a question. The claimant answers by replying (Reply-To: the operators' CONTACT_EMAIL). An
 * approval sends the company invitation instead (company-invitation.tsx), so one e-mail, not two.
 */
import { Details, detailsText, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

export type ClaimDecision =
  | { kind: "rejected"; reason: string }
  | { kind: "more_info"; question: string };

export interface ClaimDecisionDetails {
  contactName: string;
  companyName: string;
}

export function claimDecisionMessage(
  site: MailSite,
  to: string,
  claim: ClaimDecisionDetails,
  decision: ClaimDecision,
): MailMessage {
  const greeting = `Hello ${claim.contactName},`;
  const isRejected = decision.kind === "rejected";
  const subject = isRejected
    ? `Your claim for ${claim.companyName} on ${site.name} was not approved`
    : `About your claim for ${claim.companyName} on ${site.name}: we need more information`;
  const intro = isRejected
    ? `we reviewed your request to claim the ${claim.companyName} page on ${site.name} and could not approve it. Our reason:`
    : `thank you for your request to claim the ${claim.companyName} page on ${site.name}. Before we can decide, we need more information:`;
  const body = isRejected ? decision.reason : decision.question;
  const after = isRejected
    ? "If you think this is a mistake, reply to this e-mail and tell us more."
    : "Please reply to this e-mail with your answer; our team reads every reply and will continue the review.";
  const rows: [string, string][] = [[isRejected ? "Reason" : "Our question", body]];
  const text = renderText(site, [greeting, intro, detailsText(rows), after]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Details rows={rows} />
      <Paragraph>{after}</Paragraph>
    </EmailLayout>,
  );
  return {
    kind: "claim-decision",
    to,
    subject,
    text,
    html,
    headers: { "Reply-To": site.contactEmail },
  };
}
