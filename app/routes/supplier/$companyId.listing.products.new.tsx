/** Adding a product, /supplier/{companyId}/listing/products/new: any member of the company. */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { ProductForm } from "~/components/suppliers/product-form";
import { getAppContext } from "~/context.server";
import type { FormFailure } from "~/forms/kit";
import { billingUpgradePath } from "~/lib/billing-links";
import { uploadBody } from "~/lib/request-rules";
import { workspacePageSeo } from "~/lib/seo";
import { PRODUCT_FIELDS } from "~/lib/upload-fields";
import { submitProduct } from "~/models/catalogue/product-submission.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.listing.products.new";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(PRODUCT_FIELDS) };

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Add product", "Add a product to the company's listing.");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  return { companyId: company.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  return submitProduct(request, db, { companyId: company.id, uploadedBy: user.id, existing: null });
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="product-title">
      <h1 id="product-title" className="text-2xl font-bold tracking-tight">
        Add product
      </h1>
      <ProductForm
        product={null}
        failure={actionData as FormFailure | undefined}
        listingPath={`/supplier/${encodeURIComponent(loaderData.companyId)}/listing`}
        submitLabel="Add product"
        upgradePath={billingUpgradePath(loaderData.companyId)}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
