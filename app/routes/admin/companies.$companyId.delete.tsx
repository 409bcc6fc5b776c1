/**
 * Deleting a company, /admin/companies/{id}/delete (admins only): this page is the confirmation.
 * A company that sample requests reference is refused, with how many and what to do instead;
 * otherwise the company, its products, their documents and its uploads go, with an audit entry.
 */
import { data, redirect } from "react-router";
import { FormAlert } from "~/components/form/fields";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { adminCompanyPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { plural } from "~/lib/plural";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { countCompanyRecords, findAdminCompany } from "~/models/catalogue/admin-companies.server";
import {
  deleteAdminCompany,
  deletionRefusedMessage,
} from "~/models/catalogue/company-deletion.server";
import type { Route } from "./+types/companies.$companyId.delete";
import { AdminPage } from "./parts/admin-page";
import { COMPANY_NOT_FOUND } from "./parts/console-not-found";
import { DeleteForm } from "./parts/delete-form";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Delete company",
    description: "Delete a company of the catalogue.",
    path: "/admin/companies",
    noindex: true,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const company = await findAdminCompany(db, params.companyId);
  if (!company) notFound("Company not found");
  const counts = await countCompanyRecords(db, company.id);
  return {
    id: company.id,
    name: company.name,
    refusal: counts.requests > 0 ? deletionRefusedMessage(company.name, counts.requests) : null,
    products: plural(counts.products, "product", "products"),
  };
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  const result = await deleteAdminCompany(db, { actorId: user.id, companyId: params.companyId });
  if (result.ok) return redirect("/admin/companies?deleted=1");
  if (result.reason === "not-found") notFound("Company not found");
  return data({ message: deletionRefusedMessage(result.name, result.requests) }, { status: 409 });
}

export default function DeleteCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, refusal, products } = loaderData;
  return (
    <AdminPage title={`Delete ${name}`}>
      <FormAlert>{actionData?.message}</FormAlert>
      {refusal ? <p className="mt-4 max-w-3xl text-slate-800">{refusal}</p> : null}
      <DeleteForm
        buttonLabel="Delete company"
        back={{ to: adminCompanyPath(id), label: `Back to ${name}` }}
      >
        {refusal
          ? null
          : `This deletes ${name} for good, with its ${products}, their images and documents, and its logo. No sample request references it.`}
      </DeleteForm>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={COMPANY_NOT_FOUND} />;
}
