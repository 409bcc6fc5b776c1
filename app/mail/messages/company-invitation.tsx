/**
 * An invitation to work a company's page on the site: sent when an operator approves a claim or a
 * registration, or an owner invites a colleague. The link leads to the workspace; signing in (or
 * signing up) with this confirmed address makes the person a member (docs/decisions/060).
 */
import type { CompanyRole, InvitationSource } from "~/lib/suppliers";
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import type { MailMessage, MailSite } from "../message";

const WHY: Record<InvitationSource, (company: string) => string> = {
  claim: (company) => `we approved your claim: you can now run the ${company} page.`,
  registration: (company) => `we approved your registration: ${company} now has a page.`,
  team: (company) => `a colleague invited you to the ${company} workspace.`,
};

export function companyInvitationMessage(
  site: MailSite,
  to: string,
  invitation: {
    companyName: string;
    role: CompanyRole;
    source: InvitationSource;
    validDays: number;
  },
): MailMessage {
  const { companyName, role, source, validDays } = invitation;
  const subject = `You're invited to manage ${companyName} on ${site.name}`;
  const workspaceUrl = `${site.url}/supplier`;
  const why = `Good news: ${WHY[source](companyName)}`;
  const what =
    role === "owner"
      ? "As its owner you see and answer its sample requests, edit its listing and products, follow its numbers and invite your team."
      : "As a team member you see and answer its sample requests, edit its listing and products and follow its numbers.";
  const how = `Sign in, or create an account, with this e-mail address (${to}) and confirm it: the workspace opens at the link below. The invitation is valid for ${validDays} days.`;
  const text = renderText(site, ["Hello,", why, what, how, workspaceUrl]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{why}</Paragraph>
      <Paragraph>{what}</Paragraph>
      <Paragraph>{how}</Paragraph>
      <ActionLink href={workspaceUrl}>Open the supplier workspace</ActionLink>
    </EmailLayout>,
  );
  return { kind: "company-invitation", to, subject, text, html };
}
