import { Link } from "react-router";
import { formatResultCount } from "~/lib/search/count";
import type { SearchFilter, SearchPage } from "~/lib/search/types";
import { JsonLd } from "~/routes/site/parts/json-ld";
import { ResultCard, resultHref } from "./result-card";

const STRUCTURED_DATA_ITEMS = 10;
const TABS: { filter: SearchFilter; label: string }[] = [
  { filter: "all", label: "All" },
  { filter: "companies", label: "Companies" },
  { filter: "products", label: "Products" },
];

/** The counts, the All / Companies / Products tabs and the result cards. */
export function SearchResults({
  query,
  filter,
  page,
  tabHref,
  siteUrl,
}: {
  query: string;
  filter: SearchFilter;
  page: Pick<
    SearchPage,
    | "total"
    | "companyCount"
    | "productCount"
    | "isTotalCapped"
    | "isCompanyCountCapped"
    | "isProductCountCapped"
    | "results"
  >;
  tabHref: (filter: SearchFilter) => string;
  siteUrl: string;
}) {
  const counts = { all: page.total, companies: page.companyCount, products: page.productCount };
  const isCapped = {
    all: page.isTotalCapped,
    companies: page.isCompanyCountCapped,
    products: page.isProductCountCapped,
  };
  const shown = (type: SearchFilter) => formatResultCount(counts[type], isCapped[type]);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          numberOfItems: Math.min(page.results.length, STRUCTURED_DATA_ITEMS),
          itemListElement: page.results.slice(0, STRUCTURED_DATA_ITEMS).map((r, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: r.name,
            url: `${siteUrl}${resultHref(r)}`,
          })),
        }}
      />
      <p className="text-slate-800">
        <strong>
          {shown("all")} {page.total === 1 && !page.isTotalCapped ? "result" : "results"}
        </strong>{" "}
        ({shown("companies")}{" "}
        {page.companyCount === 1 && !page.isCompanyCountCapped ? "company" : "companies"},{" "}
        {shown("products")}{" "}
        {page.productCount === 1 && !page.isProductCountCapped ? "product" : "products"})
      </p>
      <nav aria-label="Result type" className="mt-4 border-b border-slate-200">
        <ul className="-mb-px flex gap-2">
          {TABS.map((tab) => (
            <li key={tab.filter}>
              <Link
                to={tabHref(tab.filter)}
                preventScrollReset
                aria-current={tab.filter === filter ? "page" : undefined}
                className="inline-block border-b-2 border-transparent px-4 py-2 font-medium text-slate-700 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {tab.label} ({shown(tab.filter)})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.results.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No {filter} match “{query}”.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Search results">
          {page.results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <ResultCard result={result} query={query} />
            </li>
          ))}
        </ul>
      )}
      {counts[filter] > page.results.length ? (
        <p className="mt-6 text-sm text-slate-700">
          Showing the {page.results.length} most relevant of {shown(filter)}. Refine your search to
          see others.
        </p>
      ) : null}
    </>
  );
}
