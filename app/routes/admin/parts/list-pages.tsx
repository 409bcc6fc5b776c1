/**
 * A console list's page links, keeping its search and filters: Previous page and Next page for a
 * list paged by offset (page=2), the first and the next page for one paged by a cursor (after=…).
 */
import { PageLinks } from "~/components/page-links";

/** The list's other query parameters (search, filter); empty ones are left out. */
type Search = Record<string, string | null>;

function queryOf(search: Search, extra: [string, string] | null = null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value) params.set(name, value);
  if (extra) params.set(...extra);
  return params.size > 0 ? `?${params}` : ".";
}

export function ListPages({
  label,
  page,
  hasNext,
  search,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  search: Search;
}) {
  const href = (n: number) => queryOf(search, n > 1 ? ["page", String(n)] : null);
  return (
    <PageLinks
      label={label}
      firstHref={page > 1 ? href(page - 1) : null}
      firstText="Previous page"
      nextHref={hasNext ? href(page + 1) : null}
    />
  );
}

export function CursorPages({
  label,
  search = {},
  cursor,
  isFirstPage,
  firstText,
  nextText,
}: {
  label?: string;
  search?: Search;
  /** The next page's cursor parameter and value (null: this is the last page). */
  cursor: [name: string, value: string | null];
  isFirstPage: boolean;
  firstText?: string;
  nextText?: string;
}) {
  const [name, next] = cursor;
  return (
    <PageLinks
      label={label}
      firstHref={isFirstPage ? null : queryOf(search)}
      nextHref={next ? queryOf(search, [name, next]) : null}
      firstText={firstText}
      nextText={nextText}
    />
  );
}
