import { data, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import { companyPath, DEFAULT_LOGO, DEFAULT_RESPONSE_TIME } from "~/lib/catalogue";
import { findCompany, listAvailableProducts } from "~/models/company.server";
import type { Route } from "./+types/company.$companyId.($slug)";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const company = await findCompany(db, params.companyId);
  if (!company) {
    throw data("Company not found or error loading data: Company not found", { status: 404 });
  }
  const canonical = companyPath(company);
  const url = new URL(request.url);
  if (params.slug !== undefined && url.pathname !== canonical) {
    throw redirect(`${canonical}${url.search}`, 301);
  }
  return { company, products: await listAvailableProducts(db, company.id) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.company.name} dental samples | SampleTray`
        : "Company not found",
    },
  ];
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, products } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <div className="flex items-center gap-4">
        <img
          src={company.logo ?? DEFAULT_LOGO}
          alt={`${company.name} logo`}
          width={72}
          height={72}
        />
        <h1 className="text-3xl font-bold">{company.name}</h1>
      </div>
      <p className="mt-6 whitespace-pre-line text-slate-800">{company.description}</p>
      <p className="mt-4 text-sm text-slate-700">
        Response time: {company.responseTime ?? DEFAULT_RESPONSE_TIME}
      </p>
      <h2 className="mt-10 text-xl font-semibold">Products</h2>
      {products.length === 0 ? (
        <p className="mt-2 text-slate-700">Samples are available on request.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {products.map((product) => (
            <li key={product.id} className="rounded border border-slate-200 p-4">
              <h3 className="font-medium">{product.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{product.description}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
