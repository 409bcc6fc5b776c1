import { Link } from "react-router";
import { getAppContext } from "~/context.server";
import { companyPath, DEFAULT_LOGO } from "~/lib/catalogue";
import { listCompanies } from "~/models/company.server";
import type { Route } from "./+types/_index";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = matches[0]?.loaderData?.siteName ?? "SampleTray";
  return [
    { title: `${siteName}: free dental samples from trusted suppliers` },
    {
      name: "description",
      content:
        "Browse dental supplier companies and their sample products, and request free samples.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  return { companies: await listCompanies(db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold tracking-tight text-brand-900">
            Free dental samples from trusted suppliers
          </h1>
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              ["8", "premium brands"],
              ["35+", "sample products"],
              ["200+", "interested professionals"],
              ["20%", "growing weekly"],
            ].map(([value, label]) => (
              <div key={label} className="rounded-lg bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-700">{label}</dt>
                <dd className="text-2xl font-bold text-brand-800">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section
        id="top-free"
        aria-labelledby="top-free-title"
        className="mx-auto max-w-6xl px-4 py-12"
      >
        <h2 id="top-free-title" className="text-2xl font-bold">
          Top Free Samples
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.companies.map((company) => (
            <li key={company.id} className="rounded-lg border border-slate-200 p-5">
              <div className="flex items-center gap-3">
                <img src={company.logo ?? DEFAULT_LOGO} alt="" width={48} height={48} />
                <h3 className="font-semibold">
                  <Link to={companyPath(company)} className="hover:underline">
                    {company.name}
                  </Link>
                </h3>
              </div>
              <p className="mt-3 text-sm text-slate-700">{company.shortDescription}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="subscribe" aria-labelledby="subscribe-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="subscribe-title" className="text-2xl font-bold">
            Get updates
          </h2>
        </div>
      </section>
    </>
  );
}
