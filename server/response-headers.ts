/**
 * What every answer carries unless it set its own (docs/decisions/003, 042, 102, 154): the
 * security headers, and a Cache-Control that says who may keep it (private, no-store unless the
 * route says otherwise). The defaults are applied just before the headers go out, so a route's
 * own header (a page's Content-Security-Policy with its scripts' hashes, an upload's stricter
 * policy, a resource route's or a catalogue page's Cache-Control) is never doubled.
 */
import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/lib/http-errors";
import { isSharedCacheable, PRIVATE_CACHE_CONTROL } from "~/lib/page-headers";
import { hasSessionCookie } from "~/lib/session-cookie.server";
import { type SecurityOptions, securityHeaders } from "~/security.server";
import { beforeHeaders } from "./before-headers";
import { routeRules } from "./route-rules";

/**
 * A page its route declares shared-cacheable (app/lib/page-headers.ts: `public`, `s-maxage`,
 * `Vary: Accept-Encoding`) is so only as a signed-out visitor's (no session cookie, whatever
 * other cookies) 200 document read that sets no cookie; anything else (signed in, loader data, an
 * error, an answer to a post) is kept by nobody (docs/decisions/167).
 */
function isSharedRead(req: Request, res: Response): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    res.statusCode === 200 &&
    !hasSessionCookie(req.get("cookie")) &&
    !res.hasHeader("Set-Cookie") &&
    !req.path.endsWith(".data")
  );
}

/**
 * A visitor who may be signed in (the request has the session cookie) gets a fresh nonce for
 * their page's scripts (`res.locals.nonce`); a signed-out visitor's page is the same bytes for
 * everyone and lists its scripts' hashes instead (app/entry.server.tsx), so their answers get no
 * nonce. Every 5xx (an outage's 503 among them) is private, no-store, whatever the route said,
 * and a 503 says when to try again (Retry-After, UNAVAILABLE_RETRY_AFTER_SECONDS unless its own).
 */
export function defaultResponseHeaders(security: SecurityOptions): RequestHandler {
  const newNonce = nonceSource();
  return (req, res, next) => {
    const nonce = hasSessionCookie(req.get("cookie")) ? newNonce() : undefined;
    res.locals.nonce = nonce;
    const defaults = securityHeaders(nonce ? { nonce } : null, security);
    beforeHeaders(res, () => {
      // The Google sign-in popup passes through another origin; the routes it passes declare
      // that they keep their opener so the popup can report back (docs/decisions/032).
      if (routeRules(res).rules.keepsOpener) {
        defaults["Cross-Origin-Opener-Policy"] = "unsafe-none";
      }
      for (const [name, value] of Object.entries(defaults)) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
      const cacheControl = res.getHeader("Cache-Control");
      const isShared = isSharedCacheable(typeof cacheControl === "string" ? cacheControl : null);
      if (!cacheControl || (isShared && !isSharedRead(req, res)) || res.statusCode >= 500) {
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      if (res.statusCode === 503 && !res.hasHeader("Retry-After")) {
        res.setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      }
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
