import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { shortId } from "~/components/analytics/format";
import { StatusBadge } from "~/components/analytics/status-badge";
import { FormAlert } from "~/components/form/fields";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { REQUEST_STATUSES } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import {
  formatRequestedProducts,
  NEXT_STATUSES,
  parseStatus,
  STATUS_LABELS,
} from "~/lib/request-status";
import { seo, siteFromMatches } from "~/lib/seo";
import { filtersFromUrl } from "~/models/admin-request-query.server";
import {
  type AdminRequestRow,
  changeRequestStatus,
  findRequestsPage,
} from "~/models/admin-requests.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/analytics.sample-requests";

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
  const { db } = getAppContext(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const status = parseStatus(form.get("status"));
  if (!/^[0-9a-f-]{36}$/.test(id) || !status) {
    return data({ ok: false, message: "Please choose a valid status." }, { status: 400 });
  }
  const result = await changeRequestStatus(db, id, status, admin.id);
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
        <a
          href={exportHref}
          download
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Export to CSV
        </a>
      </div>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="status-filter" className="block text-sm font-medium">
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={filters.status ?? ""}
            key={filters.status ?? "all"}
            className="mt-1 rounded-md border border-slate-400 px-3 py-2"
          >
            <option value="">All</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-64 flex-1">
          <label htmlFor="search" className="block text-sm font-medium">
            Search company, name, e-mail or practice
          </label>
          <input
            id="search"
            type="search"
            name="q"
            defaultValue={filters.q}
            key={filters.q}
            maxLength={100}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Apply filters
        </button>
      </Form>

      <div role="status" className="mt-4 min-h-6 text-sm text-slate-700">
        {isLoading ? "Loading analytics data..." : null}
      </div>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 p-6 text-center text-slate-700">
          No requests found matching your filters.
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Sample requests, newest first</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                {[
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
                ].map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <RequestRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label="Pages" className="mt-4 flex gap-4">
        {!isFirstPage ? (
          <Link
            to={query.size ? `?${query}` : "."}
            className="font-semibold text-brand-700 underline"
          >
            First page
          </Link>
        ) : null}
        {nextHref ? (
          <Link to={nextHref} className="font-semibold text-brand-700 underline">
            Next page
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

type Row = Omit<AdminRequestRow, "requestedAt"> & { requestedAt: Date | string };

function RequestRow({ row }: { row: Row }) {
  const fetcher = useFetcher<typeof action>();
  const isBusy = fetcher.state !== "idle";
  const next = NEXT_STATUSES[row.status];
  return (
    <tr className="align-top" data-testid="request-row">
      <td className="whitespace-nowrap px-3 py-2 font-mono" title={row.id}>
        {shortId(row.id)}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{formatLongDate(row.requestedAt)}</td>
      <td className="px-3 py-2">{row.companyName}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {row.firstName} {row.lastName}
      </td>
      <td className="px-3 py-2">{row.email}</td>
      <td className="whitespace-nowrap px-3 py-2">{row.phone}</td>
      <td className="px-3 py-2">{row.licenseNumber}</td>
      <td className="px-3 py-2">{row.practiceName}</td>
      <td className="px-3 py-2">{row.practiceType}</td>
      <td className="px-3 py-2">
        {row.street}, {row.city}, {row.state} {row.zipCode}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{row.yearsInPractice}</td>
      <td className="px-3 py-2">{formatRequestedProducts(row.requestedProducts)}</td>
      <td className="px-3 py-2">{row.specificRequests}</td>
      <td className="px-3 py-2">{row.comments}</td>
      <td className="px-3 py-2">{row.howHeardAbout}</td>
      <td className="px-3 py-2">{row.allowMarketing ? "Yes" : "No"}</td>
      <td className="px-3 py-2">{row.subscribeUpdates ? "Yes" : "No"}</td>
      <td className="px-3 py-2">
        <StatusBadge status={row.status} />
      </td>
      <td className="px-3 py-2">
        {next.length === 0 ? (
          <span className="text-slate-500">Final</span>
        ) : (
          <fetcher.Form method="post" className="flex gap-1">
            <input type="hidden" name="id" value={row.id} />
            {next.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                disabled={isBusy}
                aria-label={`Mark request ${shortId(row.id)} as ${STATUS_LABELS[status]}`}
                className="rounded border border-slate-400 px-2 py-1 text-xs font-semibold hover:bg-slate-100 disabled:opacity-60"
              >
                {STATUS_LABELS[status]}
              </button>
            ))}
          </fetcher.Form>
        )}
        {fetcher.data && !fetcher.data.ok ? <FormAlert>{fetcher.data.message}</FormAlert> : null}
      </td>
    </tr>
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
