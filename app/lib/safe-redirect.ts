/**
 * Where to send a user after signing in: only a path on this site. The target is normalised
 * first (dot segments, percent-encoded dots, React Router's data-request artefacts) and checked
 * afterwards, so `/.//evil.example` or `/%2e%2e//evil.example` cannot turn into `//evil.example`.
 * Anything that is not a same-origin path gives `fallback`.
 */
const BASE = "http://same.invalid";
const MAX_LENGTH = 2048;

/** Query parameters React Router adds to data requests and index-route submissions. */
const ARTEFACT_PARAMS = ["_data", "_routes", "index"];

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A leading `//` or `/\` (also percent-encoded): a browser would read it as another host. */
function startsLikeAnotherHost(path: string): boolean {
  if (/^\/[/\\]/.test(path)) return true;
  return /^\/(%2f|%5c)/i.test(path);
}

/** The same-origin path `to` normalises to, or null when it is not one. */
export function normaliseRedirect(to: unknown): string | null {
  if (typeof to !== "string" || to === "" || to.length > MAX_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(to)) return null;
  if (!to.startsWith("/") || startsLikeAnotherHost(to)) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // React Router's single-fetch URLs: `/page.data`, `/_root.data` (the home page), `?_routes=`.
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  for (const name of ARTEFACT_PARAMS) if (url.searchParams.has(name)) url.searchParams.delete(name);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Check again after normalising: dot segments can leave `//host` behind. A path with an
  // encoded control character or backslash is refused too (some hops decode before redirecting).
  if (!path.startsWith("/") || startsLikeAnotherHost(path) || UNSAFE_CHARACTERS.test(path)) {
    return null;
  }
  const decodedPath = safeDecode(url.pathname);
  if (decodedPath === null || UNSAFE_CHARACTERS.test(decodedPath) || /\s/u.test(decodedPath)) {
    return null;
  }
  return path;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function safeRedirect(to: unknown, fallback = "/"): string {
  const path = normaliseRedirect(to);
  if (path === null) return fallback;
  // Never bounce back into the sign-in pages themselves.
  if (/^\/(login|signup|logout)(\/|\?|#|$)/.test(path)) return fallback;
  return path;
}

/** `/login?redirectTo=…` for the page at `url` (path and query only, without data artefacts). */
export function loginPath(url: URL | string): string {
  const u = typeof url === "string" ? new URL(url) : url;
  return `/login?${new URLSearchParams({ redirectTo: safeRedirect(`${u.pathname}${u.search}`) })}`;
}
