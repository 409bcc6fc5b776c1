/**
 * A new product, /admin/products/new?companyId={id} (admins only): first the company (a GET form
 * when none is chosen), then the supplier's product editor, saved with its images and audit entry.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import type { FormFailure } from "~/forms/kit";
import { adminProductsPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { uploadBody } from "~/lib/request-rules";
import { seo, siteFromMatches } from "~/lib/seo";
import { PRODUCT_FIELDS } from "~/lib/upload-fields";
import { getAdmin } from "~/models/accounts/user.server";
import { findCompanyName } from "~/models/catalogue/company.server";
import { listCompanyChoices } from "~/models/catalogue/company-list.server";
import { submitProduct } from "~/models/catalogue/product-submission.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import { COMPANY_NOT_FOUND } from "~/routes/admin/parts/console-not-found";
import type { Route } from "./+types/route";
import { NewProductForm } from "./new-product-form";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(PRODUCT_FIELDS) };

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "New product",
    description: "Add a product to a company of the catalogue.",
    path: "/admin/products/new",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const companyId = new URL(request.url).searchParams.get("companyId");
  const company = companyId ? await findCompanyName(db, companyId) : null;
  if (companyId && !company) notFound("Company not found");
  return {
    company,
    companies: company ? [] : await listCompanyChoices(db),
    listingPath: company ? adminProductsPath(company.id) : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  const companyId = new URL(request.url).searchParams.get("companyId") ?? "";
  const company = await findCompanyName(db, companyId);
  if (!company) notFound("Company not found");
  return submitProduct(request, db, {
    companyId: company.id,
    uploadedBy: user.id,
    existing: null,
    savedPath: adminProductsPath(company.id, "saved"),
  });
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, companies, listingPath } = loaderData;
  return (
    <AdminPage
      title={company ? `New product of ${company.name}` : "New product"}
      intro={company ? undefined : "Which company's product is it?"}
    >
      <NewProductForm
        isCompanyChosen={company !== null}
        companies={companies}
        failure={actionData as FormFailure | undefined}
        listingPath={listingPath}
        upgradePath={
          company ? `/admin/companies/${encodeURIComponent(company.id)}/billing` : undefined
        }
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={COMPANY_NOT_FOUND} />;
}
