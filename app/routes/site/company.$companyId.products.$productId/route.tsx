/**
 * A product's own page (docs/decisions/121), /company/{companyId}/products/{productId}/{slug}:
 * its facts and documents as on its company's card, its rating, and Request Samples for it. A
 * product the public does not see (docs/decisions/146: hidden, beyond the plan's limit, of a draft
 * company) is not found.
 */
import { redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { companyPath, productPath, productSlug } from "~/lib/catalogue";
import { notFound } from "~/lib/http-errors";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { productPicture } from "~/lib/product-pictures";
import { seo, siteFromMatches } from "~/lib/seo";
import { savedAmong } from "~/models/accounts/saved-products.server";
import { getUser } from "~/models/accounts/user.server";
import { findAvailableProduct, findCompany } from "~/models/catalogue/company.server";
import { listProductDocuments } from "~/models/catalogue/product-documents.server";
import { listPublicRatingSummaries } from "~/models/ratings/rating-lists.server";
import type { Route } from "./+types/route";
import { ProductPage } from "./product-page";
import { productStructuredData } from "./structured-data";

const PRODUCT_NOT_FOUND =
  "There is no sample at this address. It may have been removed, or the link may be mistyped.";

/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  // A draft's products are not public yet (docs/decisions/117); its team previews the company page.
  const [company, product] = await Promise.all([
    findCompany(db, params.companyId),
    findAvailableProduct(db, params.companyId, params.productId),
  ]);
  if (!company || !product) notFound(PRODUCT_NOT_FOUND);
  const canonical = productPath(product);
  // Compare the slug, not the path: client navigations fetch "<path>.data".
  if (params.slug !== productSlug(product.name)) {
    throw redirect(`${canonical}${new URL(request.url).search}`, 301);
  }
  const user = await getUser(request, context);
  const [documents, ratings, saved] = await Promise.all([
    listProductDocuments(db, [product.id]),
    listPublicRatingSummaries(db, company.id),
    // Only a signed-in visitor's own page says it is saved (docs/decisions/102, 127).
    savedAmong(db, user?.id, [product.id]),
  ]);
  const found = ratings.find((r) => r.productId === product.id);
  const rating = found ? { average: found.average, count: found.count } : null;
  const pageUrl = `${env.SITE_URL}${canonical}`;
  const companyUrl = companyPath(company);
  return {
    company: { id: company.id, name: company.name, path: companyUrl },
    product: { ...product, documents: documents.get(product.id) ?? [] },
    rating,
    isSaved: saved.length > 0,
    canonicalUrl: pageUrl,
    picture: productPicture(product),
    structuredData: productStructuredData(
      product,
      { name: company.name, url: `${env.SITE_URL}${companyUrl}` },
      rating,
      pageUrl,
      env.SITE_URL,
    ),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    return seo(site, {
      title: "Sample not found",
      description: "This sample page does not exist.",
      path: location.pathname,
      noindex: true,
    });
  }
  const { product, company } = loaderData;
  return seo(site, {
    title: `${product.name} free sample from ${company.name}`,
    description: product.description.slice(0, 155),
    path: loaderData.canonicalUrl,
    image: loaderData.picture,
    imageAlt: product.name,
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{
        title: "Sample not found",
        back: { to: "/#top-free", label: "Browse companies" },
      }}
      failure={{ title: "Something went wrong", prefix: "Error loading this sample: " }}
    />
  );
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage loaderData={loaderData} />;
}
