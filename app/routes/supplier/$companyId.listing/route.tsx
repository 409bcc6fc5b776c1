/**
 * The listing editor, /supplier/{companyId}/listing: the company's public details and logo
 * (listing-form.tsx) and its products (product-list.tsx). Changes show on the public page at
 * once. Every member may edit; the loader and the action check access themselves.
 */
import { data } from "react-router";
import { isProductLimitMessage } from "~/components/billing/plan-limit-message";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { type ListingActionData, listingSchema } from "~/forms/listing";
import { LAPSED_PRODUCT_LIMIT_MESSAGE } from "~/lib/billing";
import { notFound } from "~/lib/http-errors";
import { uploadBody } from "~/lib/request-rules";
import { workspacePageSeo } from "~/lib/seo";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import { readUploadForm } from "~/lib/upload-form.server";
import { intentOf, UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import { ProductLimitError, planLimitOf } from "~/models/billing/product-limit.server";
import { findListing, saveListing } from "~/models/catalogue/listing.server";
import {
  listCompanyProducts,
  moveProduct,
  updateProduct,
} from "~/models/catalogue/listing-products.server";
import {
  listingChanges,
  parseListingSubmission,
} from "~/models/catalogue/listing-submission.server";
import { savedProductMessage } from "~/models/catalogue/saved-product-visibility.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import { WorkspacePage } from "~/routes/supplier/parts/workspace-page";
import type { Route } from "./+types/route";
import { ListingForm } from "./listing-form";
import { ProductList, productListMessage } from "./product-list";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(LOGO_FIELDS) };

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Listing", "The company's page and products as visitors see them.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const listing = await findListing(db, company.id);
  if (!listing) notFound("Company not found");
  const products = await listCompanyProducts(db, company.id);
  // After a product is saved its page sends the editor here (?saved=product&product={id}), and the
  // page says whether the public sees it.
  const query = new URL(request.url).searchParams;
  const savedId = query.get("saved") === "product" ? query.get("product") : null;
  const [plan, savedMessage] = await Promise.all([
    planLimitOf(db, company.id),
    savedId ? savedProductMessage(db, company.id, savedId) : null,
  ]);
  return {
    listing,
    products,
    savedMessage,
    productLimit: plan.limit,
    isLapsed: plan.message === LAPSED_PRODUCT_LIMIT_MESSAGE,
  };
}

/** What a product button asks for (the hidden `intent`). */
const PRODUCT_INTENTS = {
  hide: "Product hidden: it no longer shows on the public page.",
  show: "Product shown on the public page.",
  up: "Product moved up.",
  down: "Product moved down.",
} as const;

/** The listing's own Save, and the product buttons. */
const LISTING_INTENTS = ["save", "hide", "show", "up", "down"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { user, company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const form = await readUploadForm(request, LOGO_FIELDS);
  if (!form.ok) {
    return data<ListingActionData>(
      { ok: false, errors: { logo: form.message }, values: {} },
      { status: 400 },
    );
  }
  const intent = intentOf(form.formData, LISTING_INTENTS, "save");
  if (intent === null) {
    return data<ListingActionData>(
      { ok: false, errors: {}, values: {}, formError: UNKNOWN_INTENT_MESSAGE },
      { status: 400 },
    );
  }
  if (intent !== "save") {
    const productId = String(form.formData.get("productId") ?? "");
    const key = intent;
    let isDone: boolean;
    try {
      isDone =
        key === "hide" || key === "show"
          ? await updateProduct(
              db,
              company.id,
              productId,
              { availability: key === "show" },
              user.id,
            )
          : await moveProduct(db, company.id, productId, key, user.id);
    } catch (error) {
      // Showing an 11th product on Basic: refused with the plan's message (decision 135).
      if (!(error instanceof ProductLimitError)) throw error;
      return data<ListingActionData>(
        { ok: false, errors: {}, values: {}, formError: error.message },
        { status: 400 },
      );
    }
    if (!isDone) notFound("Product not found");
    return { ok: true as const, message: PRODUCT_INTENTS[key] };
  }

  const submission = await parseListingSubmission(form.formData, listingSchema);
  if (!submission.ok) return data<ListingActionData>(submission.failure, { status: 400 });
  const isSaved = await saveListing(db, {
    companyId: company.id,
    uploadedBy: user.id,
    changes: listingChanges(submission.data),
    logo: submission.logo,
  });
  if (!isSaved) notFound("Company not found");
  return { ok: true as const, message: "Listing saved. Your public page shows the changes now." };
}

export default function ListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ListingActionData | undefined;
  const { listing, products, savedMessage, productLimit, isLapsed } = loaderData;
  const isProductResult = result?.ok && result.message.startsWith("Product");
  const limitRefusal = result && !result.ok && isProductLimitMessage(result.formError);
  return (
    <div className="space-y-10">
      <WorkspacePage
        id="listing-title"
        title="Listing"
        intro="What dental professionals see on your company page."
      >
        <ListingForm
          // Each save remounts the form with what was stored; to the millisecond, since two saves
          // within one second are two saves.
          key={listing.updatedAt.toISOString()}
          listing={listing}
          result={isProductResult || limitRefusal ? undefined : result}
        />
      </WorkspacePage>
      <ProductList
        companyId={listing.id}
        products={products}
        limit={productLimit}
        isLapsed={isLapsed}
        refusal={limitRefusal ? result.formError : undefined}
        message={productListMessage(result, savedMessage)}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
