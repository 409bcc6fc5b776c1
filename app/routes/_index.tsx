import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CompanyCard } from "~/components/company-card";
import { HeroStats } from "~/components/hero-stats";
import { JsonLd } from "~/components/json-ld";
import { SampleRequestDialog } from "~/components/sample-request/sample-request-dialog";
import { SearchBox } from "~/components/search-box";
import { SubscribeForm } from "~/components/subscribe/subscribe-form";
import { getAppContext } from "~/context.server";
import { failureReply, formAlertReply, parseSubmission } from "~/forms/parse-submission.server";
import { ALL_COMPANIES, type RequestTarget } from "~/forms/sample-request";
import { SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBE_INTENT, subscribeSchema } from "~/forms/subscribe";
import { trackEvent } from "~/lib/analytics";
import { CATEGORIES, type Category, companyPath, DEFAULT_LOGO } from "~/lib/catalogue";
import { logFailure } from "~/lib/log.server";
import { organizationJsonLd, seo, siteFromMatches } from "~/lib/seo";
import { countCompanies, listCompanies, listSponsoredCompanies } from "~/models/company.server";
import { subscribeEmail } from "~/models/subscriber.server";
import type { Route } from "./+types/_index";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: `${site.siteName}: free dental samples from trusted suppliers`,
    fullTitle: true,
    description:
      "Browse dental supplier companies and their sample products, and request free samples for your practice.",
    path: "/",
  });
}

function parseCategory(value: string | null): Category | null {
  return (CATEGORIES as readonly string[]).includes(value ?? "") ? (value as Category) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  const organization = organizationJsonLd(env);
  const category = parseCategory(new URL(request.url).searchParams.get("category"));
  try {
    const [companies, sponsors, companyCount] = await Promise.all([
      listCompanies(db, { category }),
      listSponsoredCompanies(db),
      category ? countCompanies(db) : null,
    ]);
    return {
      organization,
      category,
      companies,
      sponsors,
      companyCount: companyCount ?? companies.length,
      error: null,
    };
  } catch (error) {
    logFailure("Loading companies failed", error);
    return {
      organization,
      category,
      companies: [],
      sponsors: [],
      companyCount: 0,
      error: "The directory is temporarily unavailable.",
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const intent = { intent: SUBSCRIBE_INTENT } as const;
  const submission = await parseSubmission(request, subscribeSchema);
  if (!submission.ok) return failureReply(submission.failure, 400, intent);
  const { db } = getAppContext(context);
  try {
    await subscribeEmail(db, submission.data.email);
    return { ...intent, ok: true as const };
  } catch (error) {
    logFailure("Subscribe failed", error);
    return formAlertReply(submission.values, SUBSCRIBE_FAILED_MESSAGE, 500, intent);
  }
}

const chipClass =
  "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white";

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [requestTarget, setRequestTarget] = useState<RequestTarget | null>(null);
  const [searchKey, setSearchKey] = useState(0);
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/";
  const { category, companies, sponsors, error } = loaderData;

  return (
    <>
      <JsonLd data={loaderData.organization} />
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h1 className="text-4xl font-bold tracking-tight text-brand-900">
            Free dental samples from trusted suppliers
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Browse supplier companies, compare their products and request free samples for your
            practice.
          </p>
          <div className="mt-8">
            <HeroStats />
          </div>
          <div className="mt-8 max-w-2xl">
            <SearchBox key={searchKey} />
          </div>
        </div>
      </section>

      <section
        id="top-free"
        aria-labelledby="top-free-title"
        className="mx-auto max-w-6xl px-4 py-12"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="top-free-title" className="text-2xl font-bold">
            Top Free Samples
          </h2>
          <Link
            to="/request-samples?company=all"
            onClick={(event) => {
              event.preventDefault();
              trackEvent({
                name: "select_content",
                contentType: "button",
                contentId: "request_all",
              });
              setRequestTarget({
                companyId: ALL_COMPANIES,
                label: `all ${loaderData.companyCount} companies`,
                products: [],
              });
            }}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Make Request to All
          </Link>
        </div>
        <Form
          method="get"
          preventScrollReset
          className="mt-6 flex flex-wrap items-center gap-2"
          aria-label="Filter by category"
        >
          <button type="submit" className={chipClass} aria-pressed={category === null}>
            All
          </button>
          {CATEGORIES.map((c) => (
            <button
              key={c}
              type="submit"
              name="category"
              value={c}
              className={chipClass}
              aria-pressed={category === c}
            >
              {c}
            </button>
          ))}
          <Link
            to="/"
            preventScrollReset
            onClick={() => setSearchKey((k) => k + 1)}
            className="ml-auto text-sm font-medium text-brand-800 underline"
          >
            Clear search
          </Link>
        </Form>
        <div aria-live="polite" aria-busy={isLoading} className="mt-6">
          {isLoading ? <p className="mb-4 text-slate-700">Loading companies...</p> : null}
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
            >
              Error loading companies: {error}
            </p>
          ) : companies.length === 0 ? (
            <p className="text-slate-700">No companies in this category yet.</p>
          ) : (
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isLoading ? "opacity-60" : ""}`}
              aria-label="Companies"
            >
              {companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {sponsors.length > 0 ? (
        <section aria-labelledby="sponsors-title" className="border-t border-slate-200">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="sponsors-title" className="text-2xl font-bold">
              Our Sponsors
            </h2>
            <ul className="mt-6 flex flex-wrap gap-6">
              {sponsors.map((s) => (
                <li key={s.id}>
                  <Link
                    to={companyPath(s)}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:shadow-md"
                  >
                    <img
                      src={s.logo ?? DEFAULT_LOGO}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                    <span className="font-semibold">{s.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section id="subscribe" aria-labelledby="subscribe-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="subscribe-title" className="text-2xl font-bold">
            Get updates
          </h2>
          <p className="mt-2 text-slate-700">
            New suppliers and sample offers, now and then. Unsubscribe at any time.
          </p>
          <SubscribeForm initial={actionData} />
        </div>
      </section>

      <SampleRequestDialog target={requestTarget} onClose={() => setRequestTarget(null)} />
    </>
  );
}
