/**
 * The search page's results, filters and suggestions: their code downloads on the page's first
 * interaction (docs/decisions/087), until then the server's HTML stands as it is (route.tsx).
 */
import { Link, useNavigation } from "react-router";
import { factFilterQuery, hasFactFilters, hasSearchFilters } from "~/lib/search/fact-filters";
import type { SearchFilter } from "~/lib/search/types";
import type { Route } from "./+types/route";
import { FactFilterForm } from "./fact-filter-form";
import { NoResults } from "./no-results";
import { SearchResults } from "./search-results";

export function SearchContent({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/search";
  const { q, facts } = loaderData;
  const query = q.trim();
  const tabHref = (filter: SearchFilter) =>
    `/search?q=${encodeURIComponent(query)}${filter === "all" ? "" : `&type=${filter}`}${factFilterQuery(facts)}`;
  const isFiltered = hasSearchFilters(facts);

  return (
    <div className="mt-8" aria-live="polite" aria-busy={isLoading}>
      {isLoading ? <p className="mb-4 text-slate-700">Searching...</p> : null}
      {loaderData.state === "empty" ? (
        <div>
          <h2 className="text-xl font-semibold">Start your search</h2>
          <p className="mt-2 text-slate-700">
            Type at least 2 characters to search companies and products by name, brand, description,
            category or treatment type.
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
          <FactFilterForm
            query={query}
            filter={loaderData.filter}
            facts={facts}
            companies={loaderData.companies}
          />
          {loaderData.page.correctedFrom ? (
            <p className="mb-4 text-slate-800" data-testid="spelling-correction">
              Nothing matches “{loaderData.page.correctedFrom}”. Showing results for{" "}
              <strong>“{loaderData.page.query}”</strong>.
            </p>
          ) : null}
          {loaderData.page.total > 0 ? (
            <SearchResults
              query={loaderData.page.query}
              filter={loaderData.filter}
              page={loaderData.page}
              tabHref={tabHref}
              siteUrl={loaderData.siteUrl}
            />
          ) : isFiltered ? (
            <div>
              <h2 className="text-xl font-semibold">No results found</h2>
              <p className="mt-2 text-slate-700">
                Nothing matching “{query}” passes the filters you chose.{" "}
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
          {hasFactFilters(facts) && loaderData.page.total > 0 ? (
            <p className="mt-6 text-sm text-slate-700">
              Product filters are on: companies are not listed.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
