/**
 * One rating as the supplier's workspace and the operators' list show it: product, stars out of
 * five, date and comment; a hidden one says so (the operators still read its comment). `children`
 * holds the operators' hide / show button.
 */
import { formatLongDate } from "~/lib/dates";

export interface RatingCardData {
  id: string;
  productName: string;
  /** Shown above the product on the operators' list. */
  companyName?: string;
  rating: number;
  comment: string;
  isHidden: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function RatingCard({
  rating,
  children,
}: {
  rating: RatingCardData;
  children?: React.ReactNode;
}) {
  const headingId = `rating-${rating.id}`;
  const isEdited =
    new Date(rating.updatedAt).getTime() - new Date(rating.createdAt).getTime() > 1000;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {rating.companyName ? (
              <p className="text-sm text-slate-700">{rating.companyName}</p>
            ) : null}
            <h3 id={headingId} className="font-semibold break-words">
              {rating.productName}
            </h3>
          </div>
          <p className="font-semibold whitespace-nowrap text-slate-900">{rating.rating} out of 5</p>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          <time dateTime={new Date(rating.createdAt).toISOString()}>
            {formatLongDate(rating.createdAt)}
          </time>
          {isEdited ? ` · changed ${formatLongDate(rating.updatedAt)}` : ""}
          {rating.isHidden ? (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
              Hidden
            </span>
          ) : null}
        </p>
        {rating.comment ? (
          <p className="mt-2 whitespace-pre-line break-words text-slate-800">{rating.comment}</p>
        ) : (
          <p className="mt-2 text-sm text-slate-700 italic">
            {rating.isHidden ? "Hidden by the operators: it counts in no average." : "No comment."}
          </p>
        )}
        {children}
      </article>
    </li>
  );
}
