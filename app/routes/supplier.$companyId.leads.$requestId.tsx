/**
 * One lead in the supplier workspace: everything the requester gave, the status history (who,
 * when, what they said) and the status form. Each next status is its own small form (a shipment's
 * carrier and tracking number, a rejection's required reason), so it works without JavaScript.
 * A request of another company is "not found", never shown.
 */
import { Link } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { LeadSignalDetails } from "~/components/lead-signals";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import {
  formatWhen,
  RequestDetails,
  StatusHistory,
} from "~/components/sample-request/request-details";
import { StatusChangePanel } from "~/components/sample-request/status-change-form";
import { getAppContext } from "~/context.server";
import type { StatusChangeActionData } from "~/forms/status-change";
import { submitStatusChange } from "~/forms/status-change.server";
import { notFound } from "~/lib/http-errors";
import { NEXT_STATUSES } from "~/lib/request-status";
import { seo, siteFromMatches } from "~/lib/seo";
import { requireCompanyAccess } from "~/models/membership.server";
import { findLead, findLeadSignals, listLeadHistory } from "~/models/supplier-leads.server";
import type { Route } from "./+types/supplier.$companyId.leads.$requestId";

const LEAD_NOT_FOUND = "This lead does not exist, or belongs to another company.";

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Lead",
    description: "A sample request and its status.",
    path: location.pathname,
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { company } = await requireCompanyAccess(request, context, params.companyId);
  const { db } = getAppContext(context);
  const lead = await findLead(db, company.id, params.requestId);
  if (!lead) notFound(LEAD_NOT_FOUND);
  const [history, signals] = await Promise.all([
    listLeadHistory(db, lead.id),
    findLeadSignals(db, company.id, lead.id),
  ]);
  return { company, lead, history, signals, next: NEXT_STATUSES[lead.status] };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, company } = await requireCompanyAccess(request, context, params.companyId);
  const { db, outbox } = getAppContext(context);
  const lead = await findLead(db, company.id, params.requestId);
  if (!lead) notFound(LEAD_NOT_FOUND);
  return submitStatusChange(request, {
    db,
    outbox,
    userId: user.id,
    requestId: lead.id,
    noun: "lead",
    notFound: LEAD_NOT_FOUND,
  });
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, lead, history, signals } = loaderData;
  const result = actionData as StatusChangeActionData | undefined;
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <article aria-labelledby="lead-title">
      <Link
        to={`/supplier/${encodeURIComponent(company.id)}/leads`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        All leads
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="lead-title" className="text-2xl font-bold tracking-tight">
          {name}
        </h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {lead.practiceName} · requested {formatWhen(lead.requestedAt)}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="lead-signals">
            <h2 id="lead-signals" className="text-lg font-semibold">
              Lead signals
            </h2>
            <LeadSignalDetails signals={signals} />
          </section>
          <section aria-labelledby="lead-details">
            <h2 id="lead-details" className="text-lg font-semibold">
              Request
            </h2>
            <RequestDetails request={lead} />
          </section>
          <section aria-labelledby="lead-history">
            <h2 id="lead-history" className="text-lg font-semibold">
              Status history
            </h2>
            <StatusHistory requestedAt={lead.requestedAt} history={history} />
          </section>
        </div>
        <StatusChangePanel current={lead.status} result={result} />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{ title: "Lead not found", back: { to: "..", label: "Back to leads" } }}
    />
  );
}
