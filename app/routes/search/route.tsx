import { Link, useNavigation } from "react-router";
import { SearchBox } from "~/components/search-box";
import { getAppContext } from "~/context.server";
import { CATEGORIES } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { logFailure } from "~/lib/log.server";
import { factFilterQuery, hasFactFilters, parseFactFilters } from "~/lib/search/fact-filters";
import { parseSearchQuery, truncateCharacters } from "~/lib/search/query";
import type { SearchFilter } from "~/lib/search/types";
import { seo, siteFromMatches } from "~/lib/seo";
import { searchCatalogue, suggestSearches } from "~/models/search.server";
import type { Route } from "./+types/route";
import { FactFilterForm } from "./fact-filter-form";
import { NoResults } from "./no-results";
import { SearchResults } from "./search-results";

const PAGE_SIZE = 50;

function parseFilter(value: string | null): SearchFilter {
  return value === "companies" || value === "products" ? value : "all";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = truncateCharacters(params.get("q") ?? "", LIMITS.searchQuery);
  const query = parseSearchQuery(q);
  const filter = parseFilter(params.get("type"));
  const facts = parseFactFilters(params);
  const { db, env } = getAppContext(context);
  const base = { q, filter, facts, siteUrl: env.SITE_URL };
  if (!query) return { ...base, state: "empty" as const };
  // The results are the page's subject, but the product words their failure on the page
  // ('Error searching: …'), so the loader degrades (docs/decisions/041-errors-and-loaders.md).
  try {
    const page = await searchCatalogue(db, query, { limit: PAGE_SIZE, filter, facts });
    const suggestions =
      page.total === 0 && !hasFactFilters(facts)
        ? await suggestSearches(db, query).catch((error: unknown) => {
            // Optional: without close spellings the categories are still worth offering.
            logFailure("Search suggestions failed", error);
            return { spellings: [], categories: [...CATEGORIES] };
          })
        : null;
    return { ...base, state: "done" as const, page, suggestions };
  } catch (error) {
    logFailure("Search failed", error);
    return { ...base, state: "error" as const, message: "the search service is unavailable" };
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.q.trim();
  return seo(siteFromMatches(matches), {
    title: q ? `Search: ${q}` : "Search",
    description:
      "Search dental supplier companies and their free sample products by name, category or treatment.",
    path: "/search",
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/search";
  const { q, facts } = loaderData;
  const query = q.trim();
  const tabHref = (filter: SearchFilter) =>
    `/search?q=${encodeURIComponent(query)}${filter === "all" ? "" : `&type=${filter}`}${factFilterQuery(facts)}`;
  const isFiltered = hasFactFilters(facts);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="search-title">
      <h1 id="search-title" className="text-3xl font-bold tracking-tight">
        {query ? `Search results for “${query}”` : "Search"}
      </h1>
      <div className="mt-6 max-w-2xl">
        <SearchBox key={query} defaultValue={query} />
      </div>
      <div className="mt-8" aria-live="polite" aria-busy={isLoading}>
        {isLoading ? <p className="mb-4 text-slate-700">Searching...</p> : null}
        {loaderData.state === "empty" ? (
          <div>
            <h2 className="text-xl font-semibold">Start your search</h2>
            <p className="mt-2 text-slate-700">
              Type at least 2 characters to search companies and products by name, brand,
              description, category or treatment type.
            </p>
          </div>
        ) : loaderData.state === "error" ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            Error searching: {loaderData.message}
          </p>
        ) : (
          <>
            <FactFilterForm query={query} filter={loaderData.filter} facts={facts} />
            {loaderData.page.total > 0 ? (
              <SearchResults
                query={query}
                filter={loaderData.filter}
                page={loaderData.page}
                tabHref={tabHref}
                siteUrl={loaderData.siteUrl}
              />
            ) : isFiltered ? (
              <div>
                <h2 className="text-xl font-semibold">No results found</h2>
                <p className="mt-2 text-slate-700">
                  No product matching “{query}” has the facts you filtered by.{" "}
                  <Link
                    to={`/search?q=${encodeURIComponent(query)}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    Search without the filters
                  </Link>
                </p>
              </div>
            ) : (
              <NoResults query={query} suggestions={loaderData.suggestions} />
            )}
            {isFiltered && loaderData.page.total > 0 ? (
              <p className="mt-6 text-sm text-slate-700">
                Product filters are on: companies are not listed.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
