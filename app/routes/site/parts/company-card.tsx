import { Link } from "react-router";
import { CategoryTags } from "~/components/category-tags";
import { CardLogo } from "~/components/picture";
import { companyPath, DEFAULT_RESPONSE_TIME } from "~/lib/catalogue";

export interface CompanyCardData {
  id: string;
  name: string;
  logo: string | null;
  verified: boolean;
  shortDescription: string;
  categories: string[];
  samplesAvailable: boolean;
  /** How many of its products can be requested now. */
  availableProducts: number;
  responseTime: string | null;
}

/** "1 sample", "6 samples". */
export function formatSampleCount(count: number): string {
  return `${count} ${count === 1 ? "sample" : "samples"}`;
}

/**
 * What a visitor weighs before opening a company: how many samples it offers and how soon it
 * answers (the company page's default when it has not said). Home and search cards show it.
 */
export function CompanyFigures({
  availableProducts,
  responseTime,
  className = "",
}: {
  availableProducts: number;
  responseTime: string | null;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700 ${className}`}>
      <span className="font-semibold text-slate-900">{formatSampleCount(availableProducts)}</span>
      <span>Response time: {responseTime ?? DEFAULT_RESPONSE_TIME}</span>
    </p>
  );
}

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M8.6 13.4 5.2 10l-1.4 1.4 4.8 4.8 8-8-1.4-1.4z" />
      </svg>
      Verified
    </span>
  );
}

export function AvailabilityBadge({ isAvailable }: { isAvailable: boolean }) {
  return isAvailable ? (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      Samples Available
    </span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Limited Stock
    </span>
  );
}

/**
 * A company in the directory grid: logo, name, verified badge, summary, 3 categories, its sample
 * count and response time.
 */
export function CompanyCard({ company }: { company: CompanyCardData }) {
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex items-center gap-3">
        <CardLogo logo={company.logo} />
        <div>
          <h3 className="font-semibold">
            <Link
              to={companyPath(company)}
              className="after:absolute after:inset-0 focus:outline-none hover:underline"
            >
              {company.name}
            </Link>
          </h3>
          {company.verified ? <VerifiedBadge /> : null}
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700">{company.shortDescription}</p>
      <CompanyFigures
        availableProducts={company.availableProducts}
        responseTime={company.responseTime}
        className="mt-3"
      />
      <CategoryTags
        categories={company.categories}
        className="mt-3"
        tagClassName="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800"
      />
      <div className="mt-3">
        <AvailabilityBadge isAvailable={company.samplesAvailable} />
      </div>
    </article>
  );
}
