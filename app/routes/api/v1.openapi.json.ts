/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 description, public (decision 136). */
import { getAppContext } from "~/context.server";
import { openApiDocument } from "~/models/integrations/openapi.server";
import type { Route } from "./+types/v1.openapi.json";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getAppContext(context);
  return Response.json(openApiDocument(env.SITE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
