/**
 * What the operators decided about a claim or a registration, told to whoever sent it: a rejection
 * with its reason, or (claims only) a question. They answer by replying (Reply-To: the operators'
 * CONTACT_EMAIL). An approval sends the company invitation instead (company-invitation.tsx), so
 * one e-mail, not two.
 */
import { Details, detailsText, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

export type ReviewNotice =
  | { kind: "rejected"; reason: string }
  | { kind: "more_info"; question: string };

export interface ReviewedItem {
  /** Claims and registrations are told apart in the wording and in the message's kind. */
  entity: "claim" | "registration";
  contactName: string;
  companyName: string;
}

const REJECTED_AFTER = "If you think this is a mistake, reply to this e-mail and tell us more.";

/** Subject, opening and closing of each notice; the reason or question stands between. */
function wording(
  site: string,
  { entity, companyName: company }: ReviewedItem,
  notice: ReviewNotice,
) {
  if (notice.kind === "more_info") {
    return {
      subject: `About your claim for ${company} on ${site}: we need more information`,
      intro: `thank you for your request to claim the ${company} page on ${site}. Before we can decide, we need more information:`,
      row: ["Our question", notice.question] as [string, string],
      after:
        "Please reply to this e-mail with your answer; our team reads every reply and will continue the review.",
    };
  }
  const row: [string, string] = ["Reason", notice.reason];
  return entity === "claim"
    ? {
        subject: `Your claim for ${company} on ${site} was not approved`,
        intro: `we reviewed your request to claim the ${company} page on ${site} and could not approve it. Our reason:`,
        row,
        after: REJECTED_AFTER,
      }
    : {
        subject: `Your registration of ${company} on ${site} was not approved`,
        intro: `we reviewed your registration of ${company} on ${site} and could not approve it. Our reason:`,
        row,
        after: REJECTED_AFTER,
      };
}

export function reviewDecisionMessage(
  site: MailSite,
  to: string,
  item: ReviewedItem,
  notice: ReviewNotice,
): MailMessage {
  const greeting = `Hello ${item.contactName},`;
  const { subject, intro, row, after } = wording(site.name, item, notice);
  const text = renderText(site, [greeting, intro, detailsText([row]), after]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Details rows={[row]} />
      <Paragraph>{after}</Paragraph>
    </EmailLayout>,
  );
  return {
    kind: item.entity === "claim" ? "claim-decision" : "registration-decision",
    to,
    subject,
    text,
    html,
    headers: { "Reply-To": site.contactEmail },
  };
}
