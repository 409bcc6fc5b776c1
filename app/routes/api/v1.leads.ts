/** GET /api/v1/leads: the key's company's leads, newest first, in cursor pages (decision 136). */
import { getAppContext } from "~/context.server";
import { listApiLeads } from "~/models/integrations/api-leads.server";
import { fieldErrors, leadListQuerySchema } from "~/models/integrations/api-schemas.server";
import type { Route } from "./+types/v1.leads";
import { apiKeyContext } from "./auth.server";
import { json, methodNotAllowed, problem } from "./http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const key = context.get(apiKeyContext);
  const query = leadListQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) {
    return problem("invalid-request", "A query parameter was not accepted.", {
      errors: fieldErrors(query.error),
    });
  }
  const page = await listApiLeads(getAppContext(context).db, key.companyId, query.data);
  if (!page.ok) {
    return problem("invalid-request", "The cursor is not one this API gave.", {
      errors: { cursor: "Pass the previous page's nextCursor unchanged." },
    });
  }
  return json({ data: page.data, nextCursor: page.nextCursor });
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request);
}
