/**
 * The Billing tab's Upgrade to Featured (issue 34 point 5, docs/decisions/148), where a Basic
 * plan's product-limit refusal leads (`#upgrade`): Stripe Checkout for Featured, Stripe's portal
 * for a running subscription, or the operators' address and what happens next. Members are told
 * to ask an owner.
 */
import { Form } from "react-router";
import { PRIMARY_BUTTON_CLASS } from "~/components/button-link";
import { stripeCheckoutPath, stripePortalPath } from "~/lib/billing-links";
import { findPlan } from "~/lib/plans";
import type { UpgradeWay } from "~/models/billing/upgrade.server";

const featured = findPlan("featured");

export const UPGRADE_CONTACT_NEXT =
  "What happens next: we change your plan to Featured and reply to confirm it. Unlimited products and the Featured placements start as soon as the plan changes; the Featured price is invoiced from your next billing cycle.";

function UpgradeAction({
  way,
  companyId,
  companyName,
  contactEmail,
}: {
  way: UpgradeWay;
  companyId: string;
  companyName: string;
  contactEmail: string;
}) {
  if (way === "checkout") {
    return (
      <>
        <p className="mt-2 text-slate-700">
          Upgrade opens Stripe's secure checkout for the Featured plan. Your free month, if it is
          still running, is kept: nothing is charged before it ends.
        </p>
        <Form method="post" action={stripeCheckoutPath(companyId)} reloadDocument className="mt-3">
          <input type="hidden" name="plan" value="featured" />
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Upgrade to Featured
          </button>
        </Form>
      </>
    );
  }
  if (way === "portal") {
    return (
      <>
        <p className="mt-2 text-slate-700">
          Your subscription is paid through Stripe: choose Featured under "Update plan" in Stripe's
          billing page.
        </p>
        <Form method="post" action={stripePortalPath(companyId)} reloadDocument className="mt-3">
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Upgrade to Featured
          </button>
        </Form>
      </>
    );
  }
  const subject = encodeURIComponent(`Upgrade ${companyName} to Featured`);
  return (
    <>
      <p className="mt-2 text-slate-700">
        To upgrade, write to us at{" "}
        <a
          href={`mailto:${contactEmail}?subject=${subject}`}
          className="font-semibold text-brand-700 underline"
        >
          {contactEmail}
        </a>{" "}
        from your account's address, naming your company.
      </p>
      <p className="mt-2 text-slate-700">{UPGRADE_CONTACT_NEXT}</p>
    </>
  );
}

export function UpgradeSection({
  way,
  canManage,
  ...contact
}: {
  way: UpgradeWay;
  canManage: boolean;
  companyId: string;
  companyName: string;
  contactEmail: string;
}) {
  return (
    <section
      id="upgrade"
      aria-labelledby="upgrade-title"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="upgrade-title" className="text-lg font-bold">
        Upgrade to Featured
      </h2>
      <p className="mt-1 text-slate-700">
        Featured (${featured.price}/month) lists unlimited products and shows your company first in
        Top Free Samples, in the sponsor spot on the home page and in Related Company Pages on
        matching blog articles.
      </p>
      {canManage ? (
        <UpgradeAction way={way} {...contact} />
      ) : (
        <p className="mt-2 text-slate-700">Ask one of your company's owners to upgrade.</p>
      )}
    </section>
  );
}
