/**
 * What every answer carries unless it set its own (docs/decisions/003, 042, 102): the security
 * headers, and a Cache-Control that says who may keep it. The defaults are applied just before
 * the headers go out, so a route's own header (a page's Content-Security-Policy with its scripts'
 * hashes, an upload's stricter policy, a resource route's Cache-Control) is never doubled.
 */
import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { type SecurityOptions, securityHeaders } from "~/security.server";

/** Paths of the public catalogue pages: the same for every signed-out visitor. */
export const CATALOGUE_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/company\/[^/]+(\/[^/]+)?$/,
  /^\/company\/[^/]+\/products\/[^/]+(\/[^/]+)?$/,
  /^\/search$/,
  /^\/blog(\/[a-z0-9-]+)?$/,
  /^\/(privacy|terms|for-suppliers|pricing|developers)$/,
];

export function isCataloguePage(path: string): boolean {
  return CATALOGUE_PAGES.some((pattern) => pattern.test(path));
}

/** Shared caches (a CDN or proxy) may keep a page for a minute and serve it stale while updating. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Personal, signed-in or loader data: kept by nobody. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * A signed-out visitor's (no cookie) catalogue page is shared-cacheable; everything else
 * (signed in, loader data, personal pages, errors, answers to posts) is kept by nobody.
 */
export function cacheControlFor(req: Request, status: number): string {
  const isPublicRead =
    (req.method === "GET" || req.method === "HEAD") &&
    status === 200 &&
    !req.get("cookie") &&
    !req.path.endsWith(".data") &&
    isCataloguePage(req.path);
  return isPublicRead ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}

/** Runs `apply` once, just before the answer's status line and headers are written. */
function beforeHeaders(res: Response, apply: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    res.writeHead = writeHead;
    if (typeof args[0] === "number") this.statusCode = args[0];
    apply();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/**
 * A visitor who may be signed in (the request has a cookie) gets a fresh nonce for their page's
 * scripts (`res.locals.nonce`); a signed-out visitor's page is the same bytes for everyone and
 * lists its scripts' hashes instead (app/entry.server.tsx), so their answers get no nonce.
 */
export function defaultResponseHeaders(security: SecurityOptions): RequestHandler {
  const newNonce = nonceSource();
  return (req, res, next) => {
    const nonce = req.get("cookie") ? newNonce() : undefined;
    res.locals.nonce = nonce;
    const defaults = securityHeaders(nonce ? { nonce } : null, security);
    // The Google sign-in popup passes through another origin; these pages must keep their
    // opener so the popup can report back (docs/decisions/032).
    if (req.path.startsWith("/api/auth/") || req.path.startsWith("/auth/google")) {
      defaults["Cross-Origin-Opener-Policy"] = "unsafe-none";
    }
    beforeHeaders(res, () => {
      for (const [name, value] of Object.entries(defaults)) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
      if (!res.hasHeader("Cache-Control")) {
        res.setHeader("Cache-Control", cacheControlFor(req, res.statusCode));
      }
      if (isCataloguePage(req.path)) res.vary("Cookie");
    });
    next();
  };
}

/**
 * CSP nonces of 16 random bytes each (24 base64 characters), cut from a buffer of random bytes
 * refilled 4 KB at a time: one call to the system's random source per 256 answers.
 */
function nonceSource(): () => string {
  const NONCE_BYTES = 16;
  let pool = randomBytes(4096);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = randomBytes(4096);
      offset = 0;
    }
    const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}
