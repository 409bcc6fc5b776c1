/**
 * What a request must look like before React Router sees it (docs/decisions/003, 042): the
 * method, where a state change comes from, the body's content type and its size. Each rule is
 * checked here once, for every route.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { hasControlCharacter } from "~/lib/control-characters";
import { MAX_PRODUCT_FILES_BYTES } from "~/lib/suppliers";
import { MAX_IMPORT_BYTES } from "~/models/catalogue/catalogue-import.server";
import { isCrossSiteRequest, isTokenAuthenticatedPost } from "~/security.server";

/** Methods the site answers; anything else gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Forms: small text fields only. Larger bodies are refused before they are read. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

export interface BodyPolicy {
  /** Largest body accepted, in bytes; more is answered with 413 without reading it. */
  maxBytes: number;
  /** Accepted media types (without parameters); any other is answered with 415. */
  contentTypes: readonly string[];
  /** How long the body may take to arrive (a large upload gets longer than a form). */
  deadlineMs?: number;
}

/** Time for an upload of tens of megabytes on a slow line, still well before Node's 300 s. */
const UPLOAD_DEADLINE_MS = 150_000;

export const FORM_BODY_POLICY: BodyPolicy = {
  maxBytes: FORM_BODY_LIMIT_BYTES,
  contentTypes: FORM_CONTENT_TYPES,
};

/**
 * The per-route seam: routes whose bodies are not forms. First match wins; everything else is a
 * form. A later upload route adds its own entry here (its own size and types).
 */
export const BODY_POLICIES: ReadonlyArray<readonly [RegExp, BodyPolicy]> = [
  // better-auth's own routes (the OAuth callback may be a form_post; the library speaks JSON).
  [
    /^\/api\/auth\//,
    { maxBytes: FORM_BODY_LIMIT_BYTES, contentTypes: ["application/json", ...FORM_CONTENT_TYPES] },
  ],
  // The listing and product editors post files (app/models/catalogue/upload.server.ts checks each one):
  // a product's images and PDF documents at most.
  [
    /^\/supplier\/[^/]+\/listing(\/products\/[^/]+)?(\.data)?$/,
    {
      maxBytes: MAX_PRODUCT_FILES_BYTES + FORM_BODY_LIMIT_BYTES,
      contentTypes: FORM_CONTENT_TYPES,
      deadlineMs: UPLOAD_DEADLINE_MS,
    },
  ],
  // The catalogue import's CSV files (admins only; app/models/catalogue/catalogue-import.server.ts).
  [
    /^\/admin\/catalogue(\.data)?$/,
    {
      maxBytes: MAX_IMPORT_BYTES + FORM_BODY_LIMIT_BYTES,
      contentTypes: FORM_CONTENT_TYPES,
      deadlineMs: UPLOAD_DEADLINE_MS,
    },
  ],
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

function refuse(res: Response, status: number, message: string, headers = {}) {
  res.status(status).set(headers).type("text/plain").send(message);
}

/** 405 with `Allow` for PUT, PATCH, DELETE, OPTIONS and the rest. */
export function allowOnlySiteMethods(): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    refuse(res, 405, "Method not allowed.", { Allow: ALLOWED_METHODS.join(", ") });
  };
}

/**
 * 403 for a state change sent from another site (Sec-Fetch-Site, else Origin: docs/decisions/003).
 * A POST authorised by a signed token in its URL alone (the one-click unsubscribe, posted by mail
 * clients) is exempt, decided on the path as the router resolves it (`%2e%2e` included), and
 * React Router's own Origin check must not see another site's Origin there either (052).
 */
export function refuseCrossSiteRequests(siteUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === "POST" && isTokenAuthenticatedPost(req.originalUrl)) {
      delete req.headers.origin;
      return next();
    }
    const headers = { get: (name: string) => req.get(name) ?? null };
    if (isCrossSiteRequest({ method: req.method, headers }, siteUrl)) {
      refuse(res, 403, "Cross-site request refused.");
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

/**
 * A form's body must arrive within this time (an upload's within its policy's): a client that
 * trickles one, or holds back its last bytes, is answered 408 and cut off long before Node's own
 * 300 s, so it cannot hold memory for minutes.
 */
export const BODY_DEADLINE_MS = 30_000;

/** Where the guard leaves a POST's body (read in full, within its limit). */
export function bufferedBody(res: Response): Buffer | undefined {
  return res.locals.requestBody as Buffer | undefined;
}

/**
 * Checks a POST's content type (415) and size (413), then reads the body into memory, at most
 * the route's limit, for the request handler to pass on. A body past the limit is never read in
 * full: the answer closes the connection.
 */
export function limitRequestBodies(
  policies: ReadonlyArray<readonly [RegExp, BodyPolicy]> = BODY_POLICIES,
  deadlineMs = BODY_DEADLINE_MS,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const policy = bodyPolicyFor(req.path, policies);
    const type = mediaType(req.get("content-type"));
    if (!policy.contentTypes.includes(type)) {
      refuse(
        res,
        415,
        `Unsupported content type${type ? ` ${type}` : ""}: send ${policy.contentTypes.join(" or ")}.`,
        { "Accept-Post": policy.contentTypes.join(", ") },
      );
      return;
    }
    if (type === "multipart/form-data" && !/;\s*boundary=/i.test(req.get("content-type") ?? "")) {
      refuse(res, 400, "A multipart/form-data body needs its boundary.");
      return;
    }
    const tooLarge = () =>
      refuse(
        res,
        413,
        `Request body too large: at most ${Math.floor(policy.maxBytes / 1024)} KB is accepted here.`,
        { Connection: "close" },
      );
    const declared = Number(req.get("content-length") ?? "NaN");
    if (Number.isFinite(declared) && declared > policy.maxBytes) {
      tooLarge();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let isDone = false;
    const deadline = setTimeout(() => {
      if (isDone) return;
      isDone = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.pause();
      chunks.length = 0;
      refuse(res, 408, "The request body took too long to arrive.", { Connection: "close" });
    }, policy.deadlineMs ?? deadlineMs);
    const finish = (error?: Error) => {
      clearTimeout(deadline);
      if (isDone) return;
      isDone = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      if (error) return next(error);
      res.locals.requestBody = Buffer.concat(chunks, size);
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > policy.maxBytes) {
        clearTimeout(deadline);
        isDone = true;
        req.off("data", onData);
        req.off("end", onEnd);
        req.pause();
        chunks.length = 0;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(error);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}
