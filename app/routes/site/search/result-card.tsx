import { Link } from "react-router";
import { CategoryTags } from "~/components/category-tags";
import { Highlight, HighlightedDescription } from "~/components/highlight";
import { CardLogo } from "~/components/picture";
import { resultPath } from "~/lib/search/dropdown";
import type { SearchResult } from "~/lib/search/types";
import { CompanyFigures } from "~/routes/site/parts/company-card";
import { RatingSummary } from "~/routes/site/parts/rating-summary";

/** A company's page, or a product's own page. */
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
        {result.type === "product" ? <ProductKeyFacts result={result} /> : null}
        {result.rating ? <RatingSummary rating={result.rating} className="mt-2 text-sm" /> : null}
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

/** A product's key facts: latex-free, has a Safety Data Sheet (docs/decisions/091). */
function ProductKeyFacts({ result }: { result: SearchResult }) {
  const facts = [
    result.latexFree ? "Latex-free" : null,
    result.hasSds ? "Safety Data Sheet" : null,
  ].filter((f): f is string => f !== null);
  if (facts.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Product facts">
      {facts.map((fact) => (
        <li
          key={fact}
          className="rounded border border-emerald-300 bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900"
        >
          {fact}
        </li>
      ))}
    </ul>
  );
}
