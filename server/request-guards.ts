/**
 * What a request must look like before React Router sees it (docs/decisions/003, 042, 154): its
 * method, where a state change comes from, and control characters in its address. Each rule is
 * checked here once, for every route; what a route declares for itself (its own methods, a
 * cross-site exemption, problem+json refusals) comes from its `handle` (server/route-rules.ts).
 */
import type { RequestHandler, Response } from "express";
import { hasControlCharacter } from "~/lib/control-characters";
import { CROSS_SITE } from "~/lib/http-errors";
import { PROBLEM_CONTENT_TYPE, problemJson, problemTypeOf } from "~/lib/problem-details";
import { isCrossSiteExempt, isCrossSiteRequest } from "~/security.server";
import { routeRules } from "./route-rules";

/** Methods the site answers; anything else gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * Answers a refused request: plain text, or RFC 9457 problem+json where the route says its every
 * error is one (the REST API: issue 38 point 5, docs/decisions/147).
 */
export function refuse(res: Response, status: number, message: string, headers = {}) {
  res.status(status).set(headers);
  if (routeRules(res).rules.problemDetails) {
    res.type(PROBLEM_CONTENT_TYPE).send(problemJson(problemTypeOf(status), message, status));
    return;
  }
  res.type("text/plain").send(message);
}

/** What a refused cross-site form gets: a page that says why and what to do (issue 23). */
export const CROSS_SITE_MESSAGE = CROSS_SITE.text;

const CROSS_SITE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${CROSS_SITE.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${CROSS_SITE.title}</h1><p>${CROSS_SITE.text}</p><p><a href="/">Home</a></p></body></html>`;

/**
 * 405 with `Allow` for PUT, PATCH, DELETE, OPTIONS and the rest, except on a route that answers
 * its methods itself (the REST API's layout: each resource's own `Allow`, 404 for no resource).
 */
export function allowOnlySiteMethods(): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    if (allowed.has(req.method) || routeRules(res).rules.ownMethods) return next();
    refuse(res, 405, "Method not allowed.", { Allow: ALLOWED_METHODS.join(", ") });
  };
}

/**
 * 403 for a state change sent from another site (Sec-Fetch-Site, else Origin: docs/decisions/003).
 * A route may declare an exemption (app/lib/request-rules.ts): a POST authorised by a signed token
 * in its URL alone (the one-click unsubscribe, posted by mail clients: 052), decided on the route
 * the router resolves (`%2e%2e` included); a call with a Bearer key and no cookie (the REST API:
 * 136). React Router's own Origin check must not see another site's Origin there either.
 */
export function refuseCrossSiteRequests(site: string | readonly string[]): RequestHandler {
  return (req, res, next) => {
    const { rules } = routeRules(res);
    const headers = { get: (name: string) => req.get(name) ?? null };
    if (isCrossSiteExempt(rules.crossSite, { method: req.method, headers })) {
      delete req.headers.origin;
      return next();
    }
    if (isCrossSiteRequest({ method: req.method, headers }, site)) {
      // React Router's data requests (JavaScript on) get the reason alone, which the page's error
      // boundary shows (app/components/route-error-page.tsx); the API a problem; a form, the page.
      if (req.path.endsWith(".data") || rules.problemDetails) {
        return refuse(res, 403, CROSS_SITE.text);
      }
      res.status(403).type("html").send(CROSS_SITE_PAGE);
      return;
    }
    next();
  };
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export const CONTROL_CHARACTER_IN_QUERY = "The address holds characters that are not allowed.";

/**
 * A path that holds a control character (C0 or DEL: in no address the site makes, refused by every
 * form field) names nothing (404), a query that holds one is a bad request (400), before any
 * loader runs: a NUL that reached PostgreSQL answered 500, and a CSV export broke off mid-stream
 * (issue 28). The path is decoded as React Router decodes it (whole, or not at all when its
 * percent-encoding is bad) and the query as URLSearchParams reads it. Null: the request may pass.
 */
export function controlCharacterRefusal(
  originalUrl: string,
): { status: 400 | 404; message: string } | null {
  const queryStart = originalUrl.indexOf("?");
  const path = decodedPath(queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart));
  if (path !== null && hasControlCharacter(path))
    return { status: 404, message: "Page not found." };
  const query = queryStart === -1 ? "" : originalUrl.slice(queryStart + 1);
  for (const [name, value] of new URLSearchParams(query)) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) {
      return { status: 400, message: CONTROL_CHARACTER_IN_QUERY };
    }
  }
  return null;
}

/** Every id in a path and every query is checked here once (`controlCharacterRefusal`). */
export function refuseControlCharacters(): RequestHandler {
  return (req, res, next) => {
    const refusal = controlCharacterRefusal(req.originalUrl);
    if (refusal) return refuse(res, refusal.status, refusal.message);
    next();
  };
}
