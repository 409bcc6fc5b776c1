/**
 * A product's public average rating (docs/decisions/092), "★ 4.3 out of 5 · 3 ratings": the
 * search results and the product page show it once a product has MIN_PUBLIC_RATINGS.
 */
import { formatAverage, ratingCount } from "~/lib/ratings";

export function RatingSummary({
  rating,
  className = "",
}: {
  rating: { average: number; count: number };
  className?: string;
}) {
  return (
    <p className={`text-slate-800 ${className}`} data-testid="rating-summary">
      <span aria-hidden="true" className="text-amber-600">
        ★{" "}
      </span>
      <strong className="font-semibold tabular-nums">{formatAverage(rating.average)}</strong> out of
      5 · {ratingCount(rating.count)}
    </p>
  );
}
