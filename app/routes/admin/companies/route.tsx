/**
 * Companies (admins only): the catalogue's companies by name, searched by name or brand and paged
 * in SQL, with their switches (featured, sponsored, verified, samples available) one click away,
 * their product and request counts, and links to edit, the public page and the lead analytics.
 */

import { ButtonLink } from "~/components/button-link";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { companyFlagSchema } from "~/forms/admin-company";
import { parseSubmission } from "~/forms/parse-submission.server";
import { COMPANY_FLAG_LABELS } from "~/lib/company-flags";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { setCompanyFlag } from "~/models/catalogue/admin-companies.server";
import { adminListQueryFromUrl, listAdminCompanies } from "~/models/catalogue/company-list.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import type { Route } from "./+types/route";
import { CompaniesList } from "./companies-list";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Companies",
    description: "Every company of the catalogue: search, switches and edits.",
    path: "/admin/companies",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const query = adminListQueryFromUrl(url);
  const list = await listAdminCompanies(db, query);
  return { ...list, q: query.q, isDeleted: url.searchParams.get("deleted") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  const submission = await parseSubmission(request, companyFlagSchema);
  if (!submission.ok) {
    return { ok: false as const, message: "That switch could not be changed. Please try again." };
  }
  const { companyId, flag, value } = submission.data;
  const company = await setCompanyFlag(db, {
    actorId: user.id,
    companyId,
    flag,
    value: value === "on",
  });
  if (!company) return { ok: false as const, message: "That company no longer exists." };
  return {
    ok: true as const,
    message: `${company.name}: ${COMPANY_FLAG_LABELS[flag]} is ${value === "on" ? "on" : "off"}.`,
  };
}

export default function CompaniesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Companies"
      intro="Search by name or brand. The switches change the public pages at once."
      actions={<ButtonLink to="/admin/companies/new">New company</ButtonLink>}
    >
      <CompaniesList loaderData={loaderData} actionData={actionData} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
