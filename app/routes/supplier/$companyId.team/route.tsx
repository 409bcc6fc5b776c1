/**
 * The team, /supplier/{companyId}/team: members and open invitations. Owners (and admins)
 * invite, revoke, remove and change roles; any member may leave; members see it read-only.
 * The action checks the guard itself per intent: owner-only ones call requireCompanyOwner.
 */

import { Form, redirect } from "react-router";
import { ActionAnswer } from "~/components/action-answer";
import { fieldFailureOf } from "~/components/form/field-failure";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import type { FormFailure } from "~/forms/kit";
import { formAlertReply, parseFormData, refusedAtField } from "~/forms/parse-submission.server";
import { inviteSchema } from "~/forms/team";
import { hasControlCharacter } from "~/lib/control-characters";
import { answeringRefusals } from "~/lib/http-errors";
import { readForm } from "~/lib/read-form.server";
import { workspacePageSeo } from "~/lib/seo";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import { authorizeIntent, getCompanyAccess } from "~/models/suppliers/membership.server";
import {
  changeRole,
  leaveCompany,
  listMembers,
  NOT_A_MEMBER,
  removeMember,
} from "~/models/suppliers/team.server";
import {
  inviteMember,
  listOpenInvitations,
  revokeInvitation,
} from "~/models/suppliers/team-invitations.server";
import { WorkspacePage } from "~/routes/supplier/parts/workspace-page";
import type { Route } from "./+types/route";
import { InviteForm } from "./invite-form";
import { TeamLists } from "./team-lists";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Team", "Who works the company's page and leads.");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { user, company, role } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const [members, invitations] = await Promise.all([
    listMembers(db, company.id),
    listOpenInvitations(db, company.id),
  ]);
  return {
    companyName: company.name,
    members,
    invitations,
    currentUserId: user.id,
    canManage: role !== "member",
    isMember: role !== "admin",
  };
}

export type TeamActionData = { ok: true; message: string; isInvited?: true } | FormFailure;

const OWNER_INTENTS = ["invite", "revoke", "remove", "make-owner", "make-member"];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const { access, intent, user, company } = authorizeIntent(context, formData, OWNER_INTENTS);
  const { db, outbox } = getAppContext(context);
  const actor = { userId: user.id, isAdmin: access.role === "admin" };
  const userId = String(formData.get("userId") ?? "");
  // No user id holds a control character; one that does names nobody on the team.
  if (hasControlCharacter(userId)) return formAlertReply({}, NOT_A_MEMBER, 404);
  return answeringRefusals(async () => {
    switch (intent) {
      case "invite": {
        const result = parseFormData(formData, inviteSchema);
        if (!result.ok) return result.reply;
        const refused = await refusedAtField("email", result.values, () =>
          inviteMember(db, outbox, {
            companyId: company.id,
            companyName: company.name,
            email: result.data.email,
            role: result.data.role,
            invitedBy: user.id,
          }),
        );
        if (refused) return refused;
        return {
          ok: true as const,
          message: `Invitation sent to ${result.data.email}.`,
          isInvited: true as const,
        };
      }
      case "revoke": {
        const isRevoked = await revokeInvitation(
          db,
          company.id,
          String(formData.get("invitationId") ?? ""),
          user.id,
        );
        if (!isRevoked) return formAlertReply({}, "This invitation is no longer open.", 404);
        return { ok: true as const, message: "Invitation revoked." };
      }
      case "remove":
        await removeMember(db, company.id, userId, actor);
        if (userId === user.id) throw redirect("/supplier");
        return { ok: true as const, message: "Member removed from the team." };
      case "make-owner":
      case "make-member":
        await changeRole(
          db,
          company.id,
          userId,
          intent === "make-owner" ? "owner" : "member",
          actor,
        );
        return {
          ok: true as const,
          message: intent === "make-owner" ? "Member made an owner." : "Owner made a member.",
        };
      case "leave":
        if (access.role === "admin") return formAlertReply({}, "Admins are not on the team.", 400);
        await leaveCompany(db, company.id, user.id);
        throw redirect("/supplier");
      default:
        return formAlertReply({}, UNKNOWN_INTENT_MESSAGE, 400);
    }
  });
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TeamActionData | undefined;
  const { members, invitations, currentUserId, canManage, isMember, companyName } = loaderData;
  return (
    <WorkspacePage
      id="team-title"
      title="Team"
      intro={
        canManage
          ? "Who works this company's page and leads. Owners also manage the team."
          : "Who works this company's page and leads. Only owners can change the team."
      }
    >
      <div className="mt-8 space-y-8">
        <ActionAnswer result={result} />
        <TeamLists
          members={members}
          invitations={invitations}
          currentUserId={currentUserId}
          canManage={canManage}
        />
        {canManage ? (
          <InviteForm
            failure={fieldFailureOf(result)}
            sent={result?.ok && result.isInvited ? result : undefined}
          />
        ) : null}
        {isMember ? (
          <TitledSection
            id="leave-title"
            title="Leave the team"
            heading="minor"
            className="rounded-lg border border-slate-200 p-4"
          >
            <p className="mt-1 text-sm text-slate-700">
              You lose access to {companyName}'s workspace. A company needs at least one owner.
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="leave" />
              <button
                type="submit"
                className="rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                Leave {companyName}
              </button>
            </Form>
          </TitledSection>
        ) : null}
      </div>
    </WorkspacePage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
