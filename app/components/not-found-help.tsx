/**
 * What a 404 page offers besides the way home: the search box and a few featured companies (from
 * the root loader, so the suggestions are in the page without JavaScript).
 */
import { Link } from "react-router";
import { companyPath } from "~/lib/catalogue";
import { useSiteConfig } from "~/lib/site-config";
import { SearchBox } from "./search-box";

export function NotFoundHelp() {
  const { featuredCompanies } = useSiteConfig();
  return (
    <div className="mt-10 space-y-8 text-left">
      <div>
        <p className="mb-2 font-semibold text-slate-800">Search companies and products</p>
        <SearchBox />
      </div>
      {featuredCompanies.length > 0 ? (
        <section aria-labelledby="top-companies-title">
          <h2 id="top-companies-title" className="text-lg font-bold">
            Top companies
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {featuredCompanies.map((company) => (
              <li key={company.id} className="rounded-lg border border-slate-200 p-4">
                <Link
                  to={companyPath(company)}
                  className="font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {company.name}
                </Link>
                {company.shortDescription ? (
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700">
                    {company.shortDescription}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
