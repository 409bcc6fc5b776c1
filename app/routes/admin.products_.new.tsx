/**
 * A new product, /admin/products/new?companyId={id} (admins only): first the company (a GET form
 * when none is chosen), then the supplier's product editor, saved with its images and audit entry.
 */
import { Form } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { CatalogueErrorBoundary } from "~/components/admin/catalogue-error-boundary";
import { SelectFilter } from "~/components/analytics/select-filter";
import { hydrateOnInteraction } from "~/components/hydrate-on-interaction";
import { getAppContext } from "~/context.server";
import type { FormFailure } from "~/forms/kit";
import { submitProduct } from "~/forms/product-submission.server";
import { adminProductsPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { listCompanyChoices } from "~/models/admin-companies.server";
import { findCompanyName } from "~/models/company.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/admin.products_.new";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "New product",
    description: "Add a product to a company of the catalogue.",
    path: "/admin/products/new",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const companyId = new URL(request.url).searchParams.get("companyId");
  const company = companyId ? await findCompanyName(db, companyId) : null;
  if (companyId && !company) notFound("Company not found");
  return { company, companies: company ? [] : await listCompanyChoices(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
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

// The product editor's form and the form kit download on the page's first interaction (decisions 085, 086);
// until then it is the server's plain form. A refusal from the server loads them at once, so
// that focus moves to the first invalid field.
const ProductForm = hydrateOnInteraction(
  () => import("~/components/suppliers/product-form").then((m) => m.ProductForm),
  ({ failure }) => Boolean(failure),
);

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, companies } = loaderData;
  if (!company) {
    return (
      <AdminPage title="New product" intro="Which company's product is it?">
        <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectFilter
            id="new-product-company"
            name="companyId"
            label="Company"
            value={companies[0]?.id ?? ""}
            options={companies.map((c) => ({ value: c.id, label: c.name }))}
          />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Continue
          </button>
        </Form>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={`New product of ${company.name}`}>
      <ProductForm
        product={null}
        failure={actionData as FormFailure | undefined}
        listingPath={adminProductsPath(company.id)}
        submitLabel="Add product"
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueErrorBoundary error={error} subject="company" />;
}
