/**
 * Companies (admins only): the catalogue's companies by name, searched by name or brand and paged
 * in SQL, with their switches (featured, sponsored, verified, samples available) one click away,
 * their product and request counts, and links to edit, the public page and the lead analytics.
 */
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { FlagButton } from "~/components/admin/flag-button";
import { ListPages } from "~/components/admin/list-pages";
import { ListSearchForm } from "~/components/admin/list-search-form";
import { StatusMessage } from "~/components/admin/status-message";
import { DataTable } from "~/components/analytics/data-table";
import { ButtonLink } from "~/components/button-link";
import { FormAlert } from "~/components/form/fields";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { COMPANY_FLAG_LABELS, COMPANY_FLAGS, companyFlagSchema } from "~/forms/admin-company";
import { parseSubmission } from "~/forms/parse-submission.server";
import { isAdminSearch } from "~/lib/admin-search";
import { companyPath } from "~/lib/catalogue";
import { plural } from "~/lib/plural";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  adminListQueryFromUrl,
  listAdminCompanies,
  setCompanyFlag,
} from "~/models/admin-companies.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/admin.companies";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Companies",
    description: "Every company of the catalogue: search, switches and edits.",
    path: "/admin/companies",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const query = adminListQueryFromUrl(url);
  const list = await listAdminCompanies(db, query);
  return { ...list, q: query.q, isDeleted: url.searchParams.get("deleted") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
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

const COLUMNS = ["Company", "Switches"];

export default function CompaniesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, hasNext, page, q, isDeleted } = loaderData;
  const message = actionData
    ? actionData.ok
      ? actionData.message
      : null
    : isDeleted
      ? "Company deleted."
      : null;
  return (
    <AdminPage
      title="Companies"
      intro="Search by name or brand. The switches change the public pages at once."
      actions={<ButtonLink to="/admin/companies/new">New company</ButtonLink>}
    >
      <ListSearchForm label="Search name or brand" q={q} />
      <FormAlert>{actionData && !actionData.ok ? actionData.message : null}</FormAlert>
      <StatusMessage>{message}</StatusMessage>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isAdminSearch(q) ? `No companies match "${q}".` : "No companies yet."}
        </p>
      ) : (
        <DataTable className="mt-6" caption="Companies by name" columns={COLUMNS}>
          {rows.map((c) => (
            <tr key={c.id} className="align-top" data-testid="company-row">
              <td className="relative min-w-44 px-3 py-2">
                <Link
                  to={`/admin/companies/${encodeURIComponent(c.id)}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {c.name}
                </Link>
                {c.brandName && c.brandName !== c.name ? (
                  <span className="block text-xs text-slate-700">{c.brandName}</span>
                ) : null}
                <span className="mt-1 block text-slate-700">
                  <Link
                    to={`/admin/products?companyId=${encodeURIComponent(c.id)}`}
                    className="text-brand-700 underline"
                  >
                    {plural(c.productCount, "product", "products")}
                    <span className="sr-only"> of {c.name}</span>
                  </Link>
                  {" · "}
                  {plural(c.requestCount, "request", "requests")}
                </span>
                <span className="mt-1 flex flex-wrap gap-x-3">
                  <Link to={companyPath(c)} className="text-brand-700 underline">
                    Public page<span className="sr-only"> of {c.name}</span>
                  </Link>
                  <Link
                    to={`/provider/${encodeURIComponent(c.id)}/analytics`}
                    className="text-brand-700 underline"
                  >
                    Lead analytics<span className="sr-only"> of {c.name}</span>
                  </Link>
                </span>
              </td>
              <td className="relative px-3 py-2">
                <div className="flex min-w-40 flex-wrap gap-1.5">
                  {COMPANY_FLAGS.map((flag) => (
                    <FlagButton
                      key={flag}
                      companyId={c.id}
                      companyName={c.name}
                      flag={flag}
                      label={COMPANY_FLAG_LABELS[flag]}
                      isOn={c[flag]}
                    />
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ListPages label="Company pages" page={page} hasNext={hasNext} search={{ q }} />
    </AdminPage>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
