/**
 * GET /api/search?q=: the search box's dropdown (up to 8 results, companies first then products,
 * each by relevance: app/lib/search/dropdown.ts; and the total count). A resource
 * route answers JSON whatever happens (docs/decisions/041-errors-and-loaders.md): 200 with the
 * results, 400 when the query is too short to search, 503 when the database fails.
 */
import { getAppContext } from "~/context.server";
import { logFailure } from "~/lib/log.server";
import { DROPDOWN_SIZE, dropdownGroups } from "~/lib/search/dropdown";
import { MIN_QUERY_LENGTH, parseSearchQuery } from "~/lib/search/query";
import type { SearchSuggestResponse } from "~/lib/search/types";
import { searchCatalogue } from "~/models/catalogue/search.server";
import type { Route } from "./+types/api.search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  if (!query) {
    return Response.json(
      { error: `Type at least ${MIN_QUERY_LENGTH} characters.` },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const { db } = getAppContext(context);
  try {
    // Enough of each type to fill the dropdown, whichever type outranks the other.
    const page = await searchCatalogue(db, query, {
      limit: DROPDOWN_SIZE,
      limitPerType: true,
      correctSpelling: true,
    });
    const groups = dropdownGroups(page.results);
    const body: SearchSuggestResponse = {
      query: page.query,
      total: page.total,
      isTotalCapped: page.isTotalCapped,
      results: [...groups.companies, ...groups.products],
    };
    return Response.json(body, { headers: { "Cache-Control": "public, max-age=30" } });
  } catch (error) {
    logFailure("Search suggestions failed", error);
    return Response.json(
      { error: "Search is unavailable. Please try again." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
