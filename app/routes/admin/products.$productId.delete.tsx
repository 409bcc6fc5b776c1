/**
 * Deleting a product, /admin/products/{id}/delete (admins only): this page is the confirmation.
 * Sample requests keep the product's name in their own rows, so nothing refuses; its images,
 * documents and ratings go with it, and the audit log keeps an entry.
 */
import { redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { adminProductsPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { deleteAdminProduct, findProductCompany } from "~/models/catalogue/admin-products.server";
import { findCompanyProduct } from "~/models/catalogue/listing-products.server";
import type { Route } from "./+types/products.$productId.delete";
import { AdminPage } from "./parts/admin-page";
import { PRODUCT_NOT_FOUND } from "./parts/console-not-found";
import { DeleteForm } from "./parts/delete-form";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Delete product",
    description: "Delete a product of the catalogue.",
    path: "/admin/products",
    noindex: true,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const owner = await findProductCompany(db, params.productId);
  const product = owner ? await findCompanyProduct(db, owner.companyId, params.productId) : null;
  if (!owner || !product) notFound("Product not found");
  return { id: product.id, name: product.name, companyName: owner.companyName };
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  const deleted = await deleteAdminProduct(db, { actorId: user.id, productId: params.productId });
  if (!deleted) notFound("Product not found");
  return redirect(adminProductsPath(deleted.companyId, "deleted"));
}

export default function DeleteProductPage({ loaderData }: Route.ComponentProps) {
  const { id, name, companyName } = loaderData;
  return (
    <AdminPage title={`Delete ${name}`}>
      <DeleteForm
        buttonLabel="Delete product"
        back={{ to: `/admin/products/${encodeURIComponent(id)}`, label: `Back to ${name}` }}
      >
        {`This deletes ${name} of ${companyName} for good, with its images, documents and ratings. Sample requests that named it keep its name.`}
      </DeleteForm>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={PRODUCT_NOT_FOUND} />;
}
