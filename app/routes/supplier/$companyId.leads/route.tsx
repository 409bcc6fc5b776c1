/**
 * A company's leads: its sample requests, newest first or most signals first, filtered by status,
 * a signal, a date range and a text search (GET, so the filters live in the URL and work without
 * JavaScript), paged by keyset, as cards that read well on a phone, each with its signals in words
 * (docs/decisions/090). Each opens the lead's page; the CSV holds the filtered set.
 */
import { Link } from "react-router";
import { CsvDownloadLink } from "~/components/analytics/csv-download-link";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { workspacePageSeo } from "~/lib/seo";
import { leadFiltersQuery } from "~/lib/supplier-workspace";
import { findLeadsPage, leadFiltersFromUrl } from "~/models/leads/supplier-leads.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/route";
import { LeadsList } from "./leads-list";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Leads", "The company's sample requests.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const { cursor, ...filters } = leadFiltersFromUrl(new URL(request.url));
  const page = await findLeadsPage(db, company.id, filters, cursor);
  const query = leadFiltersQuery(filters);
  return {
    company,
    filters,
    isFirstPage: cursor === null,
    ...page,
    csvHref: `/supplier/${encodeURIComponent(company.id)}/leads.csv${query.size ? `?${query}` : ""}`,
    // The order alone filters nothing.
    isFiltered: [...query.keys()].some((key) => key !== "sort"),
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { company, filters, rows, nextCursor, count, isFirstPage, csvHref, isFiltered } =
    loaderData;
  return (
    <section aria-labelledby="leads-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="leads-title" className="text-2xl font-bold tracking-tight">
            Leads
          </h1>
          <p className="mt-1 text-slate-700" data-testid="lead-count">
            {count === 1 ? "1 lead" : `${count} leads`}
            {isFiltered ? " match your filters" : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            to={`/supplier/${encodeURIComponent(company.id)}/performance`}
            className="font-semibold text-brand-700 underline"
          >
            Lead Analytics
          </Link>
          <Link
            to={`/supplier/${encodeURIComponent(company.id)}/lead-emails`}
            className="font-semibold text-brand-700 underline"
          >
            Lead e-mails
          </Link>
          <CsvDownloadLink href={csvHref}>Download CSV</CsvDownloadLink>
        </div>
      </div>

      <LeadsList
        base={`/supplier/${encodeURIComponent(company.id)}`}
        filters={filters}
        rows={rows}
        nextCursor={nextCursor}
        isFirstPage={isFirstPage}
        isFiltered={isFiltered}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
