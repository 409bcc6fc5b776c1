/**
 * GET /api/request-prefill: what the request modal's fields start with for the signed-in user,
 * their practice profile and address (docs/decisions/126); nothing when signed out. Fetched when
 * the modal opens, so the pages that hold it stay the same bytes for every visitor.
 */
import { getAppContext } from "~/context.server";
import { findRequestPrefill } from "~/models/accounts/practice-profile.server";
import { getUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/api.request-prefill";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const prefill = await findRequestPrefill(getAppContext(context).db, user);
  return Response.json(prefill, { headers: { "Cache-Control": "private, no-store" } });
}
