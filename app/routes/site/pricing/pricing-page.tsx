/**
 * The pricing page's content (app/routes/site/pricing/route.tsx).
 */
import { useCallback, useState } from "react";
import { TitledSection } from "~/components/titled-section";
import type { PlanType } from "~/lib/catalogue";
import {
  COMPARISON,
  type ComparisonValue,
  PLAN_CHANGES,
  PLANS,
  paymentMethodsText,
  REGISTRATION_NEXT_STEPS,
} from "~/lib/plans";
import { faqJsonLd } from "~/lib/structured-data";
import { CallToActionLink, SupplierCallToAction } from "~/routes/site/parts/call-to-action-band";
import { JsonLd } from "~/routes/site/parts/json-ld";
import { PlanCards } from "./plan-cards";
import { RegistrationDialog } from "./registration-dialog";

const faqOf = (paysByCard: boolean) => [
  {
    question: "Is the first month really free?",
    answer:
      "Yes. Every plan starts with a free first month, and no credit card is required for the trial.",
  },
  {
    question: "Can I cancel during the trial?",
    answer: "Yes. You can cancel free of charge at any time during the trial month.",
  },
  {
    question: "Can I change plans later?",
    answer: `You can move between Basic and Featured at any time. ${PLAN_CHANGES}`,
  },
  { question: "What payment methods do you accept?", answer: paymentMethodsText(paysByCard) },
  {
    question: "How quickly will my company page be live?",
    answer: `As soon as you publish it. ${REGISTRATION_NEXT_STEPS}`,
  },
  {
    question: "My company is already listed. Do I still register?",
    answer:
      "Yes, choose a plan here, and also send a claim request for your existing company page so that we can verify you and give you access to it.",
  },
];

export function PricingPage({ paysByCard }: { paysByCard: boolean }) {
  const faq = faqOf(paysByCard);
  const [openPlan, setOpenPlan] = useState<PlanType | null>(null);
  // The plan ticked in the form: the modal's title follows it when the visitor switches plans.
  const [chosenPlan, setChosenPlan] = useState<PlanType | null>(null);
  const [session, setSession] = useState(0);
  const close = useCallback(() => setOpenPlan(null), []);

  function open(plan: PlanType) {
    setSession((n) => n + 1);
    setOpenPlan(plan);
    setChosenPlan(plan);
  }

  return (
    <>
      <JsonLd data={faqJsonLd(faq)} />
      <section className="bg-brand-50" aria-labelledby="page-title">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center">
          <h1 id="page-title" className="text-4xl font-bold tracking-tight text-brand-900">
            Simple pricing for dental suppliers
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Put your sample products in front of dental professionals who ask for them. Start with a
            free month; no credit card is required for the trial.
          </p>
        </div>
      </section>

      <TitledSection
        id="plans-title"
        title="Plans"
        className="mx-auto max-w-5xl px-4 py-12"
        heading="hidden"
      >
        <PlanCards onStart={open} />
        <p className="mt-6 text-center text-sm text-slate-700">
          {PLAN_CHANGES} {paymentMethodsText(paysByCard)}
        </p>
      </TitledSection>

      <TitledSection
        id="compare-title"
        title="Compare plans"
        className="mx-auto max-w-5xl px-4 py-8"
      >
        <div className="mt-6 overflow-x-auto">
          {/* Fixed layout: the plan columns keep a set width (narrow on a phone, the plan's price
              on a second line) and the feature column gets the rest, so it stays readable. */}
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">Features included in the Basic and Featured plans</caption>
            <colgroup>
              <col />
              {PLANS.map((plan) => (
                <col key={plan.id} className="w-24 sm:w-48" />
              ))}
            </colgroup>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-3 pr-4">
                  Feature
                </th>
                {PLANS.map((plan) => (
                  <th key={plan.id} scope="col" className="px-2 py-3 text-center sm:px-4">
                    {plan.name}{" "}
                    <span className="block text-xs font-normal sm:inline sm:text-sm sm:font-bold">
                      (${plan.price}/month)
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map(([feature, basic, featured]) => (
                <tr key={feature} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-4 font-normal">
                    {feature}
                  </th>
                  <ComparisonCell value={basic} />
                  <ComparisonCell value={featured} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TitledSection>

      <TitledSection
        id="faq-title"
        title="Frequently asked questions"
        className="mx-auto max-w-3xl px-4 py-12"
      >
        <div className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {faq.map((item) => (
            <details key={item.question} className="group px-5 py-4">
              <summary className="flex cursor-pointer items-center justify-between gap-4 font-semibold">
                {item.question}
                <FaqIndicator />
              </summary>
              <p className="mt-2 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </TitledSection>

      <SupplierCallToAction
        title="Ready to reach more dental professionals?"
        lead="Start your free month today."
      >
        <CallToActionLink
          to="/pricing/register?plan=featured"
          onClick={(event) => {
            event.preventDefault();
            open("featured");
          }}
          aria-haspopup="dialog"
        >
          Start your free month
        </CallToActionLink>
      </SupplierCallToAction>

      <RegistrationDialog
        openPlan={openPlan}
        chosenPlan={chosenPlan}
        session={session}
        onPlanChange={setChosenPlan}
        onClose={close}
      />
    </>
  );
}

/** The FAQ's open/closed sign: a plus that turns into a minus when the answer is open. */
function FaqIndicator() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-5 w-5 shrink-0 text-brand-700"
      data-testid="faq-indicator"
    >
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 10h12" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M10 4v12"
        className="group-open:hidden"
      />
    </svg>
  );
}

function ComparisonCell({ value }: { value: ComparisonValue }) {
  if (typeof value === "string") return <td className="px-2 py-3 text-center sm:px-4">{value}</td>;
  return (
    <td className="px-2 py-3 text-center sm:px-4">
      <span aria-hidden="true" className={value ? "text-brand-700" : "text-slate-400"}>
        {value ? "✓" : "—"}
      </span>
      <span className="sr-only">{value ? "Included" : "Not included"}</span>
    </td>
  );
}
