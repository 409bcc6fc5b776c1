/**
 * GET /api/form-guard: a fresh idempotency key and the current time signed with it, for a public
 * form's hidden fields (docs/decisions/045, 102). The form fetches it when it is first shown or
 * used, so the page that holds the form is the same bytes for every visitor. Kept by nobody.
 */
import { getAppContext } from "~/context.server";
import { issueFormGuard } from "~/models/guards/form-guard-token.server";
import type { Route } from "./+types/api.form-guard";

export function loader({ context }: Route.LoaderArgs) {
  return Response.json(issueFormGuard(getAppContext(context).auth.options.secret), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
