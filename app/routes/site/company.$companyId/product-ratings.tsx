/**
 * The company page's ratings (docs/decisions/092): per product the average of its visible ratings
 * (one decimal) and their count, only for products with at least MIN_PUBLIC_RATINGS. Comments are
 * not public: they are written to the supplier, and the page carries no moderation queue.
 */
import { TitledSection } from "~/components/titled-section";
import { formatAverage, MIN_PUBLIC_RATINGS, ratingCount } from "~/lib/ratings";

export interface PublicRating {
  productId: string;
  productName: string;
  average: number;
  count: number;
}

export function ProductRatings({ ratings }: { ratings: readonly PublicRating[] }) {
  if (ratings.length === 0) return null;
  return (
    <TitledSection id="ratings-title" title="Ratings" className="mt-10" heading="small">
      <p className="mt-2 text-sm text-slate-700">
        From dental professionals who requested samples here, 1 (poor) to 5 (excellent); shown once
        a product has {MIN_PUBLIC_RATINGS} ratings.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {ratings.map((r) => (
          <li
            key={r.productId}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            data-testid="product-rating"
          >
            <span className="min-w-0 font-medium break-words">{r.productName}</span>
            <span className="text-slate-800">
              <strong className="font-semibold tabular-nums">{formatAverage(r.average)}</strong> out
              of 5 · {ratingCount(r.count)}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
