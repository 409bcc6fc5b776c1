/**
 * The search page's results, filters and suggestions: their code downloads on the page's first
 * interaction (docs/decisions/087), until then the server's HTML stands as it is (route.tsx).
 */
import { Form, Link, useNavigation } from "react-router";
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
          <AlertMeForm words={loaderData.page.query || query} />
        </>
      )}
    </div>
  );
}

/**
 * "Alert me about new results" (docs/decisions/170): opens the account's Alerts page with these
 * words filled in (signing in first if need be); the page is the same for every visitor, so it
 * can be cached, and nothing is created before the person presses "Create alert" there.
 */
function AlertMeForm({ words }: { words: string }) {
  return (
    <Form
      method="get"
      action="/account/alerts"
      className="mt-8 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <input type="hidden" name="words" value={words} />
      <p className="text-slate-800">Hear about new samples matching “{words}” by e-mail.</p>
      <button
        type="submit"
        className="rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Alert me about new results
      </button>
    </Form>
  );
}
