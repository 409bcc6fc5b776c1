/**
 * The two plans side by side on the pricing page: name, price, summary, features and terms, and
 * each plan's "Start Free Trial" button (a link to the registration page without JavaScript).
 */
import { ButtonLink } from "~/components/button-link";
import type { PlanType } from "~/lib/catalogue";
import { PLAN_TERMS, PLANS, type Plan } from "~/lib/plans";
import { PlanPrice } from "~/routes/site/parts/plan-price";

/** Both plans side by side. */
export function PlanCards({ onStart }: { onStart: (plan: PlanType) => void }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} onStart={onStart} />
      ))}
    </ul>
  );
}

/** A plan: name, price, summary, features and terms, and its "Start Free Trial" button. */
function PlanCard({ plan, onStart }: { plan: Plan; onStart: (plan: PlanType) => void }) {
  return (
    <li
      className={`relative flex flex-col rounded-xl border p-6 shadow-sm ${plan.isPopular ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"}`}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
          Most Popular
        </p>
      ) : null}
      <h3 className="text-2xl font-bold">{plan.name}</h3>
      <PlanPrice price={plan.price} isLarge />
      <p className="mt-3 text-slate-700">{plan.summary}</p>
      <ul className="mt-5 space-y-2 text-sm">
        {[...plan.features, ...PLAN_TERMS].map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={`/pricing/register?plan=${plan.id}`}
        onClick={(event) => {
          event.preventDefault();
          onStart(plan.id);
        }}
        aria-haspopup="dialog"
        aria-label={`Start Free Trial: ${plan.name} plan`}
        className="mt-6 block text-center"
      >
        Start Free Trial
      </ButtonLink>
    </li>
  );
}
