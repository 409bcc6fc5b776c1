import { data } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { CsvDownloadLink } from "~/components/analytics/csv-download-link";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { submitStatusChange } from "~/forms/status-change.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { isUuid } from "~/lib/uuid";
import { getAdmin } from "~/models/accounts/user.server";
import { filtersFromUrl } from "~/models/leads/admin-request-query.server";
import { findRequestsPage } from "~/models/leads/admin-requests.server";
import type { Route } from "./+types/route";
import type { RowActionData } from "./request-row";
import { RequestsList } from "./requests-list";

const REQUEST_GONE = "This request no longer exists.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Sample Requests Analytics",
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
  const { db, outbox } = getAppContext(context);
  const id = String(
    (
      await request
        .clone()
        .formData()
        .catch(() => null)
    )?.get("id") ?? "",
  );
  if (!isUuid(id)) {
    return data({ ok: false, errors: {}, values: {}, formError: REQUEST_GONE }, { status: 404 });
  }
  return submitStatusChange(request, {
    db,
    outbox,
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
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="page-title">
      <AdminNav className="mb-6" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight">
            Sample Requests Analytics
          </h1>
          <p className="mt-2 text-slate-700">
            <span data-testid="total-count">Total requests: {counts.total}</span>
            {" · "}
            <span data-testid="shown-count">
              Showing: {counts.shown}
              {counts.isShownCapped ? "+" : ""}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <CsvDownloadLink href={exportHref}>Export to CSV</CsvDownloadLink>
        </div>
      </div>

      <RequestsList
        status={filters.status}
        q={filters.q}
        query={query.toString()}
        rows={rows}
        nextCursor={nextCursor}
        isFirstPage={isFirstPage}
        pageResult={actionData as RowActionData | undefined}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      failure={{ title: "Sample Requests Analytics", prefix: "Error loading data: " }}
    />
  );
}
