/**
 * /account/saved (docs/decisions/127): the signed-in professional's saved products by company,
 * each company with "Request selected samples". The Save toggle posts to /saved-products.
 */
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { listSavedByCompany } from "~/models/accounts/saved-products.server";
import { getAccountUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/route";
import { SavedProductsPage } from "./saved-page";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Saved products",
    description: "The products you saved, by company, to request samples of.",
    path: "/account/saved",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  return { companies: await listSavedByCompany(db, user.id) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default function SavedProductsRoute({ loaderData }: Route.ComponentProps) {
  return <SavedProductsPage companies={loaderData.companies} />;
}
