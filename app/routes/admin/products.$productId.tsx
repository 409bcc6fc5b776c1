/**
 * One product, /admin/products/{id} (admins only): the supplier's product editor for any
 * company's product, saved with its images and an audit entry of what changed; Delete.
 */
import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { ProductForm } from "~/components/suppliers/product-form";
import { getAppContext } from "~/context.server";
import type { FormFailure } from "~/forms/kit";
import { adminProductsPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { uploadBody } from "~/lib/request-rules";
import { seo, siteFromMatches } from "~/lib/seo";
import { PRODUCT_FIELDS } from "~/lib/upload-fields";
import { getAdmin } from "~/models/accounts/user.server";
import { findProductCompany } from "~/models/catalogue/admin-products.server";
import { findCompanyProduct } from "~/models/catalogue/listing-products.server";
import { submitProduct } from "~/models/catalogue/product-submission.server";
import type { Route } from "./+types/products.$productId";
import { AdminPage } from "./parts/admin-page";
import { PRODUCT_NOT_FOUND } from "./parts/console-not-found";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(PRODUCT_FIELDS) };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: loaderData ? `Edit ${loaderData.product.name}` : "Product",
    description: "Edit a product of the catalogue.",
    path: "/admin/products",
    noindex: true,
  });
}

/** The product and its company, or a 404. */
async function findProduct(context: Route.LoaderArgs["context"], productId: string) {
  const { db } = getAppContext(context);
  const owner = await findProductCompany(db, productId);
  const product = owner ? await findCompanyProduct(db, owner.companyId, productId) : null;
  if (!owner || !product) notFound("Product not found");
  return { ...owner, product };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  getAdmin(context);
  return findProduct(context, params.productId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  const { companyId, product } = await findProduct(context, params.productId);
  return submitProduct(request, db, {
    companyId,
    uploadedBy: user.id,
    existing: { id: product.id, images: product.images },
    savedPath: adminProductsPath(companyId, "saved"),
  });
}

const LINK = "font-semibold text-brand-700 underline";

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, companyId, companyName } = loaderData;
  return (
    <AdminPage title={`Edit ${product.name}`}>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <li>
          <Link to={`/admin/companies/${encodeURIComponent(companyId)}`} className={LINK}>
            {companyName}
          </Link>
        </li>
        <li>
          <Link
            to={`/admin/products/${encodeURIComponent(product.id)}/delete`}
            className="font-semibold text-red-700 underline"
          >
            Delete product
          </Link>
        </li>
      </ul>
      <ProductForm
        key={product.images.join(" ")}
        product={product}
        failure={actionData as FormFailure | undefined}
        listingPath={adminProductsPath(companyId)}
        upgradePath={`/admin/companies/${encodeURIComponent(companyId)}/billing`}
        submitLabel="Save product"
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={PRODUCT_NOT_FOUND} />;
}
