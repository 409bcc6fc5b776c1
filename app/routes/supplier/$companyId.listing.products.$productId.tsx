/**
 * Editing a product, /supplier/{companyId}/listing/products/{productId}: any member of the
 * company; another company's product is not found (404), whoever asks.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { ProductForm } from "~/components/suppliers/product-form";
import { getAppContext } from "~/context.server";
import type { FormFailure } from "~/forms/kit";
import { billingUpgradePath } from "~/lib/billing-links";
import { notFound } from "~/lib/http-errors";
import { uploadBody } from "~/lib/request-rules";
import { workspacePageSeo } from "~/lib/seo";
import { PRODUCT_FIELDS } from "~/lib/upload-fields";
import { findCompanyProduct } from "~/models/catalogue/listing-products.server";
import { submitProduct } from "~/models/catalogue/product-submission.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.listing.products.$productId";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(PRODUCT_FIELDS) };

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Edit product", "Change a product of the company's listing.");
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const product = await findCompanyProduct(db, company.id, params.productId);
  if (!product) notFound("Product not found");
  return { companyId: company.id, product };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const product = await findCompanyProduct(db, company.id, params.productId);
  if (!product) notFound("Product not found");
  return submitProduct(request, db, {
    companyId: company.id,
    uploadedBy: user.id,
    existing: { id: product.id, images: product.images },
  });
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, companyId } = loaderData;
  return (
    <section aria-labelledby="product-title">
      <h1 id="product-title" className="text-2xl font-bold tracking-tight">
        Edit {product.name}
      </h1>
      <ProductForm
        key={product.images.join(" ")}
        product={product}
        failure={actionData as FormFailure | undefined}
        listingPath={`/supplier/${encodeURIComponent(companyId)}/listing`}
        submitLabel="Save product"
        upgradePath={billingUpgradePath(companyId)}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
