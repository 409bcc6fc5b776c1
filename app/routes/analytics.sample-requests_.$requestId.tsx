/**
 * One sample request for admins (docs/decisions/072): every field the requester gave, its company,
 * the status history and a form per next status (a shipment's carrier and tracking number, a
 * rejection's required reason). The table links here instead of showing every field in a column.
 */
import { Link } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { shortId } from "~/components/analytics/format";
import { StatusBadge } from "~/components/analytics/status-badge";
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
import { findAdminRequest } from "~/models/admin-requests.server";
import { listLeadHistory } from "~/models/supplier-leads.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/analytics.sample-requests_.$requestId";

const REQUEST_NOT_FOUND = "This sample request does not exist.";

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Sample request",
    description: "A sample request, its history and its status.",
    path: location.pathname,
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const row = await findAdminRequest(db, params.requestId);
  if (!row) notFound(REQUEST_NOT_FOUND);
  const history = await listLeadHistory(db, row.id);
  const { cursorAt: _, ...shown } = row;
  return { request: shown, history, next: NEXT_STATUSES[row.status] };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, outbox } = getAppContext(context);
  const row = await findAdminRequest(db, params.requestId);
  if (!row) notFound(REQUEST_NOT_FOUND);
  return submitStatusChange(request, {
    db,
    outbox,
    userId: admin.id,
    requestId: row.id,
    noun: "request",
    notFound: REQUEST_NOT_FOUND,
  });
}

export default function AdminRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, history } = loaderData;
  const result = actionData as StatusChangeActionData | undefined;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="request-title">
      <AdminNav className="mb-6" />
      <Link
        to="/analytics/sample-requests"
        className="text-sm font-semibold text-brand-700 underline"
      >
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
          to={`/provider/${encodeURIComponent(request.companyId)}/analytics`}
          className="font-semibold text-brand-700 underline"
        >
          {request.companyName ?? request.companyId}
        </Link>{" "}
        · requested {formatWhen(request.requestedAt)}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="request-details">
            <h2 id="request-details" className="text-lg font-semibold">
              Request
            </h2>
            <RequestDetails request={request} />
          </section>
          <section aria-labelledby="request-history">
            <h2 id="request-history" className="text-lg font-semibold">
              Status history
            </h2>
            <StatusHistory requestedAt={request.requestedAt} history={history} />
          </section>
        </div>
        <StatusChangePanel current={request.status} result={result} />
      </div>
    </article>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{
        title: "Sample request not found",
        back: { to: "/analytics/sample-requests", label: "Back to sample requests" },
      }}
    />
  );
}
