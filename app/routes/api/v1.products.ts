/** GET /api/v1/products: the key's company's products, hidden ones too (decision 136). */
import { getAppContext } from "~/context.server";
import { listApiProducts } from "~/models/integrations/api-products.server";
import type { Route } from "./+types/v1.products";
import { apiKeyContext } from "./auth.server";
import { json, methodNotAllowed } from "./http.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { companyId } = context.get(apiKeyContext);
  return json({ data: await listApiProducts(getAppContext(context).db, companyId) });
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request);
}
