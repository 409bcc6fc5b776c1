/**
 * MERGE NOTE: a minimal Billing tab, /supplier/{companyId}/billing, made on the Stripe branch only
 * so that Stripe's part (app/components/billing/stripe-billing.tsx) has a page for its tests and
 * screenshots. The billing branch's Billing tab replaces this file: its loader adds
 * `stripe: setup ? await loadStripeBilling(db, setup, company.id) : null` and `notice`, and its
 * page renders <StripeBilling> in its slot (docs/decisions/141).
 */

import { StripeBilling } from "~/components/billing/stripe-billing";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { BILLING_STATUS_LABELS } from "~/lib/billing";
import { billingNoticeOf } from "~/lib/billing-notices";
import { formatLongDate } from "~/lib/dates";
import { getBillingState } from "~/models/billing/billing-state.server";
import { loadStripeBilling } from "~/models/billing/stripe-billing.server";
import { stripeSetup } from "~/models/billing/stripe-client.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.billing-stripe-preview";

export function meta() {
  return [{ title: "Billing · Supplier workspace" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company, role } = getCompanyAccess(context);
  const { db, env } = getAppContext(context);
  const setup = stripeSetup(env);
  const [state, stripe] = await Promise.all([
    getBillingState(db, company.id),
    setup ? loadStripeBilling(db, setup, company.id) : null,
  ]);
  return {
    companyId: company.id,
    plan: state?.plan ?? null,
    status: state?.status ?? null,
    trialEndsAt: state?.trialEndsAt?.toISOString() ?? null,
    canManage: role !== "member",
    stripe,
    notice: billingNoticeOf(new URL(request.url)),
  };
}

export default function BillingPreview({ loaderData }: Route.ComponentProps) {
  const { companyId, plan, status, trialEndsAt, canManage, stripe, notice } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Billing</h1>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-slate-600">Plan</dt>
            <dd className="mt-0.5 capitalize">{plan ?? "None"}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Status</dt>
            <dd className="mt-0.5">{status ? BILLING_STATUS_LABELS[status] : "—"}</dd>
          </div>
          {trialEndsAt && status === "trial" ? (
            <div>
              <dt className="text-sm font-semibold text-slate-600">Trial ends</dt>
              <dd className="mt-0.5">{formatLongDate(trialEndsAt)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {stripe ? (
        <StripeBilling
          companyId={companyId}
          billing={stripe}
          canManage={canManage}
          notice={notice}
        />
      ) : (
        <p className="text-slate-700">Contact us to pay by invoice.</p>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
