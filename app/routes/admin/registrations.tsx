/**
 * Supplier registrations (admins only): every registration from the pricing page, pending ones
 * first, then the decided ones, each group newest first, filtered by status, a page at a time.
 */
import { Link } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { DataTable } from "~/components/analytics/data-table";
import { StatusFilterForm } from "~/components/analytics/select-filter";
import { PageLinks } from "~/components/page-links";
import { RegistrationStatusBadge } from "~/components/registration-status-badge";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { findPlan } from "~/components/suppliers/plans";
import { getAppContext } from "~/context.server";
import { formatLongDate } from "~/lib/dates";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES } from "~/lib/registration-status";
import { seo, siteFromMatches } from "~/lib/seo";
import { listRegistrations, registrationFiltersFromUrl } from "~/models/registration-review.server";
import { getAdmin } from "~/models/user.server";
import type { Route } from "./+types/registrations";

// Nothing here needs client code: GET filters, links and tables (decisions 082, 086).
export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Registrations",
    description: "Supplier registrations from the pricing page, pending ones first.",
    path: "/admin/registrations",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const filters = registrationFiltersFromUrl(new URL(request.url));
  const page = await listRegistrations(db, filters);
  return { ...page, status: filters.status, isFirstPage: !filters.after };
}

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABELS[s] })),
];

const COLUMNS = [
  "Company",
  "Plan",
  "Contact name",
  "Email",
  "Phone",
  "Website",
  "Submitted",
  "Status",
  "Reviewed at",
  "Reviewed by",
];

export default function RegistrationsPage({ loaderData }: Route.ComponentProps) {
  const { registrations, nextAfter, status, isFirstPage } = loaderData;
  const nextParams = new URLSearchParams();
  if (status) nextParams.set("status", status);
  if (nextAfter) nextParams.set("after", nextAfter);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="registrations-title">
      <AdminNav className="mb-6" />
      <h1 id="registrations-title" className="text-3xl font-bold tracking-tight">
        Registrations
      </h1>
      <p className="mt-2 text-slate-700">
        Suppliers who registered for a plan. Approving one creates its company page, starts its free
        month and invites the registrant as owner.
      </p>
      <StatusFilterForm id="registration-status" value={status} options={STATUS_OPTIONS} />
      {registrations.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No registrations match this filter." : "No more registrations."}
        </p>
      ) : (
        <DataTable
          className="mt-6"
          caption="Supplier registrations, pending ones first"
          columns={COLUMNS}
        >
          {registrations.map((r) => (
            <tr key={r.id} className="align-top" data-testid="registration-row">
              <td className="min-w-48 px-3 py-2">
                <Link
                  to={`/admin/registrations/${r.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {r.companyName}
                </Link>
              </td>
              <td className="px-3 py-2">{findPlan(r.planType).name}</td>
              <td className="min-w-32 px-3 py-2">{r.contactName}</td>
              <td className="min-w-48 px-3 py-2 break-words">{r.email}</td>
              <td className="whitespace-nowrap px-3 py-2">{r.phone}</td>
              <td className="min-w-40 px-3 py-2 break-all">{r.website ?? ""}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatLongDate(r.submittedAt)}</td>
              <td className="min-w-28 px-3 py-2">
                <RegistrationStatusBadge status={r.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {r.reviewedAt ? formatLongDate(r.reviewedAt) : ""}
              </td>
              <td className="min-w-40 px-3 py-2 break-words">{r.reviewedBy ?? ""}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <PageLinks
        label="Registration pages"
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
