import { Link } from "react-router";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { PLAN_TERMS, PLANS, paymentMethodsText } from "~/lib/plans";
import { seo, siteFromMatches } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import { paysByCard } from "~/models/billing/stripe-client.server";
import { optionalHeroFigures } from "~/models/catalogue/hero-figures.server";
import type { Route } from "./+types/for-suppliers";
import { CallToActionLink, SupplierCallToAction } from "./parts/call-to-action-band";
import { HeroStats } from "./parts/hero-stats";
import { PlanPrice } from "./parts/plan-price";

/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "For Suppliers: how SampleTray brings you qualified dental leads",
    description:
      "List your dental products on SampleTray and receive sample requests from verified dental professionals. How it works, benefits and pricing from $49/month, first month free.",
    path: "/for-suppliers",
  });
}

/** The same figures as the home page's (optional: the page reads well without them). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  return { heroFigures: await optionalHeroFigures(db), paysByCard: paysByCard(env) };
}

const STEPS = [
  {
    title: "Choose a plan",
    text: "Pick Basic or Featured and register in two minutes. Your first month is free and no credit card is required for the trial.",
  },
  {
    title: "You set up your page",
    text: "We review your registration and e-mail you an invitation to your workspace. There you add your logo, description, categories and sample products; your page stays a draft until you publish it.",
  },
  {
    title: "Professionals request samples",
    text: "Dentists, hygienists and practice teams find your products by category or search, and request the samples they want to try.",
  },
  {
    title: "You follow up with qualified leads",
    text: "Each request arrives with the practice name, type, address and contact details, ready for your team to ship and follow up.",
  },
] as const;

const BENEFITS = [
  {
    title: "Qualified leads",
    text: "Every request names the practice, its type and years in practice, so your team knows who it is talking to.",
  },
  {
    title: "Reach the right specialists",
    text: "Categories and treatment types put your products in front of the practices that use them, from endodontics to orthodontics.",
  },
  {
    title: "Lead analytics",
    text: "See unique leads, pending and approved requests, conversion rate, top states and practice types, and download your leads as CSV.",
  },
  {
    title: "Trusted company page",
    text: "A clear page with your description, response time, availability and verified badge builds confidence before the first call.",
  },
  {
    title: "Content that sends visitors",
    text: "Our blog's practical guides link to the company pages of suppliers whose products fit each topic.",
  },
  {
    title: "No long contracts",
    text: "Pay monthly, cancel free during the trial, and change plans whenever you need; changes take effect at the next billing cycle.",
  },
] as const;

export default function ForSuppliersPage({ loaderData }: Route.ComponentProps) {
  const { contactEmail } = useSiteConfig();
  return (
    <>
      <section className="bg-brand-50" aria-labelledby="page-title">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            For Suppliers
          </p>
          <h1 id="page-title" className="mt-2 text-4xl font-bold tracking-tight text-brand-900">
            Put your samples in the hands of dental professionals
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            SampleTray is where dentists and their teams come to request free samples. List your
            company and products, and receive qualified sample request leads.
          </p>
          {loaderData.heroFigures ? (
            <div className="mt-8">
              <HeroStats figures={loaderData.heroFigures} />
            </div>
          ) : null}
        </div>
      </section>

      <TitledSection
        id="how-title"
        title="How It Works"
        className="mx-auto max-w-6xl px-4 py-14"
        heading="large"
      >
        <TextCards
          items={STEPS}
          isNumbered
          className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4"
          cardClassName="rounded-lg border border-slate-200 p-5"
        />
      </TitledSection>

      <TitledSection
        id="benefits-title"
        title="Why suppliers list with us"
        className="bg-slate-50"
        innerClassName="mx-auto max-w-6xl px-4 py-14"
        heading="large"
      >
        <TextCards
          items={BENEFITS}
          className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          cardClassName="rounded-lg bg-white p-5 shadow-sm"
        />
      </TitledSection>

      <TitledSection
        id="pricing-title"
        title="Pricing overview"
        className="mx-auto max-w-5xl px-4 py-14"
        heading="large"
      >
        <PlanSummaries />
        <p className="mt-6 text-sm text-slate-700">
          {PLAN_TERMS.join(". ")}. {paymentMethodsText(loaderData.paysByCard)}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          Working leads in a CRM or order system? Every plan includes API keys and a REST API:{" "}
          <Link to="/developers" className="font-semibold text-brand-700 underline">
            the developer reference
          </Link>
          .
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Link
            to="/pricing"
            className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            View Pricing Plans
          </Link>
          <a
            href={`mailto:${contactEmail}`}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Contact our team: {contactEmail}
          </a>
        </div>
      </TitledSection>

      <SupplierCallToAction
        title="Start receiving sample requests this week"
        lead="Your first month is free."
      >
        <CallToActionLink to="/pricing">Get Started Free</CallToActionLink>
      </SupplierCallToAction>
    </>
  );
}

/** Each plan in brief: name, "Most Popular", price and summary (the details are on /pricing). */
function PlanSummaries() {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {PLANS.map((plan) => (
        <li key={plan.id} className="rounded-lg border border-slate-200 p-6">
          <h3 className="text-xl font-bold">
            {plan.name}
            {plan.isPopular ? (
              <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-semibold text-white">
                Most Popular
              </span>
            ) : null}
          </h3>
          <PlanPrice price={plan.price} />
          <p className="mt-2 text-sm text-slate-700">{plan.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** The steps (numbered) and the benefits: a grid of cards, each a title and a sentence. */
function TextCards({
  items,
  isNumbered = false,
  className,
  cardClassName,
}: {
  items: readonly { title: string; text: string }[];
  isNumbered?: boolean;
  className: string;
  cardClassName: string;
}) {
  const List = isNumbered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={cardClassName}>
          {isNumbered ? (
            <span
              aria-hidden="true"
              className="mb-4 flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
          ) : null}
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
