/**
 * One sample request for admins (docs/decisions/072): every field the requester gave, its company,
 * the status history and a form per next status (a shipment's carrier and tracking number, a
 * rejection's required reason). The table links here instead of showing every field in a column.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import type { StatusChangeActionData } from "~/forms/status-change";
import { notFound } from "~/lib/http-errors";
import { NEXT_STATUSES } from "~/lib/request-status";
import { privatePageSeo } from "~/lib/seo";
import { latestShipment } from "~/lib/shipping-rule";
import { getAdmin } from "~/models/accounts/user.server";
import { findAdminRequest } from "~/models/leads/admin-requests.server";
import { submitStatusChange } from "~/models/leads/status-change-submission.server";
import { listLeadHistory } from "~/models/leads/supplier-leads.server";
import type { Route } from "./+types/route";
import { AdminRequestView } from "./admin-request-view";

const REQUEST_NOT_FOUND = "This sample request does not exist.";

export function meta(args: Route.MetaArgs) {
  return privatePageSeo(args, {
    title: "Sample request",
    description: "A sample request, its history and its status.",
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const row = await findAdminRequest(db, params.requestId);
  if (!row) notFound(REQUEST_NOT_FOUND);
  const history = await listLeadHistory(db, row.id);
  const { cursorAt: _, ...shown } = row;
  const shipment = latestShipment(history);
  return { request: shown, history, shipment, next: NEXT_STATUSES[row.status] };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const app = getAppContext(context);
  const row = await findAdminRequest(app.db, params.requestId);
  if (!row) notFound(REQUEST_NOT_FOUND);
  return submitStatusChange(request, app, {
    userId: admin.id,
    requestId: row.id,
    noun: "request",
    notFound: REQUEST_NOT_FOUND,
  });
}

export default function AdminRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, history, shipment } = loaderData;
  return (
    <article className="max-w-5xl" aria-labelledby="request-title">
      <AdminRequestView
        request={request}
        history={history}
        shipment={shipment}
        result={actionData as StatusChangeActionData | undefined}
      />
    </article>
  );
}

const NOT_FOUND = {
  title: "Sample request not found",
  back: {
    to: "/admin/requests",
    label: "Back to sample requests",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
