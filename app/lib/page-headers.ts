/**
 * What a page's answer says about itself in its headers (docs/decisions/080, 102, 119, 154,
 * 167): who may keep it (its route's `headers` export declares it; the server makes it private,
 * no-store for a signed-in visitor, loader data, an error or an answer to a post), and which view
 * of a company page it is (the server counts it once the answer has gone out, from the page cache
 * too, and never sends the header on).
 */

/** Shared caches (a CDN or proxy) may keep a page for a minute and serve it stale while updating. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Personal, signed-in or loader data: kept by nobody. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

interface HeadersArgs {
  loaderHeaders: Headers;
  parentHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders: Headers | undefined;
}

/** Headers an action or loader sets that must reach the client, not only Set-Cookie. */
export const FORWARDED_HEADERS = ["Retry-After", "X-Page-View"];

/** A route's headers: its parent's, plus FORWARDED_HEADERS from its action, error or loader. */
export function forwardingHeaders({
  loaderHeaders,
  parentHeaders,
  actionHeaders,
  errorHeaders,
}: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  for (const name of FORWARDED_HEADERS) {
    const value = actionHeaders.get(name) ?? errorHeaders?.get(name) ?? loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * The `headers` of a public catalogue page, the same bytes for every signed-out visitor: shared
 * caches may keep it (SHARED_CACHE_CONTROL), and only its encoding varies. Not `Vary: Cookie`:
 * every visitor with an analytics or consent cookie would be a cache entry of their own. A
 * signed-in visitor's copy (the session cookie) is made private, no-store by the server, and
 * shared caches pass such requests on (docs/production.md, docs/decisions/167).
 */
export function cataloguePageHeaders(args: HeadersArgs): Headers {
  const headers = forwardingHeaders(args);
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.set("Vary", "Accept-Encoding");
  return headers;
}

/** Whether an answer's headers say a shared cache may keep it (a catalogue page's do). */
export function isSharedCacheable(cacheControl: string | null | undefined): boolean {
  return (
    /(^|,)\s*public\s*(,|$)/i.test(cacheControl ?? "") && /s-maxage=/i.test(cacheControl ?? "")
  );
}

/** The header a company page's loader names its view in (the server reads it and drops it). */
export const PAGE_VIEW_HEADER = "X-Page-View";

/** How many `?product=` ids one view may count (a page lists few; a crafted URL gains nothing). */
const MAX_PRODUCTS_PER_VIEW = 10;

export interface PageView {
  companyId: string;
  productIds: string[];
}

/** `company=<id>; products=<id>,<id>`, each id percent-encoded. */
export function pageViewHeader(companyId: string, products: readonly string[]): string {
  const productIds = products
    .filter((id) => id.length > 0 && id.length <= 200)
    .slice(0, MAX_PRODUCTS_PER_VIEW);
  const encoded = productIds.map((id) => encodeURIComponent(id)).join(",");
  return `company=${encodeURIComponent(companyId)}; products=${encoded}`;
}

export function parsePageViewHeader(value: string | null | undefined): PageView | null {
  const match = /^company=([^;]+); products=(.*)$/.exec(value ?? "");
  if (!match?.[1]) return null;
  try {
    return {
      companyId: decodeURIComponent(match[1]),
      productIds: (match[2] ?? "")
        .split(",")
        .filter(Boolean)
        .map((id) => decodeURIComponent(id)),
    };
  } catch {
    return null;
  }
}
