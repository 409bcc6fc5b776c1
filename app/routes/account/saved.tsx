/**
 * /account/saved (docs/decisions/127): the signed-in professional's saved products by company,
 * each company with "Request selected samples"; its action saves and unsaves a product (the Save
 * toggle on product cards posts here). Signed out, both send the visitor to login and back.
 */
import { data, redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";
import { seo, siteFromMatches } from "~/lib/seo";
import { listSavedByCompany, setProductSaved } from "~/models/accounts/saved-products.server";
import { getUser, requireUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/saved";
import { SavedProductsPage } from "./saved-page";

export const PRODUCT_NOT_SAVABLE = "This product is not in the catalogue, so it cannot be saved.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Saved products",
    description: "The products you saved, by company, to request samples of.",
    path: "/account/saved",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  return { companies: await listSavedByCompany(db, user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeRedirect(form.get("returnTo"), "/account/saved");
  const user = await getUser(request, context);
  if (!user) throw redirect(loginPath(new URL(returnTo, request.url)));
  const productId = form.get("productId");
  const save = form.get("save");
  if (typeof productId !== "string" || productId === "" || (save !== "1" && save !== "0")) {
    return data({ error: PRODUCT_NOT_SAVABLE }, { status: 400 });
  }
  const { db } = getAppContext(context);
  if (!(await setProductSaved(db, user.id, productId, save === "1"))) {
    return data({ error: PRODUCT_NOT_SAVABLE }, { status: 404 });
  }
  if (form.get("js") === "1") return { productId, isSaved: save === "1" };
  throw redirect(returnTo, 303);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default function SavedProductsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && "error" in actionData ? actionData.error : null;
  return <SavedProductsPage companies={loaderData.companies} error={error} />;
}
