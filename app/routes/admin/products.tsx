/**
 * Products (admins only): every company's products, by company and name, searched by name and
 * filtered by company, paged in SQL, each with a link to edit it and to its company's page.
 */
import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { Picture } from "~/components/picture";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { getAppContext } from "~/context.server";
import { isAdminSearch } from "~/lib/admin-search";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { productPicture } from "~/lib/product-pictures";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { listAdminProducts } from "~/models/catalogue/admin-products.server";
import { adminListQueryFromUrl, listCompanyChoices } from "~/models/catalogue/company-list.server";
import type { Route } from "./+types/products";
import { AdminPage } from "./parts/admin-page";
import { ListPages } from "./parts/list-pages";
import { ListSearchForm } from "./parts/list-search-form";
import { type ListColumn, ListTable } from "./parts/list-table";

// Nothing here needs client code: a GET search, links and a table (decisions 082, 086).
export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Products",
    description: "Every product of the catalogue: search, filter by company, edit.",
    path: "/admin/products",
    noindex: true,
  });
}

const MESSAGES = {
  saved: "Product saved. The company page shows it now.",
  deleted: "Product deleted.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const query = adminListQueryFromUrl(url);
  const companies = await listCompanyChoices(db);
  const wanted = url.searchParams.get("companyId");
  const companyId = companies.some((c) => c.id === wanted) ? wanted : null;
  const list = await listAdminProducts(db, { ...query, companyId });
  const done = url.searchParams.get("done");
  return {
    ...list,
    q: query.q,
    companyId,
    companies,
    message: done === "saved" || done === "deleted" ? MESSAGES[done] : null,
  };
}

type Product = Route.ComponentProps["loaderData"]["rows"][number];

const COLUMNS: ListColumn<Product>[] = [
  {
    header: "Product",
    cell: (p) => (
      <div className="flex items-center gap-3 sm:min-w-52">
        <Picture
          src={productPicture(p)}
          width={40}
          isLazy
          className="h-10 w-10 shrink-0 rounded object-contain"
        />
        <Link
          to={`/admin/products/${encodeURIComponent(p.id)}`}
          className="font-semibold text-brand-700 underline"
        >
          {p.name}
        </Link>
      </div>
    ),
  },
  {
    header: "Company",
    className: "sm:min-w-40",
    cell: (p) => (
      <Link
        to={`/admin/companies/${encodeURIComponent(p.companyId)}`}
        className="text-brand-700 underline"
      >
        {p.companyName}
      </Link>
    ),
  },
  { header: "Category", cell: (p) => p.category },
  { header: "On the company page", cell: (p) => (p.availability ? "Shown" : "Hidden") },
];

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { rows, hasNext, page, q, companyId, companies, message } = loaderData;
  const newPath = companyId
    ? `/admin/products/new?companyId=${encodeURIComponent(companyId)}`
    : "/admin/products/new";
  return (
    <AdminPage
      title="Products"
      intro="Search by product name, or show one company's products."
      actions={<ButtonLink to={newPath}>New product</ButtonLink>}
    >
      <ListSearchForm
        label="Search product name"
        q={q}
        companies={companies}
        companyId={companyId}
      />
      <SuccessStatus message={message} className="mt-4" />
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isAdminSearch(q) || companyId ? "No products match this search." : "No products yet."}
        </p>
      ) : (
        <ListTable
          caption="Products by company and name"
          columns={COLUMNS}
          rows={rows}
          rowTestId="product-row"
        />
      )}
      <ListPages
        label="Product pages"
        page={page}
        hasNext={hasNext}
        search={{ q, companyId: companyId ?? "" }}
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
