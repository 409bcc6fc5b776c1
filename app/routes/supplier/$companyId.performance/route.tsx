/**
 * The company's performance over the last twelve ISO weeks (Monday, UTC): page views, product
 * views, requests, approved and completed, per week, and the period's funnel with each step's
 * conversion. The table carries the figures; the bar chart beside it repeats them for the eye
 * and is hidden from screen readers. Below, its leads over a date range (?range=): what Lead
 * Analytics (/provider/{id}/analytics) showed, with their CSV (docs/decisions/109).
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { parseDateRange, rangeStart } from "~/lib/analytics-metrics";
import { formatLongDate } from "~/lib/dates";
import { logFailure } from "~/lib/log.server";
import { workspacePageSeo } from "~/lib/seo";
import { PERFORMANCE_WEEKS } from "~/lib/supplier-workspace";
import { getLeadMetrics, listRecentLeads } from "~/models/leads/lead-analytics.server";
import {
  getWeeklyPerformance,
  performanceFunnel,
  type WeekPerformance,
} from "~/models/leads/supplier-performance.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import { ScrollFrame } from "~/routes/supplier/parts/data-table";
import { WorkspacePage } from "~/routes/supplier/parts/workspace-page";
import type { Route } from "./+types/route";
import { LeadAnalyticsView } from "./lead-analytics-view";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(
    args,
    "Performance",
    "Page views, product views and requests of the last twelve weeks.",
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const range = parseDateRange(new URL(request.url).searchParams.get("range"));
  const [weeks, leads] = await Promise.all([
    getWeeklyPerformance(db, company.id),
    leadAnalytics(db, company.id, rangeStart(range, new Date())),
  ]);
  return { company, weeks, funnel: performanceFunnel(weeks), range, ...leads };
}

async function leadAnalytics(db: Database, companyId: string, since: Date | null) {
  try {
    const [metrics, recentLeads] = await Promise.all([
      getLeadMetrics(db, companyId, since),
      listRecentLeads(db, companyId, since),
    ]);
    return { metrics, recentLeads };
  } catch (error) {
    // The lead metrics are optional here: on a failure the page keeps the weeks and the export,
    // shows no message, and the failure is logged (docs/decisions/041-errors-and-loaders.md).
    logFailure("Lead analytics failed to load", error);
    return { metrics: null, recentLeads: [] };
  }
}

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));

export default function Performance({ loaderData }: Route.ComponentProps) {
  const { company, weeks, funnel, range, metrics, recentLeads } = loaderData;
  const first = weeks[0];
  return (
    <WorkspacePage
      id="performance-title"
      title="Performance"
      intro={
        <>
          The last {PERFORMANCE_WEEKS} weeks
          {first ? `, since ${formatLongDate(first.weekStart)}` : ""}. Weeks start on Monday (UTC);
          the last one is the current week so far.
        </>
      }
    >
      <TitledSection id="funnel-title" title="Funnel" heading="minor" className="mt-6">
        <ol className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="funnel">
          {funnel.map((step) => (
            <li key={step.label} className="rounded-lg border border-slate-200 p-4">
              <p className="text-sm font-medium text-slate-700">{step.label}</p>
              <p className="mt-1 text-3xl font-bold tabular-nums">{step.count}</p>
              {step.conversion !== null ? (
                <p className="text-sm text-slate-700">
                  {step.conversion.toFixed(1)}% of the previous step
                </p>
              ) : step.note ? (
                <p className="text-sm text-slate-700">{step.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="weekly-title" title="Week by week" heading="minor" className="mt-8">
        <WeeklyChart weeks={weeks} />
        <WeeklyTable weeks={weeks} />
      </TitledSection>

      <LeadAnalyticsView
        company={company}
        range={range}
        metrics={metrics}
        recentLeads={recentLeads}
      />
    </WorkspacePage>
  );
}

const COLUMNS = [
  { key: "pageViews", label: "Page views" },
  { key: "productViews", label: "Product views" },
  { key: "requests", label: "Requests" },
  // Not the Approved card's figure (requests approved and not yet shipped): the requests of the
  // week that were accepted, whatever happened since (issue 34 point 6).
  { key: "approved", label: "Accepted" },
  { key: "completed", label: "Completed" },
] as const;

function WeeklyTable({ weeks }: { weeks: readonly WeekPerformance[] }) {
  return (
    <ScrollFrame label="Weekly performance" className="mt-4">
      <table className="min-w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm text-slate-700">
          Page views, product views and requests per week, oldest first; a visitor's views of a page
          or product count once a day. Accepted: the week's requests approved since, including those
          shipped or completed.
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="whitespace-nowrap px-3 py-2">
              Week of
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 text-right">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {weeks.map((week) => (
            <tr key={week.weekStart} data-testid="week-row">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium">
                <time dateTime={week.weekStart}>{weekLabel(week.weekStart)}</time>
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                  {week[c.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

/** Page views and requests per week as bars with their numbers; the table above says the same. */
function WeeklyChart({ weeks }: { weeks: readonly WeekPerformance[] }) {
  const max = Math.max(1, ...weeks.map((w) => Math.max(w.pageViews, w.requests)));
  // At most 80% of the column, leaving room for the number above the bar.
  const height = (n: number) => `${Math.max(n > 0 ? 3 : 0, (n / max) * 80)}%`;
  return (
    <div aria-hidden="true" className="mt-3 rounded-lg border border-slate-200 p-4">
      <div className="flex gap-4 text-xs text-slate-700">
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-600" /> Page views
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-amber-500" /> Requests
        </span>
      </div>
      <div className="mt-3 flex h-40 items-end gap-1 overflow-x-auto">
        {weeks.map((week) => (
          <div key={week.weekStart} className="flex h-full min-w-6 flex-1 flex-col">
            <div className="flex flex-1 items-end justify-center gap-0.5">
              <Bar value={week.pageViews} height={height(week.pageViews)} color="bg-brand-600" />
              <Bar value={week.requests} height={height(week.requests)} color="bg-amber-500" />
            </div>
            <span className="mt-1 text-center text-[10px] leading-tight text-slate-700">
              {weekLabel(week.weekStart)}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

function Bar({ value, height, color }: { value: number; height: string; color: string }) {
  return (
    <div className="flex h-full w-1/2 max-w-4 flex-col items-center justify-end">
      <span className="text-[10px] tabular-nums text-slate-800">{value}</span>
      <div className={`w-full rounded-t ${color}`} style={{ height }} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
