/**
 * Billing, /admin/billing (admins only; issue 26 point 7): every company with a plan, its plan,
 * status, trial end and paid-until; monthly recurring revenue; trials ending within 7 days; past
 * due; and the table as CSV.
 */
import { Link } from "react-router";
import { NOT_SET } from "~/components/billing/billing-facts";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { BILLING_INTERVAL_LABELS, BILLING_STATUS_LABELS } from "~/lib/billing";
import { formatLongDate } from "~/lib/dates";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { findPlan } from "~/lib/plans";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { type BillingRow, findBillingOverview } from "~/models/billing/billing-overview.server";
import { formatDollars } from "~/models/billing/billing-view.server";
import type { Route } from "./+types/billing";
import { AdminPage } from "./parts/admin-page";
import { type ListColumn, ListTable } from "./parts/list-table";

export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Billing",
    description: "Plans, trials and revenue of the supplier companies.",
    path: "/admin/billing",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const overview = await findBillingOverview(db);
  const view = (row: BillingRow) => ({
    id: row.id,
    name: row.name,
    plan: findPlan(row.plan).name,
    status: BILLING_STATUS_LABELS[row.status],
    interval: BILLING_INTERVAL_LABELS[row.interval],
    trialEndsAt: row.trialEndsAt ? formatLongDate(row.trialEndsAt) : NOT_SET,
    paidUntil: row.paidUntil ? formatLongDate(row.paidUntil) : NOT_SET,
  });
  return {
    rows: overview.rows.map(view),
    mrr: formatDollars(overview.monthlyRecurringRevenue),
    trialsEndingSoon: overview.trialsEndingSoon.map(view),
    pastDue: overview.pastDue.map(view),
  };
}

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

const LINK = "font-semibold text-brand-700 underline";
const COLUMNS: readonly ListColumn<Row>[] = [
  {
    header: "Company",
    cell: (row) => (
      <Link to={`/admin/companies/${encodeURIComponent(row.id)}/billing`} className={LINK}>
        {row.name}
      </Link>
    ),
  },
  { header: "Plan", cell: (row) => row.plan },
  { header: "Status", cell: (row) => row.status },
  { header: "Interval", cell: (row) => row.interval },
  { header: "Trial ends", className: "sm:whitespace-nowrap", cell: (row) => row.trialEndsAt },
  { header: "Paid until", className: "sm:whitespace-nowrap", cell: (row) => row.paidUntil },
];

/** Companies as a table from 640 px, as cards below (like the console's other lists). */
function CompanyTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return <ListTable caption={caption} columns={COLUMNS} rows={rows} className="mt-3" />;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function BillingPage({ loaderData }: Route.ComponentProps) {
  const { rows, mrr, trialsEndingSoon, pastDue } = loaderData;
  return (
    <AdminPage
      title="Billing"
      intro="Companies with a plan. Monthly recurring revenue counts active and past-due plans, annual ones at a twelfth."
      actions={
        <a href="/admin/billing.csv" className={LINK} download>
          Download CSV
        </a>
      }
    >
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Figure label="Monthly recurring revenue" value={mrr} testId="billing-mrr" />
        <Figure
          label="Trials ending within 7 days"
          value={String(trialsEndingSoon.length)}
          testId="billing-trials-ending"
        />
        <Figure label="Past due" value={String(pastDue.length)} testId="billing-past-due" />
      </dl>
      {trialsEndingSoon.length > 0 ? (
        <section aria-labelledby="ending-title" className="mt-8">
          <h2 id="ending-title" className="text-lg font-bold">
            Trials ending within 7 days
          </h2>
          <CompanyTable rows={trialsEndingSoon} caption="Trials ending within 7 days" />
        </section>
      ) : null}
      {pastDue.length > 0 ? (
        <section aria-labelledby="past-due-title" className="mt-8">
          <h2 id="past-due-title" className="text-lg font-bold">
            Past due
          </h2>
          <CompanyTable rows={pastDue} caption="Past due" />
        </section>
      ) : null}
      <section aria-labelledby="all-title" className="mt-8">
        <h2 id="all-title" className="text-lg font-bold">
          All companies with a plan
        </h2>
        {rows.length === 0 ? (
          <p className="mt-3 text-slate-700">No company has a plan yet.</p>
        ) : (
          <CompanyTable rows={rows} caption="All companies with a plan" />
        )}
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
