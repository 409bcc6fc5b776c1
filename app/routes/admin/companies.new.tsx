/** A new company, /admin/companies/new (admins only): every field, the logo, its audit entry. */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import type { ListingFailure } from "~/forms/listing";
import { uploadBody } from "~/lib/request-rules";
import { seo, siteFromMatches } from "~/lib/seo";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import { getAdmin } from "~/models/accounts/user.server";
import type { Route } from "./+types/companies.new";
import { submitAdminCompany } from "./parts/admin-company-submission.server";
import { AdminPage } from "./parts/admin-page";
import { CompanyForm } from "./parts/company-form";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(LOGO_FIELDS) };

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "New company",
    description: "Add a company to the catalogue.",
    path: "/admin/companies/new",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  getAdmin(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  return submitAdminCompany(request, db, { actorId: user.id, companyId: null });
}

export default function NewCompanyPage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="New company"
      intro="It shows in the directory, the search and the sitemap as soon as it is saved."
    >
      <CompanyForm
        company={null}
        failure={actionData as ListingFailure | undefined}
        submitLabel="Create company"
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
