/**
 * Where to send a user after signing in: only a path on this site. Anything else (another
 * origin, a protocol-relative `//host`, a backslash trick, a control character) gives `fallback`.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to === "") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const base = "http://same.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Never bounce back into the sign-in pages themselves.
    if (/^\/(login|signup|logout)(\/|\?|#|$)/.test(path)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** `/login?redirectTo=…` for the page at `url` (path and query only). */
export function loginPath(url: URL | string): string {
  const u = typeof url === "string" ? new URL(url) : url;
  return `/login?${new URLSearchParams({ redirectTo: `${u.pathname}${u.search}` })}`;
}
