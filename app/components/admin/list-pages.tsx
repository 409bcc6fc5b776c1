/** A console list's page links (offset pages in SQL): Previous page and Next page, keeping the search. */
import { PageLinks } from "~/components/page-links";

export function ListPages({
  label,
  page,
  hasNext,
  search,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  /** The list's other query parameters (search, filter). */
  search: Record<string, string>;
}) {
  const href = (n: number) => {
    const params = new URLSearchParams(Object.entries(search).filter(([, v]) => v !== ""));
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  return (
    <PageLinks
      label={label}
      firstHref={page > 1 ? href(page - 1) : null}
      firstText="Previous page"
      nextHref={hasNext ? href(page + 1) : null}
    />
  );
}
