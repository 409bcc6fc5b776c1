/**
 * The workspace's Renew banner (issue 26 point 6): the plan lapsed (extras stopped, products
 * beyond 10 hidden) or a payment is past due. The workspace stays readable; leads still arrive.
 */
import { Link } from "react-router";
import { lapseEffects } from "~/lib/billing";
import type { PlanType } from "~/lib/catalogue";

export function RenewBanner({
  status,
  plan,
  billingPath,
}: {
  status: string;
  plan: PlanType | null;
  billingPath: string;
}) {
  const isLapsed = status === "lapsed";
  const effects = lapseEffects(plan);
  return (
    <div
      role="note"
      aria-label="Billing"
      className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border-2 border-red-300 bg-red-50 px-4 py-3 text-red-950"
    >
      <p>
        {isLapsed ? (
          <>
            <strong>Your plan has lapsed.</strong>{" "}
            {effects ? `${effects[0]?.toUpperCase()}${effects.slice(1)}. ` : ""}Sample requests
            still reach you.
          </>
        ) : (
          <>
            <strong>Your payment is past due.</strong> Pay within 7 days of the failed payment to
            keep your plan.
          </>
        )}
      </p>
      <Link to={billingPath} className="font-semibold underline">
        Renew
      </Link>
    </div>
  );
}
