import { data } from "react-router";
import { SearchBox } from "~/components/search-box";
import { getAppContext } from "~/context.server";
import { CATEGORIES } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { logFailure } from "~/lib/log.server";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { hasSearchFilters, parseFactFilters } from "~/lib/search/fact-filters";
import { parseSearchQuery, truncateCharacters } from "~/lib/search/query";
import type { SearchFilter } from "~/lib/search/types";
import { seo, siteFromMatches } from "~/lib/seo";
import { findCompanyName } from "~/models/catalogue/company.server";
import { searchCatalogue, suggestSearches } from "~/models/catalogue/search.server";
import type { Route } from "./+types/route";
import { companyOptions } from "./company-options";
import { SearchContent } from "./search-content";

const PAGE_SIZE = 50;

function parseFilter(value: string | null): SearchFilter {
  return value === "companies" || value === "products" ? value : "all";
}

/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

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
    const [page, chosenCompany] = await Promise.all([
      searchCatalogue(db, query, { limit: PAGE_SIZE, filter, facts, correctSpelling: true }),
      facts.companyId ? findCompanyName(db, facts.companyId) : null,
    ]);
    const suggestions =
      page.total === 0 && !hasSearchFilters(facts)
        ? await suggestSearches(db, query).catch((error: unknown) => {
            // Optional: without close spellings the categories are still worth offering.
            logFailure("Search suggestions failed", error);
            return { spellings: [], categories: [...CATEGORIES] };
          })
        : null;
    const companies = companyOptions(page.results, chosenCompany);
    return { ...base, state: "done" as const, page, suggestions, companies };
  } catch (error) {
    logFailure("Search failed", error);
    // An outage is no page to keep: 503 (so no cache holds it: docs/decisions/154, 167) and
    // when to try again, for a browser, a crawler and the proxy alike.
    return data(
      { ...base, state: "error" as const, message: "the search service is unavailable" },
      { status: 503 },
    );
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
  const query = loaderData.q.trim();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="search-title">
      <h1 id="search-title" className="text-3xl font-bold tracking-tight">
        {query ? `Search results for “${query}”` : "Search"}
      </h1>
      <div className="mt-6 max-w-2xl">
        <SearchBox key={query} defaultValue={query} />
      </div>
      <SearchContent loaderData={loaderData} />
    </section>
  );
}
