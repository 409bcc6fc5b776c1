/** The team's members and open invitations; owners get the buttons that change them. */
import { IntentButton } from "~/components/form/intent-button";
import { TitledSection } from "~/components/titled-section";
import { formatLongDate } from "~/lib/dates";
import type { CompanyRole } from "~/lib/suppliers";

const ROLE_LABELS: Record<CompanyRole, string> = { owner: "Owner", member: "Member" };

const SMALL_BUTTON =
  "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";

function TeamButton({
  intent,
  fields,
  label,
  who,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  who: string;
}) {
  return (
    <IntentButton intent={intent} fields={fields} className={SMALL_BUTTON}>
      {label}
      <span className="sr-only"> {who}</span>
    </IntentButton>
  );
}

interface Member {
  userId: string;
  name: string;
  email: string;
  role: CompanyRole;
  approvedByName: string | null;
  approvedAt: Date | string;
}

export function MemberList({
  members,
  currentUserId,
  canManage,
}: {
  members: Member[];
  currentUserId: string;
  canManage: boolean;
}) {
  // The last owner cannot step down: the button is not offered (the server refuses it anyway).
  const ownerCount = members.filter((m) => m.role === "owner").length;
  return (
    <TitledSection id="members-title" title="Members" heading="minor">
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {members.map((member) => {
          const who = member.name || member.email;
          const canStepDown = member.role === "member" || ownerCount > 1;
          return (
            <li
              key={member.userId}
              data-testid="member-row"
              className="flex flex-wrap items-start justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {who}
                  {member.userId === currentUserId ? " (you)" : ""}
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    {ROLE_LABELS[member.role]}
                  </span>
                </p>
                <p className="break-all text-sm text-slate-700">{member.email}</p>
                <p className="text-sm text-slate-700">
                  Joined {formatLongDate(member.approvedAt)}
                  {member.approvedByName ? `, approved by ${member.approvedByName}` : ""}
                </p>
              </div>
              {canManage ? (
                <div className="flex flex-wrap gap-2">
                  {canStepDown ? (
                    <TeamButton
                      intent={member.role === "owner" ? "make-member" : "make-owner"}
                      fields={{ userId: member.userId }}
                      label={member.role === "owner" ? "Make member" : "Make owner"}
                      who={who}
                    />
                  ) : null}
                  {member.userId === currentUserId ? null : (
                    <TeamButton
                      intent="remove"
                      fields={{ userId: member.userId }}
                      label="Remove"
                      who={who}
                    />
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

interface Invitation {
  id: string;
  email: string;
  role: CompanyRole;
  createdAt: Date | string;
  expiresAt: Date | string;
}

export function InvitationList({
  invitations,
  canManage,
}: {
  invitations: Invitation[];
  canManage: boolean;
}) {
  const now = Date.now();
  return (
    <TitledSection id="invitations-title" title="Open invitations" heading="minor">
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No open invitations.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {invitations.map((invitation) => {
            const isExpired = new Date(invitation.expiresAt).getTime() <= now;
            return (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium break-all">{invitation.email}</p>
                  <p className="text-slate-700">
                    {ROLE_LABELS[invitation.role]} · sent {formatLongDate(invitation.createdAt)} ·{" "}
                    {isExpired ? "expired" : `valid until ${formatLongDate(invitation.expiresAt)}`}
                  </p>
                </div>
                {canManage ? (
                  <TeamButton
                    intent="revoke"
                    fields={{ invitationId: invitation.id }}
                    label="Revoke"
                    who={`the invitation to ${invitation.email}`}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}

/** Both lists, as the team page renders them (on its first interaction, decision 086). */
export function TeamLists({
  members,
  invitations,
  currentUserId,
  canManage,
}: {
  members: Member[];
  invitations: Invitation[];
  currentUserId: string;
  canManage: boolean;
}) {
  return (
    <>
      <MemberList members={members} currentUserId={currentUserId} canManage={canManage} />
      <InvitationList invitations={invitations} canManage={canManage} />
    </>
  );
}
