/**
 * An invitation to work a company's page on the site: sent when an operator approves a claim or a
 * registration, or an owner invites a colleague. The link leads to the invitation's page
 * (/invitations/{id}, docs/decisions/118), which leads on to signing up or in; signing in with
 * this confirmed address makes the person a member (docs/decisions/060).
 */
import type { CompanyRole, InvitationSource } from "~/lib/suppliers";
import type { MailMessage, MailSite } from "../message";
import { greetingMessage } from "./greeting-message";

const WHY: Record<InvitationSource, (company: string, inviter: string | null) => string> = {
  claim: (company, inviter) =>
    `${inviter ? `${inviter} of the SampleTray team` : "we"} approved your claim: you can now run the ${company} page.`,
  registration: (company, inviter) =>
    `${inviter ? `${inviter} of the SampleTray team` : "we"} approved your registration: ${company} has a draft page for you to fill in and publish.`,
  team: (company, inviter) =>
    `${inviter ?? "a colleague"} invited you to the ${company} workspace.`,
};

export function companyInvitationMessage(
  site: MailSite,
  to: string,
  invitation: {
    invitationId: string;
    inviterName: string | null;
    companyName: string;
    role: CompanyRole;
    source: InvitationSource;
    validDays: number;
  },
): MailMessage {
  const { companyName, role, source, validDays, inviterName } = invitation;
  const subject = `You're invited to manage ${companyName} on ${site.name}`;
  const invitationUrl = `${site.url}/invitations/${invitation.invitationId}`;
  const why = `Good news: ${WHY[source](companyName, inviterName)}`;
  const what =
    role === "owner"
      ? "As its owner you see and answer its sample requests, edit its listing and products, follow its numbers and invite your team."
      : "As a team member you see and answer its sample requests, edit its listing and products and follow its numbers.";
  const how = `Open the invitation below, then create an account (or log in) with this e-mail address (${to}) and confirm it: the invitation then opens your workspace. It is valid for ${validDays} days.`;
  const parts = [why, what, how, { label: "Open your invitation", link: invitationUrl }];
  return greetingMessage(site, { kind: "company-invitation", to, subject, parts });
}
