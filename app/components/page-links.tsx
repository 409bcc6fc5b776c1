import { Link } from "react-router";

/**
 * The links between the pages of a keyset-paged list: back to the first page and on to the next.
 * Each is left out where it leads nowhere (already on the first page, or on the last).
 */
export function PageLinks({
  label = "Pages",
  firstHref,
  nextHref,
  firstText = "First page",
  nextText = "Next page",
}: {
  /** The navigation landmark's name. */
  label?: string;
  /** The first page's address; null on the first page. */
  firstHref: string | null;
  /** The next page's address; null on the last page. */
  nextHref: string | null;
  firstText?: string;
  nextText?: string;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex gap-4">
      {firstHref ? (
        <Link to={firstHref} className="font-semibold text-brand-700 underline">
          {firstText}
        </Link>
      ) : null}
      {nextHref ? (
        <Link to={nextHref} className="font-semibold text-brand-700 underline">
          {nextText}
        </Link>
      ) : null}
    </nav>
  );
}
