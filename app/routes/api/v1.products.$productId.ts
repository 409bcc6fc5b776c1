/**
 * PATCH /api/v1/products/{id}: a product's availability and facts, checked by the product
 * editor's fields (decision 136). Another company's product is not found.
 */
import { getAppContext } from "~/context.server";
import { changeApiProduct } from "~/models/integrations/api-products.server";
import { fieldErrors, productPatchSchema } from "~/models/integrations/api-schemas.server";
import type { Route } from "./+types/v1.products.$productId";
import { apiKeyContext } from "./auth.server";
import { json, methodNotAllowed, problem, readJsonBody } from "./http.server";

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(request);
  const body = productPatchSchema.safeParse(await readJsonBody(request));
  if (!body.success) {
    return problem("invalid-request", "The body was not accepted.", {
      errors: fieldErrors(body.error),
    });
  }
  const { companyId, createdBy } = context.get(apiKeyContext);
  const result = await changeApiProduct(
    getAppContext(context).db,
    { companyId, productId: params.productId, actorId: createdBy },
    body.data,
  );
  if (result.ok) return json(result.product);
  if (result.reason === "invalid") {
    return problem("invalid-request", "A product field was not accepted.", {
      errors: result.errors,
    });
  }
  return problem("not-found", "This company has no product with this id.");
}
