import { useCallback, useMemo, useState } from "react";
import { data, redirect } from "react-router";
import { SearchBox } from "~/components/search-box";
import { getAppContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  SUBSCRIBE_FAILED_MESSAGE,
  SUBSCRIBE_INTENT,
  type SubscribeActionData,
  subscribeSchema,
} from "~/forms/subscribe";
import { CATEGORIES, type Category } from "~/lib/catalogue";
import { logFailure } from "~/lib/log.server";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { seo, siteFromMatches } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import {
  countCompanies,
  countRequestAllCompanies,
  listCompanies,
  listSponsoredCompanies,
} from "~/models/catalogue/company.server";
import { optionalHeroFigures } from "~/models/catalogue/hero-figures.server";
import { handlePublicSubmission } from "~/models/guards/public-submission.server";
import { subscribeEmail } from "~/models/subscribers/subscriber.server";
import type { Route } from "./+types/route";
import { HeroFigures } from "./hero-figures";
import { HomeDirectory } from "./home-directory";
import { SubscribeForm } from "./subscribe-form";

/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

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

/**
 * Where a subscription without JavaScript lands: the home page at the subscribe form, thanked
 * (`subscribed`; never the address in the URL), so the message is in view and a reload does not
 * post again.
 */
export const SUBSCRIBED_PATH = "/?subscribed=1#subscribe";

/**
 * A form the browser itself submitted (JavaScript off): a navigation. The search box's and the
 * subscribe form's fetches are not (Sec-Fetch-Mode cors or same-origin). A browser that sends no
 * Sec-Fetch-Mode gets the answer rendered, at the form's #subscribe.
 */
function isNavigation(request: Request): boolean {
  return request.headers.get("sec-fetch-mode") === "navigate";
}

function parseCategory(value: string | null): Category | null {
  return (CATEGORIES as readonly string[]).includes(value ?? "") ? (value as Category) : null;
}

/** `?page=` of the grid: a whole number from 1 (anything else is the first page). */
function parsePage(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  const organization = organizationJsonLd(env);
  const url = new URL(request.url);
  const category = parseCategory(url.searchParams.get("category"));
  const isSubscribed = url.searchParams.get("subscribed") === "1";
  const page = parsePage(url.searchParams.get("page"));
  // Optional: without them the hero keeps its heading and search box (no made-up figures).
  const heroFigures = optionalHeroFigures(db);
  const directory = await loadDirectory(db, category, page);
  // A page without its directory is no page to keep: 503 with Retry-After (decision 167).
  return data(
    { organization, heroFigures: await heroFigures, isSubscribed, category, page, ...directory },
    directory.error ? { status: 503 } : undefined,
  );
}

/**
 * One page of the grid, the sponsors and a count: the page's cost does not grow with the
 * catalogue. The product words a directory failure on the page ('Error loading companies: …') and
 * the rest of the page still works, so the loader degrades
 * (docs/decisions/041-errors-and-loaders.md).
 */
async function loadDirectory(db: Database, category: Category | null, page: number) {
  try {
    const [companies, sponsors, companyCount, requestAllCount] = await Promise.all([
      listCompanies(db, { category, page }),
      listSponsoredCompanies(db),
      countCompanies(db, { category }),
      countRequestAllCompanies(db, { category }),
    ]);
    return { companies, sponsors, companyCount, requestAllCount, error: null };
  } catch (error) {
    logFailure("Loading companies failed", error);
    return {
      companies: [],
      sponsors: [],
      companyCount: 0,
      requestAllCount: 0,
      error: "The directory is temporarily unavailable.",
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handlePublicSubmission(
    { request, context },
    {
      form: "subscribe",
      schema: subscribeSchema,
      failureMessage: SUBSCRIBE_FAILED_MESSAGE,
      extra: { intent: SUBSCRIBE_INTENT } as const,
      // Subscribing again is harmless (one row per address; a pending one gets a fresh link, at
      // most one mail per address in ten minutes), so it is stored again; the address only tells a
      // retry from another subscription under the same key. The answer never says which case it
      // was (docs/decisions/052).
      traits: ({ email }) => ({ email, fingerprint: [email], suppressDuplicates: false }),
      store: async (tx, { email }, outbox) => {
        await subscribeEmail(tx, email, outbox, getAppContext(context).linkSecret);
        return { ok: true as const };
      },
    },
  );
  // Post/redirect/get without JavaScript: back to the form, thanked (the double opt-in mail is
  // already stored with the subscription). Failures render here, at the form (its #subscribe).
  if (answer.data.ok === true && isNavigation(request)) return redirect(SUBSCRIBED_PATH, 303);
  return answer;
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  // The same object while the answer is the same, so the form is not rendered anew (its code may
  // not be in yet: hydrate-on-interaction.tsx).
  const subscribeInitial = useMemo<SubscribeActionData | undefined>(
    () =>
      // SUBSCRIBE_INTENT's value (the type checks it): the constant would bring its module, with the
      // form's constraints, into the page's first download.
      actionData ?? (loaderData.isSubscribed ? { intent: "subscribe", ok: true } : undefined),
    [actionData, loaderData.isSubscribed],
  );
  const [searchKey, setSearchKey] = useState(0);
  // The same function on every render (see above).
  const clearSearch = useCallback(() => setSearchKey((k) => k + 1), []);
  const { category, companies, sponsors, error } = loaderData;

  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h1 className="text-4xl font-bold tracking-tight text-brand-900">
            Free dental samples from trusted suppliers
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Browse supplier companies, compare their products and request free samples for your
            practice.
          </p>
          <HeroFigures figures={loaderData.heroFigures} />
          <div className="mt-8 max-w-2xl">
            <SearchBox key={searchKey} />
          </div>
        </div>
      </section>

      <HomeDirectory
        organization={loaderData.organization}
        category={category}
        page={loaderData.page}
        companyCount={loaderData.companyCount}
        requestAllCount={loaderData.requestAllCount}
        companies={companies}
        sponsors={sponsors}
        error={error}
        onClearSearch={clearSearch}
      />

      <section id="subscribe" aria-labelledby="subscribe-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="subscribe-title" className="text-2xl font-bold">
            Get updates
          </h2>
          <p className="mt-2 text-slate-700">
            New suppliers and sample offers, now and then. Unsubscribe at any time.
          </p>
          <SubscribeForm initial={subscribeInitial} />
        </div>
      </section>
    </>
  );
}
