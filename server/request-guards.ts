/**
 * What a request must look like before React Router sees it (docs/decisions/003, 042): the
 * method, where a state change comes from, the body's content type and its size. Each rule is
 * checked here once, for every route.
 */
import type { RequestHandler, Response } from "express";
import { hasControlCharacter } from "~/lib/control-characters";
import { CROSS_SITE } from "~/lib/http-errors";
import { PROBLEM_CONTENT_TYPE, problemJson, problemTypeOf } from "~/lib/problem-details";
import {
  keptFilesBytes,
  LOGO_FIELDS,
  PRODUCT_FIELDS,
  type UploadFields,
} from "~/lib/upload-fields";
import { MAX_IMPORT_BYTES } from "~/models/catalogue/catalogue-import.server";

import { apiMethodRefusal } from "~/models/integrations/api-methods.server";
import {
  isBearerOnlyApiRequest,
  isCrossSiteRequest,
  isRestApiTarget,
  isTokenAuthenticatedPost,
  REST_API_PATH,
} from "~/security.server";

/** Methods the site answers; anything else gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Forms: small text fields only. Larger bodies are refused before they are read. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

export interface BodyPolicy {
  /**
   * Largest body accepted, in bytes; more is answered with 413 without reading it. For a route
   * with upload `fields`: the most that is kept of a multipart body (the files cut at their
   * fields' limits); the body sent may be larger (up to UPLOAD_BODY_CEILING_BYTES).
   */
  maxBytes: number;
  /** Accepted media types (without parameters); any other is answered with 415. */
  contentTypes: readonly string[];
  /** How long the body may take to arrive (a large upload gets longer than a form). */
  deadlineMs?: number;
  /** Whose posts these are: the caller is checked before a byte of the body is read (115). */
  area?: "admin" | "workspace";
  /** The route's upload fields and each one's limit (app/lib/upload-fields.ts, 116). */
  fields?: UploadFields;
}

/** Time for an upload of tens of megabytes on a slow line, still well before Node's 300 s. */
const UPLOAD_DEADLINE_MS = 150_000;

/**
 * The largest upload body read at all: a file over its field's limit is read to its end but not
 * kept (so the form can say so), up to this; a larger body is answered 413 and cut off.
 */
export const UPLOAD_BODY_CEILING_BYTES = 256 * 1024 * 1024;

export const FORM_BODY_POLICY: BodyPolicy = {
  maxBytes: FORM_BODY_LIMIT_BYTES,
  contentTypes: FORM_CONTENT_TYPES,
};

function uploadPolicy(area: "admin" | "workspace", fields: UploadFields): BodyPolicy {
  return {
    maxBytes: keptFilesBytes(fields) + FORM_BODY_LIMIT_BYTES,
    contentTypes: FORM_CONTENT_TYPES,
    deadlineMs: UPLOAD_DEADLINE_MS,
    area,
    fields,
  };
}

/**
 * The per-route seam: routes whose bodies are not forms. First match wins; everything else is a
 * form. An upload route names its area and its upload fields (app/lib/upload-fields.ts).
 */
export const BODY_POLICIES: ReadonlyArray<readonly [RegExp, BodyPolicy]> = [
  // better-auth's own routes (the OAuth callback may be a form_post; the library speaks JSON).
  [
    /^\/api\/auth\//,
    { maxBytes: FORM_BODY_LIMIT_BYTES, contentTypes: ["application/json", ...FORM_CONTENT_TYPES] },
  ],
  // The workspace's listing (a logo) and product editor (images and PDF documents).
  [/^\/supplier\/[^/]+\/listing(\.data)?$/, uploadPolicy("workspace", LOGO_FIELDS)],
  [
    /^\/supplier\/[^/]+\/listing\/products\/[^/]+(\.data)?$/,
    uploadPolicy("workspace", PRODUCT_FIELDS),
  ],
  // The console's company and product forms, new and edit (not their delete pages).
  [/^\/admin\/companies\/[^/]+(\.data)?$/, uploadPolicy("admin", LOGO_FIELDS)],
  [/^\/admin\/products\/[^/]+(\.data)?$/, uploadPolicy("admin", PRODUCT_FIELDS)],
  // The catalogue import's CSV files (app/models/catalogue/catalogue-import.server.ts).
  [
    /^\/admin\/catalogue(\.data)?$/,
    uploadPolicy("admin", { file: { maxBytes: MAX_IMPORT_BYTES, maxFiles: 1 } }),
  ],
  // The REST API's JSON bodies (docs/decisions/136).
  [REST_API_PATH, { maxBytes: 16 * 1024, contentTypes: ["application/json"] }],
  // Stripe's signed events (app/routes/public/webhooks.stripe.ts): JSON, up to 512 KiB.
  [/^\/webhooks\/stripe$/, { maxBytes: 512 * 1024, contentTypes: ["application/json"] }],
  // First-party analytics beacons (app/lib/analytics.ts sends JSON).
  [/^\/api\/events(\.data)?$/, { maxBytes: 4096, contentTypes: ["application/json"] }],
];

export function bodyPolicyFor(
  path: string,
  policies: ReadonlyArray<readonly [RegExp, BodyPolicy]> = BODY_POLICIES,
): BodyPolicy {
  for (const [pattern, policy] of policies) if (pattern.test(path)) return policy;
  return FORM_BODY_POLICY;
}

/**
 * Answers a refused request: plain text, or RFC 9457 problem+json on the REST API's paths, whose
 * every error is one (issue 38 point 5, docs/decisions/147).
 */
export function refuse(res: Response, status: number, message: string, headers = {}) {
  res.status(status).set(headers);
  if (isRestApiTarget(res.req.originalUrl)) {
    res.type(PROBLEM_CONTENT_TYPE).send(problemJson(problemTypeOf(status), message, status));
    return;
  }
  res.type("text/plain").send(message);
}

/** What a refused cross-site form gets: a page that says why and what to do (issue 23). */
export const CROSS_SITE_MESSAGE = CROSS_SITE.text;

const CROSS_SITE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${CROSS_SITE.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${CROSS_SITE.title}</h1><p>${CROSS_SITE.text}</p><p><a href="/">Home</a></p></body></html>`;

/**
 * 405 with `Allow` for PUT, PATCH, DELETE, OPTIONS and the rest. On the REST API's paths each
 * resource's own methods (app/models/integrations/api-methods.server.ts): another method is 405
 * with that resource's `Allow`, an address that is no resource 404, before any body is read.
 */
export function allowOnlySiteMethods(): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    const apiPath = restApiPathname(req.originalUrl);
    if (apiPath !== null) {
      const refusal = apiMethodRefusal(apiPath, req.method);
      if (!refusal) return next();
      const headers = refusal.status === 405 ? { Allow: refusal.allow } : {};
      return refuse(res, refusal.status, refusal.detail, headers);
    }
    if (allowed.has(req.method)) return next();
    refuse(res, 405, "Method not allowed.", { Allow: ALLOWED_METHODS.join(", ") });
  };
}

/** The REST API path a request target names (dot segments resolved), or null for any other. */
function restApiPathname(target: string): string | null {
  if (!isRestApiTarget(target)) return null;
  return new URL(target, "http://localhost").pathname;
}

/**
 * 403 for a state change sent from another site (Sec-Fetch-Site, else Origin: docs/decisions/003).
 * A POST authorised by a signed token in its URL alone (the one-click unsubscribe, posted by mail
 * clients) is exempt, decided on the path as the router resolves it (`%2e%2e` included), and
 * React Router's own Origin check must not see another site's Origin there either (052); so is a
 * REST API call made with a Bearer key and without cookies (136).
 */
export function refuseCrossSiteRequests(site: string | readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (req.method === "POST" && isTokenAuthenticatedPost(req.originalUrl)) {
      delete req.headers.origin;
      return next();
    }
    const headers = { get: (name: string) => req.get(name) ?? null };
    // A REST API call with its Bearer key and no cookie (decision 136): no session to forge.
    if (isBearerOnlyApiRequest(req.originalUrl, headers)) {
      delete req.headers.origin;
      return next();
    }
    if (isCrossSiteRequest({ method: req.method, headers }, site)) {
      // React Router's data requests (JavaScript on) get the reason alone, which the page's error
      // boundary shows (app/components/route-error-page.tsx); the API a problem; a form, the page.
      if (req.path.endsWith(".data") || isRestApiTarget(req.originalUrl)) {
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

/** The media type without parameters, lower-cased; "" when there is none. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}
