/** Security headers and CSRF protection that every response and every state change goes through. */
import { createHash } from "node:crypto";
import type { Env } from "~/env.server";
import type { CrossSiteExemption } from "~/lib/request-rules";

export interface SecurityOptions {
  siteUrl: string;
  isDevelopment: boolean;
  gaMeasurementId?: string | undefined;
  /** Other origins a form's POST may lead to (its redirect): Stripe's pages when Stripe is on. */
  formTargets?: readonly string[];
}

/**
 * Where the workspace's Subscribe and Manage billing forms are redirected (303) when Stripe is on
 * (docs/decisions/140): browsers hold a form's redirect to `form-action` too.
 */
export const STRIPE_FORM_TARGETS = ["https://checkout.stripe.com", "https://billing.stripe.com"];

export function securityOptions(
  env: Pick<Env, "SITE_URL" | "NODE_ENV" | "GA_MEASUREMENT_ID" | "STRIPE_SECRET_KEY">,
): SecurityOptions {
  return {
    siteUrl: env.SITE_URL,
    isDevelopment: env.NODE_ENV === "development",
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    formTargets: env.STRIPE_SECRET_KEY ? STRIPE_FORM_TARGETS : [],
  };
}

/**
 * The inline scripts a page may run (docs/decisions/102): a signed-in visitor's page names its
 * answer's nonce; a signed-out visitor's page, the same bytes for everyone, lists the SHA-256 of
 * each of its inline scripts; anything else (files, error text) allows none.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] } | null;

export function buildContentSecurityPolicy(
  inline: InlineScripts,
  options: SecurityOptions,
): string {
  const isGaEnabled = Boolean(options.gaMeasurementId);
  const allowed = !inline
    ? []
    : "nonce" in inline
      ? [`'nonce-${inline.nonce}'`]
      : inline.hashes.map((hash) => `'${hash}'`);
  // Vite's dev server injects inline scripts without a nonce; production allows only these.
  const scriptSrc = options.isDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", ...allowed];
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
    `form-action ${["'self'", ...(options.formTargets ?? [])].join(" ")}`,
    "frame-ancestors 'none'",
  ];
  if (options.siteUrl.startsWith("https:")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The `sha256-…` source of every inline script in a page (not data blocks such as JSON-LD, which
 * are never run), for a Content-Security-Policy that allows exactly these.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes];
}

export function securityHeaders(
  inline: InlineScripts,
  options: SecurityOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": buildContentSecurityPolicy(inline, options),
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
 * header does not come from a browser page, so it carries no victim's cookies to abuse. `site` is
 * SITE_URL, or the site's origins (Env.SITE_ORIGINS: both loopback names when SITE_URL is unset).
 */
export function isCrossSiteRequest(
  request: { method: string; headers: { get(name: string): string | null } },
  site: string | readonly string[],
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  const origins = typeof site === "string" ? [new URL(site).origin] : site;
  if (origin) return !origins.includes(origin);
  return false;
}

/**
 * Whether a state change may come from another site because its route says so
 * (app/lib/request-rules.ts, declared in the route's `handle`):
 * - `url-token`: a POST authorised by a signed token in its URL alone, never by cookies. The
 *   one-click unsubscribe (RFC 8058) is posted by mail clients, sometimes from a webmail page of
 *   another origin; the token only ever unsubscribes the one address it was made for (052).
 * - `bearer-key`: a call with an `Authorization: Bearer` header and no Cookie header. A browser
 *   adds cookies, not Authorization headers, to a forged request, so a request without cookies
 *   carries no victim's session (and the REST API never reads one). A request with a cookie is
 *   checked like any other (decision 136).
 */
export function isCrossSiteExempt(
  exemption: CrossSiteExemption | undefined,
  request: { method: string; headers: { get(name: string): string | null } },
): boolean {
  if (exemption === "url-token") return request.method.toUpperCase() === "POST";
  if (exemption === "bearer-key") {
    return (
      /^Bearer\s+\S/i.test(request.headers.get("authorization") ?? "") &&
      !request.headers.get("cookie")
    );
  }
  return false;
}
