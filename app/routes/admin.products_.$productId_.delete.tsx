/**
 * Deleting a product, /admin/products/{id}/delete (admins only): this page is the confirmation.
 * Sample requests keep the product's name in their own rows, so nothing refuses; its images,
 * documents and ratings go with it, and the audit log keeps an entry.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { CatalogueErrorBoundary } from "~/components/admin/catalogue-error-boundary";
import { getAppContext } from "~/context.server";
import { adminProductsPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { deleteAdminProduct, findProductCompany } from "~/models/admin-products.server";
import { findCompanyProduct } from "~/models/listing.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/admin.products_.$productId_.delete";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Delete product",
    description: "Delete a product of the catalogue.",
    path: "/admin/products",
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const owner = await findProductCompany(db, params.productId);
  const product = owner ? await findCompanyProduct(db, owner.companyId, params.productId) : null;
  if (!owner || !product) notFound("Product not found");
  return { id: product.id, name: product.name, companyName: owner.companyName };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const deleted = await deleteAdminProduct(db, { actorId: user.id, productId: params.productId });
  if (!deleted) notFound("Product not found");
  return redirect(adminProductsPath(deleted.companyId, "deleted"));
}

export default function DeleteProductPage({ loaderData }: Route.ComponentProps) {
  const { id, name, companyName } = loaderData;
  const navigation = useNavigation();
  return (
    <AdminPage title={`Delete ${name}`}>
      <Form method="post" className="mt-4 max-w-3xl space-y-4">
        <p className="text-slate-800">
          This deletes {name} of {companyName} for good, with its images, documents and ratings.
          Sample requests that named it keep its name.
        </p>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {navigation.state === "submitting" ? "Deleting..." : "Delete product"}
        </button>
      </Form>
      <p className="mt-6">
        <Link
          to={`/admin/products/${encodeURIComponent(id)}`}
          className="font-semibold text-brand-700 underline"
        >
          Back to {name}
        </Link>
      </p>
    </AdminPage>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueErrorBoundary error={error} subject="product" />;
}
