import { Link, useNavigation } from "react-router";
import { Highlight } from "~/components/highlight";
import { JsonLd } from "~/components/json-ld";
import { SearchBox } from "~/components/search-box";
import { getAppContext } from "~/context.server";
import { companyPath, DEFAULT_LOGO } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { logFailure } from "~/lib/log.server";
import { formatResultCount } from "~/lib/search/count";
import { parseSearchQuery, truncateCharacters } from "~/lib/search/query";
import type { SearchFilter, SearchResult } from "~/lib/search/types";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  type SearchPage as SearchPageData,
  searchCatalogue,
  suggestSearches,
} from "~/models/search.server";
import type { Route } from "./+types/search";

const PAGE_SIZE = 50;
const STRUCTURED_DATA_ITEMS = 10;
const TABS: { filter: SearchFilter; label: string }[] = [
  { filter: "all", label: "All" },
  { filter: "companies", label: "Companies" },
  { filter: "products", label: "Products" },
];

function parseFilter(value: string | null): SearchFilter {
  return value === "companies" || value === "products" ? value : "all";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = truncateCharacters(params.get("q") ?? "", LIMITS.searchQuery);
  const query = parseSearchQuery(q);
  const filter = parseFilter(params.get("type"));
  const { db, env } = getAppContext(context);
  const base = { q, filter, siteUrl: env.SITE_URL };
  if (!query) return { ...base, state: "empty" as const };
  // The results are the page's subject, but the product words their failure on the page
  // ('Error searching: …'), so the loader degrades (docs/decisions/041-errors-and-loaders.md).
  try {
    const page = await searchCatalogue(db, query, { limit: PAGE_SIZE, filter });
    const suggestions = page.total === 0 ? await suggestSearches(db, query) : null;
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

function resultHref(result: SearchResult) {
  return companyPath({ id: result.companyId, name: result.companyName });
}

function ResultCard({ result, query }: { result: SearchResult; query: string }) {
  return (
    <article className="relative flex gap-4 rounded-lg border border-slate-200 p-4 hover:shadow-md">
      <img
        src={result.logo ?? DEFAULT_LOGO}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="h-12 w-12 shrink-0 rounded object-contain"
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase text-slate-600">
          {result.type === "company" ? "Company" : `Product · ${result.companyName}`}
        </p>
        <h3 className="font-semibold">
          <Link to={resultHref(result)} className="after:absolute after:inset-0 hover:underline">
            <Highlight text={result.name} query={query} />
          </Link>
        </h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-700">
          <Highlight text={result.description} query={query} />
        </p>
        {result.categories.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Categories">
            {result.categories.slice(0, 3).map((c) => (
              <li key={c} className="rounded bg-slate-100 px-2 py-0.5 text-xs">
                {c}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/search";
  const { q } = loaderData;
  const query = q.trim();
  const tabHref = (filter: SearchFilter) =>
    `/search?q=${encodeURIComponent(query)}${filter === "all" ? "" : `&type=${filter}`}`;

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
        ) : loaderData.page.total === 0 ? (
          <div>
            <h2 className="text-xl font-semibold">No results found</h2>
            <p className="mt-2 text-slate-700">Nothing matches “{query}”. Try one of these:</p>
            {loaderData.suggestions?.spellings.length ? (
              <div className="mt-4">
                <h3 className="font-semibold">Did you mean</h3>
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Similar spellings">
                  {loaderData.suggestions.spellings.map((term) => (
                    <li key={term}>
                      <Link
                        to={`/search?q=${encodeURIComponent(term)}`}
                        className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
                      >
                        {term}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="mt-4">
              <h3 className="font-semibold">Browse a category</h3>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Categories">
                {loaderData.suggestions?.categories.map((c) => (
                  <li key={c}>
                    <Link
                      to={`/search?q=${encodeURIComponent(c)}`}
                      className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
                    >
                      {c}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : (
          <SearchResults
            query={query}
            filter={loaderData.filter}
            page={loaderData.page}
            tabHref={tabHref}
            siteUrl={loaderData.siteUrl}
          />
        )}
      </div>
    </section>
  );
}

function SearchResults({
  query,
  filter,
  page,
  tabHref,
  siteUrl,
}: {
  query: string;
  filter: SearchFilter;
  page: Pick<
    SearchPageData,
    | "total"
    | "companyCount"
    | "productCount"
    | "isTotalCapped"
    | "isCompanyCountCapped"
    | "isProductCountCapped"
    | "results"
  >;
  tabHref: (filter: SearchFilter) => string;
  siteUrl: string;
}) {
  const counts = { all: page.total, companies: page.companyCount, products: page.productCount };
  const isCapped = {
    all: page.isTotalCapped,
    companies: page.isCompanyCountCapped,
    products: page.isProductCountCapped,
  };
  const shown = (type: SearchFilter) => formatResultCount(counts[type], isCapped[type]);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          numberOfItems: Math.min(page.results.length, STRUCTURED_DATA_ITEMS),
          itemListElement: page.results.slice(0, STRUCTURED_DATA_ITEMS).map((r, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: r.name,
            url: `${siteUrl}${resultHref(r)}`,
          })),
        }}
      />
      <p className="text-slate-800">
        <strong>
          {shown("all")} {page.total === 1 && !page.isTotalCapped ? "result" : "results"}
        </strong>{" "}
        ({shown("companies")}{" "}
        {page.companyCount === 1 && !page.isCompanyCountCapped ? "company" : "companies"},{" "}
        {shown("products")}{" "}
        {page.productCount === 1 && !page.isProductCountCapped ? "product" : "products"})
      </p>
      <nav aria-label="Result type" className="mt-4 border-b border-slate-200">
        <ul className="-mb-px flex gap-2">
          {TABS.map((tab) => (
            <li key={tab.filter}>
              <Link
                to={tabHref(tab.filter)}
                preventScrollReset
                aria-current={tab.filter === filter ? "page" : undefined}
                className="inline-block border-b-2 border-transparent px-4 py-2 font-medium text-slate-700 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {tab.label} ({shown(tab.filter)})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.results.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No {filter} match “{query}”.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Search results">
          {page.results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <ResultCard result={result} query={query} />
            </li>
          ))}
        </ul>
      )}
      {counts[filter] > page.results.length ? (
        <p className="mt-6 text-sm text-slate-700">
          Showing the {page.results.length} most relevant of {shown(filter)}. Refine your search to
          see others.
        </p>
      ) : null}
    </>
  );
}
