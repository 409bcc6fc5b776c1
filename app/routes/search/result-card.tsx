import { Link } from "react-router";
import { CategoryTags } from "~/components/category-tags";
import { CompanyFigures } from "~/components/company-card";
import { Highlight, HighlightedDescription } from "~/components/highlight";
import { CardLogo } from "~/components/picture";
import { resultPath } from "~/lib/search/dropdown";
import type { SearchResult } from "~/lib/search/types";

/** A company, or a product selected on its company's page (`?product=`). */
export function resultHref(result: SearchResult) {
  return resultPath(result);
}

export function ResultCard({ result, query }: { result: SearchResult; query: string }) {
  return (
    <article className="relative flex gap-4 rounded-lg border border-slate-200 p-4 hover:shadow-md">
      <CardLogo logo={result.logo} className="shrink-0" />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase text-slate-600">
          {result.type === "company" ? "Company" : `Product · ${result.companyName}`}
        </p>
        {/* Under the page's h1 with no section between: a level-2 heading (axe heading-order). */}
        <h2 className="font-semibold">
          <Link to={resultHref(result)} className="after:absolute after:inset-0 hover:underline">
            <Highlight text={result.name} query={query} />
          </Link>
        </h2>
        <HighlightedDescription text={result.description} query={query} lines={3} />
        {result.categories.length > 0 ? (
          <CategoryTags
            categories={result.categories}
            className="mt-2"
            tagClassName="rounded bg-slate-100 px-2 py-0.5 text-xs"
          />
        ) : null}
        {result.type === "company" ? (
          <CompanyFigures
            availableProducts={result.availableProducts ?? 0}
            responseTime={result.responseTime ?? null}
            className="mt-2"
          />
        ) : null}
      </div>
    </article>
  );
}
