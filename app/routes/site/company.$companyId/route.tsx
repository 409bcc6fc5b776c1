import { useEffect } from "react";
import { data, redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { companyPath, DEFAULT_LOGO, slugifyCompanyName } from "~/lib/catalogue";
import { notFound } from "~/lib/http-errors";
import { cataloguePageHeaders, PAGE_VIEW_HEADER, pageViewHeader } from "~/lib/page-headers";
import { NOTHING_SELECTED } from "~/lib/product-selection";
import { seo, siteFromMatches } from "~/lib/seo";
import { savedAmong } from "~/models/accounts/saved-products.server";
import { getUser } from "~/models/accounts/user.server";
import { findCompany, listAvailableProducts } from "~/models/catalogue/company.server";
import { listProductDocuments } from "~/models/catalogue/product-documents.server";
import { listPublicRatingSummaries } from "~/models/ratings/rating-lists.server";
import { mayPreviewDraft, pageOwnership } from "~/models/suppliers/page-ownership.server";
import type { Route } from "./+types/route";
import { CompanyPage as CompanyPageContent } from "./company-page";
import { companyStructuredData } from "./structured-data";
import { trackCompanyView } from "./track-view";

/** A missing company: the spec's 'Company not found', said once, and the way back to the list. */
const COMPANY_NOT_FOUND = {
  title: "Company not found",
  text: "There is no company at this address. It may have been removed, or the link may be mistyped.",
} as const;

/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  const company = await findCompany(db, params.companyId);
  if (!company) notFound(COMPANY_NOT_FOUND.text);
  // A draft (docs/decisions/117) is a 404 to the public; its team and admins see a preview.
  const isDraft = company.publishedAt === null;
  const user = await getUser(request, context);
  if (isDraft && !(await mayPreviewDraft(db, company.id, user))) {
    notFound(COMPANY_NOT_FOUND.text);
  }
  const canonical = companyPath(company);
  const url = new URL(request.url);
  // Compare the slug, not the path: client navigations fetch "<path>.data".
  if (
    params.slug !== undefined &&
    params.slug !== `${slugifyCompanyName(company.name)}-dental-samples`
  ) {
    throw redirect(`${canonical}${url.search}`, 301);
  }
  const [listed, ownership, ratings] = await Promise.all([
    listAvailableProducts(db, company.id, { isDraftPreview: isDraft }),
    // Claimed means owned (docs/decisions/060): derived from the members, never a stored flag;
    // an open owner invitation is not an invitation to others to claim it.
    pageOwnership(db, company.id),
    listPublicRatingSummaries(db, company.id),
  ]);
  const documents = await listProductDocuments(
    db,
    listed.map((p) => p.id),
  );
  const products = listed.map((p) => ({ ...p, documents: documents.get(p.id) ?? [] }));
  // Only a signed-in visitor's own (private, no-store) page says what they saved: a signed-out
  // page is the same bytes for everyone (docs/decisions/102, 127).
  const savedIds = await savedAmong(
    db,
    user?.id,
    listed.map((p) => p.id),
  );
  const pageUrl = `${env.SITE_URL}${canonical}`;
  // ?product=<id> (a product chosen in the search dropdown) arrives ticked; ids that are not
  // this company's available products are ignored.
  const requested = new Set(url.searchParams.getAll("product"));
  const preselected = products.filter((p) => requested.has(p.id)).map((p) => p.id);
  // This page's view, with the products arriving selected: the server counts it once the answer
  // has gone out, from the page cache too (server/page-views.ts, docs/decisions/119).
  const view = pageViewHeader(company.id, url.searchParams.getAll("product"));
  return data(
    {
      company: {
        id: company.id,
        name: company.name,
        brandName: company.brandName,
        description: company.description,
        shortDescription: company.shortDescription,
        logo: company.logo,
        website: company.website,
        // The stored fact, as on the cards (companyCardColumns.verified, docs/decisions/148).
        verified: company.verified,
        categories: company.categories,
        treatmentTypes: company.treatmentTypes,
        samplesAvailable: company.samplesAvailable,
        responseTime: company.responseTime,
      },
      products,
      savedIds,
      ratings,
      preselected,
      ownership,
      isDraft,
      canonicalUrl: pageUrl,
      /** The page's image for link previews (`meta`): its logo, else the default one. */
      socialImage: company.logo ?? DEFAULT_LOGO,
      /** ?description=full shows the whole description (the Read More link without JavaScript). */
      isDescriptionExpanded: url.searchParams.get("description") === "full",
      /** ?selection=none: Request Selected Samples was pressed without JavaScript, nothing ticked. */
      isNothingSelected: url.searchParams.get("selection") === NOTHING_SELECTED,
      structuredData: companyStructuredData(company, products, pageUrl, env.SITE_URL),
    },
    { headers: { [PAGE_VIEW_HEADER]: view } },
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    return seo(site, {
      title: "Company not found",
      description: "This company page does not exist.",
      path: location.pathname,
      noindex: true,
    });
  }
  const { company } = loaderData;
  return seo(site, {
    title: `${company.name} dental samples`,
    description: company.shortDescription || company.description.slice(0, 155),
    path: loaderData.canonicalUrl,
    image: loaderData.socialImage,
    imageAlt: `${company.name} logo`,
    noindex: loaderData.isDraft,
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{
        title: COMPANY_NOT_FOUND.title,
        back: { to: "/#top-free", label: "Browse companies" },
      }}
      failure={{
        title: "Something went wrong",
        prefix: "Company not found or error loading data: ",
      }}
    />
  );
}

export default function CompanyRoute({ loaderData }: Route.ComponentProps) {
  const { company, products, preselected } = loaderData;
  // The page view is sent as the page hydrates, whether or not the visitor interacts (the
  // server counted a document view already: track-view.ts).
  const { id, name } = company;
  const selectedKey = preselected.join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per company and selection
  useEffect(
    () =>
      trackCompanyView(
        { id, name },
        products.filter((p) => preselected.includes(p.id)),
      ),
    [id, name, selectedKey],
  );
  return <CompanyPageContent loaderData={loaderData} />;
}
