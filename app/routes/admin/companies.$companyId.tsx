/**
 * One company, /admin/companies/{id} (admins only): every field and the logo, saved with an
 * audit entry of what changed; links to its public page, lead analytics, products and Delete;
 * where its leads go (the one rule, findLeadRouting: docs/decisions/145).
 */
import { Link } from "react-router";
import { LeadRecipientList } from "~/components/leads/lead-recipient-list";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import type { ListingFailure } from "~/forms/listing";
import { companyPath } from "~/lib/catalogue";
import { notFound } from "~/lib/http-errors";
import { uploadBody } from "~/lib/request-rules";
import { seo, siteFromMatches } from "~/lib/seo";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import { getAdmin } from "~/models/accounts/user.server";
import { findAdminCompany } from "~/models/catalogue/admin-companies.server";
import { findCompanyLeadRouting } from "~/models/leads/lead-recipients.server";
import type { Route } from "./+types/companies.$companyId";
import { submitAdminCompany } from "./parts/admin-company-submission.server";
import { AdminPage } from "./parts/admin-page";
import { CompanyForm } from "./parts/company-form";
import { COMPANY_NOT_FOUND } from "./parts/console-not-found";

/** Its files, each read only to its field's limit (docs/decisions/154). */
export const handle = { body: uploadBody(LOGO_FIELDS) };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: loaderData ? `Edit ${loaderData.company.name}` : "Company",
    description: "Edit a company of the catalogue.",
    path: "/admin/companies",
    noindex: true,
  });
}

const SAVED_MESSAGES = {
  created: "Company created. It shows in the directory, the search and the sitemap now.",
  saved: "Company saved. Its public page shows the changes now.",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  getAdmin(context);
  const { db, outbox } = getAppContext(context);
  const [company, leadRouting] = await Promise.all([
    findAdminCompany(db, params.companyId),
    findCompanyLeadRouting(db, params.companyId, outbox.site.leadsFallbackEmail),
  ]);
  if (!company || !leadRouting) notFound("Company not found");
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    company,
    leadRouting,
    // Made here, so that the page's first download is without the catalogue's constants.
    publicPath: companyPath(company),
    message: saved === "created" || saved === "saved" ? SAVED_MESSAGES[saved] : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  return submitAdminCompany(request, db, { actorId: user.id, companyId: params.companyId });
}

const LINK = "font-semibold text-brand-700 underline";

export default function EditCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, leadRouting, publicPath, message } = loaderData;
  const id = encodeURIComponent(company.id);
  return (
    <AdminPage title={`Edit ${company.name}`}>
      {company.publishedAt === null ? (
        <p className="mt-3 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-2 text-amber-950">
          <strong>Draft – not public yet.</strong>{" "}
          <Link to={`/admin/companies/${id}/publish`} className="font-semibold underline">
            Publish…
          </Link>
        </p>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <li>
          <Link to={publicPath} className={LINK}>
            {company.publishedAt === null ? "Draft preview" : "Public page"}
          </Link>
        </li>
        <li>
          <Link to={`/supplier/${id}/performance`} className={LINK}>
            Performance and lead analytics
          </Link>
        </li>
        <li>
          <Link to={`/admin/companies/${id}/billing`} className={LINK}>
            Billing
          </Link>
        </li>
        <li>
          <Link to={`/admin/products?companyId=${id}`} className={LINK}>
            Products
          </Link>
        </li>
        <li>
          <Link to={`/admin/products/new?companyId=${id}`} className={LINK}>
            Add product
          </Link>
        </li>
        <li>
          <Link
            to={`/admin/companies/${id}/delete`}
            className="font-semibold text-red-700 underline"
          >
            Delete company
          </Link>
        </li>
      </ul>
      <SuccessStatus message={actionData ? null : message} className="mt-4" />
      <TitledSection
        id="lead-recipients-title"
        title="Where leads go"
        heading="minor"
        className="mt-6 max-w-3xl"
      >
        <p className="mt-1 text-sm text-slate-700">
          {leadRouting.isOwned
            ? "Its owners choose, on the workspace's Lead e-mails page: the Lead e-mail field below is not used while the company has owners."
            : "Nobody owns the company: its leads go to the Lead e-mail below, else to the platform's fallback address."}
        </p>
        <LeadRecipientList routing={leadRouting} />
        {leadRouting.isOwned ? (
          <p className="mt-2 text-sm">
            <Link to={`/supplier/${id}/lead-emails`} className={LINK}>
              Lead e-mails in the workspace
            </Link>
          </p>
        ) : null}
      </TitledSection>
      <CompanyForm
        key={company.updatedAt.toISOString()}
        company={company}
        failure={actionData as ListingFailure | undefined}
        submitLabel="Save company"
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={COMPANY_NOT_FOUND} />;
}
