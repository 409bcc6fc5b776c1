/** GET /api/v1/products: the key's company's products, hidden ones too (decision 136). */
import { getAppContext } from "~/context.server";
import { authorizeApiRequest, json, methodNotAllowed } from "~/models/integrations/api-http.server";
import { listApiProducts } from "~/models/integrations/api-products.server";
import type { Route } from "./+types/v1.products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await authorizeApiRequest(request, context, "read");
  if (!auth.ok) return auth.response;
  return json({ data: await listApiProducts(getAppContext(context).db, auth.key.companyId) });
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request);
}
