/**
 * One lead in the supplier workspace: everything the requester gave, the status history (who,
 * when, what they said) and the status form. Each next status is its own small form (a shipment's
 * required carrier and tracking number, a hand-over's note, a rejection's required reason), and a
 * shipped lead's carrier and tracking number can be corrected, so it works without JavaScript.
 * A request of another company is "not found", never shown.
 */
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import type { StatusChangeActionData } from "~/forms/status-change";
import { notFound } from "~/lib/http-errors";
import { NEXT_STATUSES } from "~/lib/request-status";
import { workspacePageSeo } from "~/lib/seo";
import { latestShipment } from "~/lib/shipping-rule";
import { submitStatusChange } from "~/models/leads/status-change-submission.server";
import { findLead, findLeadSignals, listLeadHistory } from "~/models/leads/supplier-leads.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/route";
import { LeadView } from "./lead-view";

const LEAD_NOT_FOUND = "This lead does not exist, or belongs to another company.";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Lead", "A sample request and its status.");
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const lead = await findLead(db, company.id, params.requestId);
  if (!lead) notFound(LEAD_NOT_FOUND);
  const [history, signals] = await Promise.all([
    listLeadHistory(db, lead.id),
    findLeadSignals(db, company.id, lead.id),
  ]);
  const shipment = latestShipment(history);
  return { company, lead, history, signals, shipment, next: NEXT_STATUSES[lead.status] };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, company } = getCompanyAccess(context);
  const app = getAppContext(context);
  const lead = await findLead(app.db, company.id, params.requestId);
  if (!lead) notFound(LEAD_NOT_FOUND);
  return submitStatusChange(request, app, {
    userId: user.id,
    requestId: lead.id,
    noun: "lead",
    notFound: LEAD_NOT_FOUND,
  });
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadView {...loaderData} result={actionData as StatusChangeActionData | undefined} />;
}

const NOT_FOUND = {
  title: "Lead not found",
  back: {
    to: "..",
    label: "Back to leads",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
