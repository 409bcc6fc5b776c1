/**
 * One company's billing, /admin/companies/{id}/billing (admins only; issue 26 point 5): the facts
 * as the supplier sees them, and the form that records a plan, status, interval, trial end and
 * paid-until (e.g. an invoice paid). Validated here; saved by applyBillingState, audit-logged.
 */
import { Link } from "react-router";
import { BillingFactsList } from "~/components/billing/billing-facts";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { getAppContext } from "~/context.server";
import {
  type AdminBillingActionData,
  adminBillingSchema,
  PLAN_NEEDS_STATUS,
} from "~/forms/admin-billing";
import { failureReply, parseSubmission } from "~/forms/parse-submission.server";
import { adminCompanyPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { applyBillingState, getBillingState } from "~/models/billing/billing-state.server";
import { billingFactsView } from "~/models/billing/billing-view.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import { COMPANY_NOT_FOUND } from "~/routes/admin/parts/console-not-found";
import type { Route } from "./+types/route";
import { AdminBillingForm } from "./billing-form";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: loaderData ? `Billing of ${loaderData.companyName}` : "Billing",
    description: "A company's plan, status and payments.",
    path: "/admin/billing",
    noindex: true,
  });
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

export async function loader({ context, params }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const state = await getBillingState(db, params.companyId);
  if (!state) notFound("Company not found");
  return {
    companyId: state.companyId,
    companyName: state.companyName,
    facts: billingFactsView(state),
    values: {
      plan: state.plan ?? "",
      status: state.billingStatus ?? "",
      interval: state.billingInterval,
      trialEndsAt: day(state.trialEndsAt),
      paidUntil: day(state.paidUntil),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db } = getAppContext(context);
  const submission = await parseSubmission(request, adminBillingSchema);
  if (!submission.ok) return failureReply(submission.failure);
  const { plan, status, interval, trialEndsAt, paidUntil } = submission.data;
  if ((plan === null) !== (status === null)) {
    return failureReply({
      ok: false,
      errors: { status: PLAN_NEEDS_STATUS },
      values: submission.values,
    });
  }
  const state = await db.transaction((tx) =>
    applyBillingState(
      tx,
      params.companyId,
      // A payment recorded ends a past-due period; a past-due status keeps its start.
      {
        plan,
        status,
        interval,
        trialEndsAt,
        paidUntil,
        ...(status === "past_due" ? {} : { pastDueSince: null }),
      },
      admin.id,
    ),
  );
  if (!state) notFound("Company not found");
  return { ok: true as const, message: "Billing saved." } satisfies AdminBillingActionData;
}

export default function CompanyBillingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { companyId, companyName, facts, values } = loaderData;
  const result = actionData as AdminBillingActionData | undefined;
  return (
    <AdminPage
      title={`Billing of ${companyName}`}
      intro="Record a plan, its status and what was paid (manual mode: invoices). Each change is in the audit log; products beyond a Basic or lapsed plan's 10 are hidden or shown again at once."
    >
      <p className="mt-3 text-sm">
        <Link to={adminCompanyPath(companyId)} className="font-semibold text-brand-700 underline">
          Back to {companyName}
        </Link>
      </p>
      <SuccessStatus message={result?.ok ? result.message : null} className="mt-4" />
      <div className="mt-4 max-w-2xl">
        <BillingFactsList facts={facts} />
      </div>
      <AdminBillingForm
        key={JSON.stringify(values)}
        values={values}
        failure={result && !result.ok ? result : undefined}
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={COMPANY_NOT_FOUND} />;
}
