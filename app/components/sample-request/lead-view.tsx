/**
 * A lead's page in the supplier workspace (its route:
 * app/routes/supplier/$companyId.leads.$requestId.tsx): the signals, the request, its history and
 * the status forms.
 */
import { Link } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { LeadSignalDetails } from "~/components/lead-signals";
import type { StatusChangeActionData } from "~/forms/status-change";
import type { Route } from "../../routes/supplier/+types/$companyId.leads.$requestId";
import { formatWhen, RequestDetails, StatusHistory } from "./request-details";
import { StatusChangePanel } from "./status-change-form";

export function LeadView({
  company,
  lead,
  history,
  signals,
  result,
}: Pick<Route.ComponentProps["loaderData"], "company" | "lead" | "history" | "signals"> & {
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
