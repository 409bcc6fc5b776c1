/**
 * A company's leads on its performance page (its route:
 * app/routes/supplier/$companyId.performance/route.tsx; once Lead Analytics, /provider/{id}/analytics,
 * docs/decisions/109): the date range, the metrics, the breakdowns, the months and the recent
 * leads, and their CSV. The date range is a plain GET form.
 */
import { Form, useNavigation } from "react-router";
import { CsvDownloadLink } from "~/components/analytics/csv-download-link";
import { LoadingStatus } from "~/components/analytics/loading-status";
import { SelectFilter } from "~/components/analytics/select-filter";
import { StatusBadge } from "~/components/analytics/status-badge";
import { TitledSection } from "~/components/titled-section";
import { CONVERSION_RATE_EXPLAINED, DATE_RANGES } from "~/lib/analytics-metrics";
import { REQUEST_STATUSES } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { formatRequestedProducts, STATUS_LABELS } from "~/lib/request-status";
import { stateName } from "~/lib/us-states";
import { DataTable } from "~/routes/supplier/parts/data-table";
import type { Route } from "./+types/route";
import { BarList } from "./bar-list";
import { MonthlyRequests } from "./monthly-requests";

type LeadAnalyticsProps = Pick<
  Route.ComponentProps["loaderData"],
  "company" | "range" | "metrics" | "recentLeads"
>;

/** The card counts one status; the weekly table's Accepted counts approved and beyond. */
const APPROVED_EXPLAINED = "Approved and not yet shipped";

export function LeadAnalyticsView({ company, range, metrics, recentLeads }: LeadAnalyticsProps) {
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname.endsWith("/performance");
  const csvHref = `/supplier/${encodeURIComponent(company.id)}/performance.csv${range === "all" ? "" : `?range=${range}`}`;
  return (
    <section className="mt-10" aria-labelledby="lead-analytics-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="lead-analytics-title" className="text-lg font-semibold">
            Lead analytics
          </h2>
          <p className="text-slate-700">Track and analyze your sample request leads</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Form method="get" className="flex items-end gap-2">
            <SelectFilter
              id="range"
              name="range"
              label="Date range"
              value={range}
              options={DATE_RANGES}
            />
            <button
              type="submit"
              className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Apply
            </button>
          </Form>
          <CsvDownloadLink href={csvHref}>Download Leads CSV</CsvDownloadLink>
        </div>
      </div>

      <LoadingStatus isLoading={isLoading} />

      {metrics ? (
        <>
          <dl className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <MetricCard
              label="Unique Leads"
              value={String(metrics.uniqueLeads)}
              detail={`${metrics.totalRequests} total requests`}
              testId="metric-unique-leads"
            />
            <MetricCard
              label="Pending Review"
              value={String(metrics.byStatus.pending)}
              testId="metric-pending"
            />
            <MetricCard
              label="Approved"
              value={String(metrics.byStatus.approved)}
              detail={APPROVED_EXPLAINED}
              testId="metric-approved"
            />
            <MetricCard
              label="Conversion Rate"
              value={`${metrics.conversionRate.toFixed(1)}%`}
              detail={CONVERSION_RATE_EXPLAINED}
              testId="metric-conversion"
            />
          </dl>

          <div className="mt-8 grid gap-4 lg:grid-cols-3">
            <BarList
              title="Status Breakdown"
              entries={REQUEST_STATUSES.map((s) => ({
                label: STATUS_LABELS[s],
                count: metrics.byStatus[s],
              }))}
            />
            <BarList
              title="Top 5 States"
              entries={metrics.topStates.map((e) => ({ ...e, label: stateName(e.label) }))}
            />
            <BarList title="Top 5 Practice Types" entries={metrics.topPracticeTypes} />
          </div>

          <div className="mt-4">
            <MonthlyRequests months={metrics.byMonth} />
          </div>

          <TitledSection id="recent-leads" title="Recent Leads" className="mt-8" heading="small">
            {recentLeads.length === 0 ? (
              <p className="mt-3 text-slate-700">No leads in this period.</p>
            ) : (
              <DataTable
                columns={[
                  "Date",
                  "Name",
                  "Practice",
                  "City & State",
                  "Email",
                  "Products",
                  "Status",
                ]}
                caption="Recent leads"
                className="mt-3"
              >
                {recentLeads.map((lead) => (
                  <tr key={lead.id} data-testid="recent-lead">
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatLongDate(lead.requestedAt)}
                    </td>
                    <td className="px-3 py-2">
                      {lead.firstName} {lead.lastName}
                    </td>
                    <td className="px-3 py-2">{lead.practiceName}</td>
                    <td className="px-3 py-2">
                      {lead.city}, {lead.state}
                    </td>
                    <td className="px-3 py-2">{lead.email}</td>
                    <td className="min-w-48 px-3 py-2">
                      {formatRequestedProducts(lead.requestedProducts) || "None"}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={lead.status} />
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </TitledSection>
        </>
      ) : null}
    </section>
  );
}

function MetricCard({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 p-4" data-testid={testId}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-slate-600">{detail}</dd> : null}
    </div>
  );
}
