/**
 * An admin's sample request page below the console's navigation (its route:
 * app/routes/admin/requests.$requestId/route.tsx): the request, its history and the status
 * forms.
 */
import { Link } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { formatWhen, RequestSections } from "~/components/sample-request/request-details";
import { StatusChangePanel } from "~/components/sample-request/status-change-form";
import type { StatusChangeActionData } from "~/forms/status-change";
import { shortId } from "~/routes/admin/parts/format";
import type { Route } from "./+types/route";

export function AdminRequestView({
  request,
  history,
  shipment,
  result,
}: Pick<Route.ComponentProps["loaderData"], "request" | "history" | "shipment"> & {
  result: StatusChangeActionData | undefined;
}) {
  return (
    <>
      <Link to="/admin/requests" className="text-sm font-semibold text-brand-700 underline">
        All sample requests
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="request-title" className="text-2xl font-bold tracking-tight break-words">
          {request.firstName} {request.lastName}
        </h1>
        <StatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-slate-700">
        Request <span className="font-mono">{shortId(request.id)}</span> to{" "}
        <Link
          to={`/supplier/${encodeURIComponent(request.companyId)}/performance`}
          className="font-semibold text-brand-700 underline"
        >
          {request.companyName ?? request.companyId}
        </Link>{" "}
        · requested {formatWhen(request.requestedAt)}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <RequestSections idPrefix="request" request={request} history={history} />
        </div>
        <StatusChangePanel current={request.status} shipment={shipment} result={result} />
      </div>
    </>
  );
}
