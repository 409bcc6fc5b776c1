/**
 * A lead's page in the supplier workspace (its route:
 * app/routes/supplier/$companyId.leads.$requestId/route.tsx): the signals, the request, its history and
 * the status forms.
 */
import { Link } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { formatWhen, RequestSections } from "~/components/sample-request/request-details";
import { StatusChangePanel } from "~/components/sample-request/status-change-form";
import { TitledSection } from "~/components/titled-section";
import type { StatusChangeActionData } from "~/forms/status-change";
import { LeadSignalDetails } from "~/routes/supplier/parts/lead-signals";
import type { Route } from "./+types/route";

export function LeadView({
  company,
  lead,
  history,
  signals,
  shipment,
  result,
}: Pick<
  Route.ComponentProps["loaderData"],
  "company" | "lead" | "history" | "signals" | "shipment"
> & {
  result: StatusChangeActionData | undefined;
}) {
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
          <TitledSection id="lead-signals" title="Lead signals" heading="minor">
            <LeadSignalDetails signals={signals} />
          </TitledSection>
          <RequestSections idPrefix="lead" request={lead} history={history} />
        </div>
        <StatusChangePanel current={lead.status} shipment={shipment} result={result} />
      </div>
    </article>
  );
}
