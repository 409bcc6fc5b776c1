/**
 * What a route module declares about the requests it takes (docs/decisions/154), in its `handle`
 * export: its body (size, content types, time), whether another site may post to it, and how its
 * refusals are written. The server (server/route-rules.ts) finds the route a request is for through
 * React Router's own route matching and applies what the deepest route declares; a route that
 * declares nothing takes forms of at most 64 KB.
 */
import { keptFilesBytes, type UploadFields } from "./upload-fields";

export interface BodyRule {
  /** The largest body read at all, in bytes; more is answered 413 (before reading, if declared). */
  maxBytes: number;
  /** Accepted media types (without parameters); any other is answered 415. */
  contentTypes: readonly string[];
  /** How long the body may take to arrive (an upload gets longer than a form). */
  deadlineMs?: number;
  /** An upload: at most UPLOADS_CONCURRENT_MAX of them are read at once by one instance. */
  isUpload?: boolean;
}

/**
 * Who may post to a route from another site (docs/decisions/003, 052, 136): `url-token`, a POST
 * authorised by a signed token in its URL alone (the one-click unsubscribe); `bearer-key`, a call
 * with an `Authorization: Bearer` key and no cookie (the REST API).
 */
export type CrossSiteExemption = "url-token" | "bearer-key";

export interface RequestRules {
  body?: BodyRule;
  crossSite?: CrossSiteExemption;
  /** Refusals are RFC 9457 problem+json (the REST API), not plain text. */
  problemDetails?: boolean;
  /**
   * The route's middleware answers every method itself (405 with its own `Allow`), then checks the
   * body's type and declared size by its `body` rule (`bodyRefusal`); the server only keeps the
   * body within that rule's size and time as it is read.
   */
  ownMethods?: boolean;
  /**
   * The page keeps its opener (Cross-Origin-Opener-Policy: unsafe-none): the Google sign-in popup
   * passes through another origin and reports back to the page that opened it (032).
   */
  keepsOpener?: boolean;
}

export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Forms: small text fields only. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** What a route that declares nothing takes. */
export const FORM_BODY: BodyRule = {
  maxBytes: FORM_BODY_LIMIT_BYTES,
  contentTypes: FORM_CONTENT_TYPES,
};

/** JSON of at most `maxBytes`. */
export function jsonBody(maxBytes: number): BodyRule {
  return { maxBytes, contentTypes: ["application/json"] };
}

/** Time for an upload of tens of megabytes on a slow line, still well before Node's 300 s. */
const UPLOAD_DEADLINE_MS = 150_000;

/**
 * The largest upload body read at all: a file over its field's limit is read to its end but not
 * kept (so the form can say so, app/lib/upload-form.server.ts), up to this; a larger body is
 * answered 413 and cut off.
 */
export const UPLOAD_BODY_CEILING_BYTES = 256 * 1024 * 1024;

/** An upload form's body: its fields' files (each read only to its limit) and the text fields. */
export function uploadBody(fields: UploadFields): BodyRule {
  return {
    maxBytes: Math.max(UPLOAD_BODY_CEILING_BYTES, keptFilesBytes(fields) + FORM_BODY_LIMIT_BYTES),
    contentTypes: FORM_CONTENT_TYPES,
    deadlineMs: UPLOAD_DEADLINE_MS,
    isUpload: true,
  };
}

/** The media type without parameters, lower-cased; "" when there is none. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

export interface BodyRefusal {
  status: 400 | 413 | 415;
  message: string;
  headers: Record<string, string>;
}

export function tooLargeRefusal(maxBytes: number): BodyRefusal {
  return {
    status: 413,
    message: `Request body too large: at most ${Math.floor(maxBytes / 1024)} KB is accepted here.`,
    headers: { Connection: "close" },
  };
}

/**
 * What a request's body gets before a byte of it is read, by its route's rule: 415 for a content
 * type the route does not take, 400 for a multipart body without its boundary, 413 for a declared
 * size over the limit; null to read it. GET and HEAD have no body to check.
 */
export function bodyRefusal(
  rule: BodyRule,
  request: { method: string; headers: { get(name: string): string | null } },
): BodyRefusal | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const contentType = request.headers.get("content-type") ?? "";
  const type = mediaType(contentType);
  if (!rule.contentTypes.includes(type)) {
    return {
      status: 415,
      message: `Unsupported content type${type ? ` ${type}` : ""}: send ${rule.contentTypes.join(" or ")}.`,
      headers: { "Accept-Post": rule.contentTypes.join(", ") },
    };
  }
  if (type === "multipart/form-data" && !boundaryOf(contentType)) {
    return { status: 400, message: "A multipart/form-data body needs its boundary.", headers: {} };
  }
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > rule.maxBytes) return tooLargeRefusal(rule.maxBytes);
  return null;
}
