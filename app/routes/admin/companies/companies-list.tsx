/**
 * The companies list below its title (its route: app/routes/admin/companies/route.tsx): the search, the
 * last switch's outcome, the companies with their switches and the page links. Without JavaScript
 * the search is a GET form, each switch a plain POST form answered by the page.
 */
import { Link } from "react-router";
import { FormAlert } from "~/components/form/fields";
import { SuccessStatus } from "~/components/success-status";
import { isAdminSearch } from "~/lib/admin-search";
import { companyPath } from "~/lib/catalogue";
import { COMPANY_FLAG_LABELS, COMPANY_FLAGS } from "~/lib/company-flags";
import { plural } from "~/lib/plural";
import { ListPages } from "~/routes/admin/parts/list-pages";
import { ListSearchForm } from "~/routes/admin/parts/list-search-form";
import { type ListColumn, ListTable } from "~/routes/admin/parts/list-table";
import type { Route } from "./+types/route";
import { FlagButton } from "./flag-button";

type Company = Route.ComponentProps["loaderData"]["rows"][number];

const COLUMNS: ListColumn<Company>[] = [
  {
    header: "Company",
    className: "relative sm:min-w-44",
    cell: (c) => (
      <>
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
            to={`/supplier/${encodeURIComponent(c.id)}/performance`}
            className="text-brand-700 underline"
          >
            Performance<span className="sr-only"> of {c.name}</span>
          </Link>
        </span>
      </>
    ),
  },
  {
    header: "Switches",
    className: "relative",
    cell: (c) => (
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
    ),
  },
];

export function CompaniesList({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { rows, hasNext, page, q, isDeleted } = loaderData;
  // What the last switch or the delete did.
  const message = actionData
    ? actionData.ok
      ? actionData.message
      : null
    : isDeleted
      ? "Company deleted."
      : null;
  // Why the last switch was not changed.
  const error = actionData && !actionData.ok ? actionData.message : null;
  return (
    <>
      <ListSearchForm label="Search name or brand" q={q} />
      <FormAlert>{error}</FormAlert>
      <SuccessStatus message={message} className="mt-4" />
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isAdminSearch(q) ? `No companies match "${q}".` : "No companies yet."}
        </p>
      ) : (
        <ListTable
          caption="Companies by name"
          columns={COLUMNS}
          rows={rows}
          rowTestId="company-row"
        />
      )}
      <ListPages label="Company pages" page={page} hasNext={hasNext} search={{ q }} />
    </>
  );
}
