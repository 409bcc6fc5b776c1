/**
 * Lead e-mails, /supplier/{companyId}/lead-emails (docs/decisions/145): where the company's new
 * leads are e-mailed (the one rule, findLeadRouting), each member's "Send me new leads", and the
 * owners' "Send new leads to" addresses, each confirmed by a link before it receives leads.
 * Members see the addresses read-only; owners (and admins) add, send again and remove them.
 */

import { ActionAnswer } from "~/components/action-answer";
import { fieldFailureOf } from "~/components/form/field-failure";
import { LeadRecipientList } from "~/components/leads/lead-recipient-list";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { type FormFailure, readFormData, validate } from "~/forms/kit";
import { leadAddressSchema, receiveLeadsSchema } from "~/forms/lead-emails";
import { formAlertReply, parseFormData, refusedAtField } from "~/forms/parse-submission.server";
import { answeringRefusals } from "~/lib/http-errors";
import { readForm } from "~/lib/read-form.server";
import { workspacePageSeo } from "~/lib/seo";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import {
  addLeadAddress,
  listLeadAddresses,
  removeLeadAddress,
  resendLeadAddressLink,
} from "~/models/leads/lead-addresses.server";
import { findReceivesLeads, setReceivesLeads } from "~/models/leads/lead-opt-in.server";
import { findCompanyLeadRouting } from "~/models/leads/lead-recipients.server";
import { authorizeIntent, getCompanyAccess } from "~/models/suppliers/membership.server";
import { WorkspacePage } from "~/routes/supplier/parts/workspace-page";
import type { Route } from "./+types/route";
import { LeadAddresses } from "./lead-addresses";
import { ReceiveLeadsForm } from "./receive-leads-form";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Lead e-mails", "Where the company's new leads are e-mailed.");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { user, company, role } = getCompanyAccess(context);
  const { db, outbox } = getAppContext(context);
  const [routing, addresses, receivesLeads] = await Promise.all([
    findCompanyLeadRouting(db, company.id, outbox.site.leadsFallbackEmail),
    listLeadAddresses(db, company.id),
    role === "admin" ? null : findReceivesLeads(db, company.id, user.id),
  ]);
  return {
    isOwned: routing?.isOwned ?? false,
    recipients: routing?.recipients ?? [],
    addresses,
    receivesLeads,
    ownEmail: user.email,
    canManage: role !== "member",
  };
}

export type LeadEmailsActionData = { ok: true; message: string; isAdded?: true } | FormFailure;

const OWNER_INTENTS = ["add-address", "resend-address", "remove-address"];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const { access, intent, user, company } = authorizeIntent(context, formData, OWNER_INTENTS);
  const { db, outbox } = getAppContext(context);
  const change = { companyId: company.id, companyName: company.name, actorId: user.id };
  const addressId = String(formData.get("addressId") ?? "");
  return answeringRefusals(async () => {
    switch (intent) {
      case "receive-leads": {
        if (access.role === "admin") return formAlertReply({}, "Admins are not on the team.", 400);
        const result = validate(receiveLeadsSchema, readFormData(formData, receiveLeadsSchema));
        const wants = result.ok && result.data.receivesLeads === true;
        await setReceivesLeads(db, { ...change, userId: user.id }, wants);
        return {
          ok: true as const,
          message: wants ? "You will receive new leads." : "You will no longer receive new leads.",
        };
      }
      case "add-address": {
        const result = parseFormData(formData, leadAddressSchema);
        if (!result.ok) return result.reply;
        const refused = await refusedAtField("email", result.values, () =>
          addLeadAddress(db, outbox, { ...change, email: result.data.email }),
        );
        if (refused) return refused;
        return {
          ok: true as const,
          message: `We sent a confirmation link to ${result.data.email}. It receives new leads once the link is followed.`,
          isAdded: true as const,
        };
      }
      case "resend-address":
        if (!(await resendLeadAddressLink(db, outbox, { ...change, addressId }))) {
          return formAlertReply({}, "This address is no longer waiting for its link.", 404);
        }
        return { ok: true as const, message: "We sent a new confirmation link." };
      case "remove-address":
        if (!(await removeLeadAddress(db, { ...change, addressId }))) {
          return formAlertReply({}, "This address is no longer on the list.", 404);
        }
        return { ok: true as const, message: "Address removed: it no longer receives new leads." };
      default:
        return formAlertReply({}, UNKNOWN_INTENT_MESSAGE, 400);
    }
  });
}

export default function LeadEmailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as LeadEmailsActionData | undefined;
  const { isOwned, recipients, addresses, receivesLeads, ownEmail, canManage } = loaderData;
  return (
    <WorkspacePage
      id="lead-emails-title"
      title="Lead e-mails"
      intro="Each new sample request is e-mailed to the addresses below, one message each. Every lead is also on the Leads page."
    >
      <div className="mt-8 space-y-8">
        <ActionAnswer result={result} />
        <section aria-labelledby="recipients-title">
          <h2 id="recipients-title" className="text-lg font-semibold">
            Where new leads go
          </h2>
          <LeadRecipientList routing={{ isOwned, recipients }} />
        </section>
        {receivesLeads === null ? null : (
          <ReceiveLeadsForm receivesLeads={receivesLeads} ownEmail={ownEmail} />
        )}
        <LeadAddresses
          addresses={addresses}
          canManage={canManage}
          failure={fieldFailureOf(result)}
          added={result?.ok && result.isAdded ? result : undefined}
        />
      </div>
    </WorkspacePage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
