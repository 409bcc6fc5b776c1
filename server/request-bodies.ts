/**
 * Limits on a POST's body (docs/decisions/042, 154), as its route declares them
 * (app/lib/request-rules.ts; a route that declares nothing takes forms of 64 KB): the content
 * type (415) and the declared size (413) are checked before a byte is read (by the route's own
 * middleware where it answers its methods itself), at most
 * `maxConcurrentUploads` uploads are taken at once (503 beyond), and the body React Router reads
 * (`limitedBody`) is cut off with 413 once it passes the limit, and with 408 at its deadline.
 * Nothing is read here: the route reads the body as it streams in, after its area's middleware
 * has admitted the caller, so an anonymous upload is answered without being read.
 */
import { Readable } from "node:stream";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { type BodyRule, bodyRefusal, FORM_BODY, tooLargeRefusal } from "~/lib/request-rules";
import { beforeHeaders } from "./before-headers";
import { refuse } from "./request-guards";
import { routeRules } from "./route-rules";

/**
 * A form's body must arrive within this time (an upload's within its rule's): a client that
 * trickles one, or holds back its last bytes, is answered 408 and cut off long before Node's own
 * 300 s, so it cannot hold a request open for minutes.
 */
export const BODY_DEADLINE_MS = 30_000;

/** Uploads taken at once by one instance, unless UPLOADS_CONCURRENT_MAX says otherwise. */
export const DEFAULT_MAX_CONCURRENT_UPLOADS = 8;

export interface BodyLimitOptions {
  deadlineMs?: number;
  maxConcurrentUploads?: number;
}

interface BodyLimit {
  maxBytes: number;
  deadlineMs: number;
}

function tooLarge(res: Response, maxBytes: number) {
  const refusal = tooLargeRefusal(maxBytes);
  refuse(res, refusal.status, refusal.message, refusal.headers);
}

export function limitRequestBodies(options: BodyLimitOptions = {}): RequestHandler {
  const maxUploads = options.maxConcurrentUploads ?? DEFAULT_MAX_CONCURRENT_UPLOADS;
  let uploadsTaken = 0;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const rule: BodyRule = routeRules(res).rules.body ?? FORM_BODY;
    // A route that answers its methods itself checks its body after them (request-rules.ts).
    const refusal = routeRules(res).rules.ownMethods
      ? null
      : bodyRefusal(rule, {
          method: req.method,
          headers: { get: (name) => req.get(name) ?? null },
        });
    if (refusal) return refuse(res, refusal.status, refusal.message, refusal.headers);
    if (rule.isUpload) {
      if (uploadsTaken >= maxUploads) {
        refuse(res, 503, "Too many uploads at once: please try again in a moment.", {
          "Retry-After": "10",
          Connection: "close",
        });
        return;
      }
      uploadsTaken++;
      res.once("close", () => uploadsTaken--);
    }
    const limit: BodyLimit = {
      maxBytes: rule.maxBytes,
      deadlineMs: rule.deadlineMs ?? options.deadlineMs ?? BODY_DEADLINE_MS,
    };
    res.locals.bodyLimit = limit;
    closeIfUnread(req, res);
    next();
  };
}

/**
 * An answer sent before its request's body was read to the end (a login redirect for an anonymous
 * upload, a 403) closes the connection: the rest of the body is never read, not even to discard.
 */
function closeIfUnread(req: Request, res: Response) {
  beforeHeaders(res, () => {
    if (hasBody(req) && !req.complete && !res.hasHeader("Connection")) {
      res.setHeader("Connection", "close");
    }
  });
}

/** Whether the request sends a body (a declared length above 0, or chunks). */
function hasBody(req: Request): boolean {
  return Number(req.get("content-length") ?? "0") > 0 || req.get("transfer-encoding") !== undefined;
}

/** Whether a limit cut the body off and answered the request itself. */
export function isBodyRefused(res: Response): boolean {
  return res.locals.bodyRefused === true;
}

/**
 * The request as React Router is to read it: its body within its limit and its deadline. Read
 * lazily (as the route reads it), it is a stream whose prototype is the request, so everything
 * else (headers, method, IP, URL) reads as the request's own. Past the limit or the deadline the
 * client is answered (413, 408) and the route's read fails; its own answer is not sent.
 */
export function limitedBody(req: Request, res: Response): Request {
  const limit = res.locals.bodyLimit as BodyLimit | undefined;
  if (!limit) return req;
  let size = 0;
  req.pause();
  const body = new Readable({
    read() {
      req.resume();
    },
    destroy(error, callback) {
      stop();
      callback(error);
    },
  });
  const stop = () => {
    clearTimeout(deadline);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
  };
  const cutOff = (answer: () => void) => {
    stop();
    req.pause();
    res.locals.bodyRefused = true;
    if (!res.headersSent) answer();
    body.destroy(new Error("The request body was cut off."));
  };
  const deadline = setTimeout(
    () =>
      cutOff(() =>
        refuse(res, 408, "The request body took too long to arrive.", { Connection: "close" }),
      ),
    limit.deadlineMs,
  );
  res.once("close", () => clearTimeout(deadline));
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit.maxBytes) return cutOff(() => tooLarge(res, limit.maxBytes));
    if (!body.push(chunk)) req.pause();
  };
  const onEnd = () => {
    stop();
    body.push(null);
  };
  const onError = (error: Error) => {
    stop();
    body.destroy(error);
  };
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", onError);
  return Object.setPrototypeOf(body, req) as Request;
}
