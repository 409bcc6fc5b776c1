import { data } from "react-router";
import { CsvDownloadLink } from "~/components/analytics/csv-download-link";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { readForm } from "~/lib/read-form.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { isUuid } from "~/lib/uuid";
import { getAdmin } from "~/models/accounts/user.server";
import { filtersFromUrl } from "~/models/leads/admin-request-query.server";
import { findRequestsPage } from "~/models/leads/admin-requests.server";
import { submitStatusChange } from "~/models/leads/status-change-submission.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import type { Route } from "./+types/route";
import type { RowActionData } from "./request-row";
import { RequestsList } from "./requests-list";

const REQUEST_GONE = "This request no longer exists.";

/**
 * Named for what the page is, a list of requests (issue 34 point 6): the spec's "Sample Requests
 * Analytics" promised charts it never had; the charts are a company's Performance page.
 */
const REQUESTS_TITLE = "Sample Requests";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: REQUESTS_TITLE,
    description: "Every sample request, with filters, search, status changes and CSV export.",
    path: "/admin/requests",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const { cursor, ...filters } = filtersFromUrl(url);
  const page = await findRequestsPage(db, filters, cursor);
  return { filters, isFirstPage: cursor === null, ...page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const app = getAppContext(context);
  const id = String((await readForm(request.clone())).get("id") ?? "");
  if (!isUuid(id)) {
    return data({ ok: false, errors: {}, values: {}, formError: REQUEST_GONE }, { status: 404 });
  }
  return submitStatusChange(request, app, {
    userId: admin.id,
    requestId: id,
    noun: "request",
    notFound: REQUEST_GONE,
    extra: { id },
  });
}

export default function SampleRequestsAnalytics({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, counts, rows, nextCursor, isFirstPage } = loaderData;
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.q) query.set("q", filters.q);
  const exportHref = `/admin/requests.csv${query.size ? `?${query}` : ""}`;

  return (
    <AdminPage
      title={REQUESTS_TITLE}
      intro={
        <>
          <span data-testid="total-count">Total requests: {counts.total}</span>
          {" · "}
          {/* What this page lists of what matches: "Showing 50 of 55" (issue 34 point 6). */}
          <span data-testid="shown-count">
            Showing {rows.length} of {counts.shown}
            {counts.isShownCapped ? "+" : ""}
          </span>
        </>
      }
      actions={<CsvDownloadLink href={exportHref}>Export to CSV</CsvDownloadLink>}
    >
      <RequestsList
        status={filters.status}
        q={filters.q}
        rows={rows}
        nextCursor={nextCursor}
        isFirstPage={isFirstPage}
        pageResult={actionData as RowActionData | undefined}
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      failure={{ title: REQUESTS_TITLE, prefix: "Error loading data: " }}
    />
  );
}
