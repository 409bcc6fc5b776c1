import { data, useNavigation } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { CsvDownloadLink } from "~/components/analytics/csv-download-link";
import { DataTable } from "~/components/analytics/data-table";
import { LoadingStatus } from "~/components/analytics/loading-status";
import { PageLinks } from "~/components/page-links";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { parseStatus, STATUS_LABELS } from "~/lib/request-status";
import { seo, siteFromMatches } from "~/lib/seo";
import { filtersFromUrl } from "~/models/admin-request-query.server";
import { findRequestsPage } from "~/models/admin-requests.server";
import { changeRequestStatus } from "~/models/request-status.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/route";
import { RequestFilters } from "./request-filters";
import { RequestRow } from "./request-row";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Sample Requests Analytics",
    description: "Every sample request, with filters, search, status changes and CSV export.",
    path: "/analytics/sample-requests",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const { cursor, ...filters } = filtersFromUrl(url);
  const page = await findRequestsPage(db, filters, cursor);
  return { filters, isFirstPage: cursor === null, ...page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, outbox } = getAppContext(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const status = parseStatus(form.get("status"));
  if (!/^[0-9a-f-]{36}$/.test(id) || !status) {
    return data({ ok: false, message: "Please choose a valid status." }, { status: 400 });
  }
  const result = await changeRequestStatus(db, id, status, admin.id, outbox);
  if (result.ok) return { ok: true, message: `Status changed to ${STATUS_LABELS[status]}.` };
  return result.reason === "not-found"
    ? data({ ok: false, message: "This request no longer exists." }, { status: 404 })
    : data(
        {
          ok: false,
          message: "This status change is not allowed for the request's current status.",
        },
        { status: 409 },
      );
}

const REQUEST_COLUMNS = [
  "ID",
  "Requested",
  "Company",
  "Name",
  "Email",
  "Phone",
  "License",
  "Practice",
  "Practice Type",
  "Address",
  "Years",
  "Products",
  "Specific Requests",
  "Comments",
  "How Heard",
  "Marketing",
  "Updates",
  "Status",
  "Change status",
];

export default function SampleRequestsAnalytics({ loaderData }: Route.ComponentProps) {
  const { filters, counts, rows, nextCursor, isFirstPage } = loaderData;
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname === "/analytics/sample-requests";
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.q) query.set("q", filters.q);
  const exportHref = `/analytics/sample-requests.csv${query.size ? `?${query}` : ""}`;
  const nextHref = nextCursor
    ? `?${new URLSearchParams([...query, ["cursor", nextCursor]])}`
    : null;

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

      <RequestFilters status={filters.status} q={filters.q} />

      <LoadingStatus isLoading={isLoading} />

      {rows.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 p-6 text-center text-slate-700">
          No requests found matching your filters.
        </p>
      ) : (
        <DataTable
          columns={REQUEST_COLUMNS}
          caption="Sample requests, newest first"
          className="mt-2"
          isHeaderNowrap
        >
          {rows.map((row) => (
            <RequestRow key={row.id} row={row} />
          ))}
        </DataTable>
      )}

      <PageLinks
        firstHref={isFirstPage ? null : query.size ? `?${query}` : "."}
        nextHref={nextHref}
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
