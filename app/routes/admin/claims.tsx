/**
 * Claims (admins only): every claim request, open ones first (pending, more information asked,
 * disputed), then the decided ones, each group newest first, filtered by status, a page at a time.
 */
import { Link } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { DataTable } from "~/components/analytics/data-table";
import { StatusFilterForm } from "~/components/analytics/select-filter";
import { ClaimStatusBadge } from "~/components/claim-status-badge";
import { PageLinks } from "~/components/page-links";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formatLongDate } from "~/lib/dates";
import { seo, siteFromMatches } from "~/lib/seo";
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES } from "~/lib/suppliers";
import { claimFiltersFromUrl, listClaims } from "~/models/claim-list.server";
import { getAdmin } from "~/models/user.server";
import type { Route } from "./+types/claims";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Claims",
    description: "Claim requests for company pages, open ones first.",
    path: "/admin/claims",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const filters = claimFiltersFromUrl(new URL(request.url));
  const page = await listClaims(db, filters);
  return { ...page, status: filters.status, isFirstPage: !filters.after };
}

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] })),
];

const COLUMNS = [
  "Company",
  "Contact name",
  "Email",
  "Phone",
  "Job title",
  "Website",
  "Message",
  "Submitted",
  "Status",
  "Reviewed at",
  "Reviewed by",
];

export default function ClaimsPage({ loaderData }: Route.ComponentProps) {
  const { claims, nextAfter, status, isFirstPage } = loaderData;
  const nextParams = new URLSearchParams();
  if (status) nextParams.set("status", status);
  if (nextAfter) nextParams.set("after", nextAfter);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="claims-title">
      <AdminNav className="mb-6" />
      <h1 id="claims-title" className="text-3xl font-bold tracking-tight">
        Claims
      </h1>
      <p className="mt-2 text-slate-700">
        Requests to claim a company page. Open claims come first: pending, more information asked,
        then disputed (the company already has an owner).
      </p>
      <StatusFilterForm id="claim-status" value={status} options={STATUS_OPTIONS} />
      {claims.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No claims match this filter." : "No more claims."}
        </p>
      ) : (
        <DataTable className="mt-6" caption="Claim requests, open ones first" columns={COLUMNS}>
          {claims.map((c) => (
            <tr key={c.id} className="align-top" data-testid="claim-row">
              <td className="min-w-48 px-3 py-2">
                <Link
                  to={`/admin/claims/${c.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {c.companyName}
                </Link>
                {c.companyId ? null : (
                  <span className="block text-xs text-slate-700">Not listed</span>
                )}
              </td>
              <td className="min-w-32 px-3 py-2">{c.contactName}</td>
              <td className="min-w-48 px-3 py-2 break-words">{c.email}</td>
              <td className="whitespace-nowrap px-3 py-2">{c.phone ?? ""}</td>
              <td className="min-w-32 px-3 py-2">{c.jobTitle}</td>
              <td className="min-w-40 px-3 py-2 break-all">{c.website ?? ""}</td>
              <td className="min-w-64 px-3 py-2">
                <span className="line-clamp-3">{c.message ?? ""}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatLongDate(c.submittedAt)}</td>
              <td className="min-w-32 px-3 py-2">
                <ClaimStatusBadge status={c.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {c.reviewedAt ? formatLongDate(c.reviewedAt) : ""}
              </td>
              <td className="min-w-40 px-3 py-2 break-words">{c.reviewedBy ?? ""}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <PageLinks
        label="Claim pages"
        firstHref={isFirstPage ? null : status ? `?status=${status}` : "."}
        nextHref={nextAfter ? `?${nextParams}` : null}
      />
    </section>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
