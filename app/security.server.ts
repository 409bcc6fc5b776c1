/** Security headers and CSRF protection that every response and every state change goes through. */

export interface SecurityOptions {
  siteUrl: string;
  isDevelopment: boolean;
  gaMeasurementId?: string | undefined;
}

export function buildContentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const isGaEnabled = Boolean(options.gaMeasurementId);
  // Vite's dev server injects inline scripts without a nonce; production allows none.
  const scriptSrc = options.isDevelopment
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", `'nonce-${nonce}'`];
  if (isGaEnabled) scriptSrc.push("https://www.googletagmanager.com");
  const connectSrc = ["'self'"];
  if (options.isDevelopment) connectSrc.push("ws:");
  if (isGaEnabled) connectSrc.push("https://*.google-analytics.com");
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.siteUrl.startsWith("https:")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(nonce: string, options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": buildContentSecurityPolicy(nonce, options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (options.siteUrl.startsWith("https:")) {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Decides whether a state-changing request may proceed. Browsers send Sec-Fetch-Site and
 * Origin on every POST; a request from another site is refused. A request with neither
 * header does not come from a browser page, so it carries no victim's cookies to abuse.
 */
export function isCrossSiteRequest(
  request: { method: string; headers: { get(name: string): string | null } },
  siteUrl: string,
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  if (origin) return origin !== new URL(siteUrl).origin;
  return false;
}

/**
 * Paths whose POST is authorised by a signed token in the URL alone, never by cookies: the
 * cross-site check does not apply to them. The one-click unsubscribe (RFC 8058) is posted by mail
 * clients, sometimes from a webmail page of another origin; the token only ever unsubscribes
 * the one address it was made for (docs/decisions/052).
 */
const TOKEN_AUTHENTICATED_POSTS = [/^\/unsubscribe\/[^/]+$/];

export function isTokenAuthenticatedPost(path: string): boolean {
  return TOKEN_AUTHENTICATED_POSTS.some((pattern) => pattern.test(path));
}
