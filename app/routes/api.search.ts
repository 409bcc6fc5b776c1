/** GET /api/search?q=: the search box's dropdown (up to 8 results and the total count). */
import { getAppContext } from "~/context.server";
import { LIMITS } from "~/lib/limits";
import { searchCatalogue } from "~/models/search.server";
import type { Route } from "./+types/api.search";

const DROPDOWN_SIZE = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, LIMITS.searchQuery);
  const { db } = getAppContext(context);
  const page = await searchCatalogue(db, q, { limit: DROPDOWN_SIZE });
  return Response.json(
    {
      query: page.query,
      total: page.total,
      isTotalCapped: page.isTotalCapped,
      results: page.results,
    },
    { headers: { "Cache-Control": "public, max-age=30" } },
  );
}
