/**
 * Billing, /supplier/{companyId}/billing (issue 26 point 5): the company's plan, status, trial end
 * (while in the trial), paid-until and next invoice. Owners (and admins) manage it; members read
 * it. A Basic plan gets Upgrade to Featured (#upgrade, where a product-limit refusal leads:
 * docs/decisions/148). Manual mode (no Stripe keys, the default): paying is by invoice, 'Contact
 * us to pay by invoice'; the operators record payments in the console. With Stripe on, Stripe's
 * part (StripeBilling: Subscribe, Manage billing, the card, the next invoice and invoices) comes
 * from Stripe when the tab opens (141).
 */
import { Link } from "react-router";
import { BillingFactsList } from "~/components/billing/billing-facts";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { lapseEffects } from "~/lib/billing";
import { billingNoticeOf } from "~/lib/billing-notices";
import { notFound } from "~/lib/http-errors";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { PLAN_CHANGES, paymentMethodsText } from "~/lib/plans";
import { workspacePageSeo } from "~/lib/seo";
import { getBillingState } from "~/models/billing/billing-state.server";
import { billingFactsView } from "~/models/billing/billing-view.server";
import { loadStripeBilling } from "~/models/billing/stripe-billing.server";
import { stripeSetup } from "~/models/billing/stripe-client.server";
import { upgradeWayOf } from "~/models/billing/upgrade.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import { WorkspacePage } from "~/routes/supplier/parts/workspace-page";
import type { Route } from "./+types/route";
import { StripeBilling } from "./stripe-billing";
import { UpgradeSection } from "./upgrade-section";

// A read-only page of facts and links (decisions 082, 086).
export const handle = NO_SCRIPTS;

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Billing", "The company's plan, trial and invoices.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company, role } = getCompanyAccess(context);
  const { db, env } = getAppContext(context);
  const setup = stripeSetup(env);
  const [state, stripe] = await Promise.all([
    getBillingState(db, company.id),
    setup ? loadStripeBilling(db, setup, company.id) : null,
  ]);
  if (!state) notFound("Company not found");
  return {
    company,
    canManage: role !== "member",
    facts: billingFactsView(state),
    entitlements: state.entitlements,
    lapseEffects: lapseEffects(state.plan),
    hasPlan: state.plan !== null,
    upgradeWay: upgradeWayOf(state, setup),
    contactEmail: env.CONTACT_EMAIL,
    // Null in manual mode (no Stripe keys).
    stripe,
    notice: billingNoticeOf(new URL(request.url)),
  };
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { company, canManage, facts, entitlements, hasPlan, contactEmail, stripe, notice } =
    loaderData;
  const { upgradeWay } = loaderData;
  const lost = loaderData.lapseEffects;
  const subject = encodeURIComponent(`Invoice for ${company.name}`);
  return (
    <WorkspacePage
      id="billing-title"
      title="Billing"
      intro={
        canManage
          ? "Your plan, your free month and your invoices."
          : "Your company's plan and invoices. Only the company's owners can change billing."
      }
    >
      <div className="mt-6 max-w-2xl space-y-6">
        {entitlements.lapsed ? (
          <p role="note" className="rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-3">
            <strong>Your plan has lapsed.</strong> Your page stays up and sample requests still
            reach you
            {lost
              ? `, but ${lost}. Pay to get everything back at once.`
              : ". Pay to keep your plan."}
          </p>
        ) : null}
        <BillingFactsList facts={facts} />
        {hasPlan ? null : (
          <p className="text-slate-700">
            This company has no plan: its page is listed as it always was.{" "}
            <Link to="/pricing" className="font-semibold text-brand-700 underline">
              See the plans
            </Link>
          </p>
        )}
        {upgradeWay ? (
          <UpgradeSection
            way={upgradeWay}
            canManage={canManage}
            companyId={company.id}
            companyName={company.name}
            contactEmail={contactEmail}
          />
        ) : null}
        {stripe ? (
          <StripeBilling
            companyId={company.id}
            billing={stripe}
            canManage={canManage}
            notice={notice}
          />
        ) : null}
        {stripe ? null : (
          <section aria-labelledby="pay-title" className="rounded-lg border border-slate-200 p-4">
            <h2 id="pay-title" className="text-lg font-bold">
              Paying
            </h2>
            <p className="mt-1 text-slate-700">
              {paymentMethodsText(false)} {PLAN_CHANGES}
            </p>
            {canManage ? (
              <p className="mt-3">
                <a
                  href={`mailto:${contactEmail}?subject=${subject}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Contact us to pay by invoice
                </a>
              </p>
            ) : (
              <p className="mt-3 text-slate-700">
                Contact us to pay by invoice: ask one of your company's owners.
              </p>
            )}
          </section>
        )}
      </div>
    </WorkspacePage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
