import { LeadAnalyticsView } from "~/components/analytics/lead-analytics-view";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { parseDateRange, rangeStart } from "~/lib/analytics-metrics";
import { notFound } from "~/lib/http-errors";
import { logFailure } from "~/lib/log.server";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  findAnalyticsCompany,
  getLeadMetrics,
  listRecentLeads,
} from "~/models/lead-analytics.server";
import { requireCompanyAccess } from "~/models/membership.server";
import type { Route } from "./+types/provider.$companyId.analytics";

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: `Lead Analytics${loaderData ? `: ${loaderData.company.name}` : ""}`,
    description:
      "Sample request leads of one company: metrics, status breakdown, top states and practice types.",
    path: location.pathname,
    noindex: true,
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The company's members and admins (product-decisions: who sees leads); others 403.
  await requireCompanyAccess(request, context, params.companyId);
  const { db } = getAppContext(context);
  const company = await findAnalyticsCompany(db, params.companyId);
  if (!company) notFound("Company not found");
  const range = parseDateRange(new URL(request.url).searchParams.get("range"));
  const since = rangeStart(range, new Date());
  try {
    const [metrics, recentLeads] = await Promise.all([
      getLeadMetrics(db, company.id, since),
      listRecentLeads(db, company.id, since),
    ]);
    return { company, range, metrics, recentLeads };
  } catch (error) {
    // The metrics are optional here: on a failure the page keeps its header and export, shows
    // no message, and the failure is logged (docs/decisions/041-errors-and-loaders.md).
    logFailure("Lead analytics failed to load", error);
    return { company, range, metrics: null, recentLeads: [] };
  }
}

export default function LeadAnalytics({ loaderData }: Route.ComponentProps) {
  // Spread: each prop keeps its identity, so the memoised view keeps the server's HTML.
  return <LeadAnalyticsView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
