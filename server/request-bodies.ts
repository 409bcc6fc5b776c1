/**
 * Reading a POST's body, after request-guards.ts has said what the route accepts
 * (docs/decisions/042, 115, 116): the content type (415) and size (413) are checked first; on an
 * upload route the caller is known before a byte is read (an anonymous or wrong-role caller's
 * body is never read: the route answers as it would, with nothing to read), at most
 * `maxConcurrentUploads` uploads are read at once (503 beyond), an upload's files are kept only to
 * their fields' limits (upload-body.ts), and every body has a deadline (408).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import {
  BODY_POLICIES,
  type BodyPolicy,
  bodyPolicyFor,
  FORM_BODY_LIMIT_BYTES,
  mediaType,
  refuse,
  UPLOAD_BODY_CEILING_BYTES,
} from "./request-guards";
import { MultipartKeeper } from "./upload-body";

/**
 * A form's body must arrive within this time (an upload's within its policy's): a client that
 * trickles one, or holds back its last bytes, is answered 408 and cut off long before Node's own
 * 300 s, so it cannot hold memory for minutes.
 */
export const BODY_DEADLINE_MS = 30_000;

/** Uploads read at once by one instance, unless UPLOADS_CONCURRENT_MAX says otherwise. */
export const DEFAULT_MAX_CONCURRENT_UPLOADS = 8;

/** Whether the caller of `req` may post to a route of `area` (its session and role). */
export type CallerCheck = (req: Request, area: NonNullable<BodyPolicy["area"]>) => Promise<boolean>;

export interface BodyReadingOptions {
  deadlineMs?: number;
  /** Without it, no caller is checked here (the routes still check). */
  mayPost?: CallerCheck;
  maxConcurrentUploads?: number;
}

/** Where the guard leaves a POST's body (read in full, within its limit). */
export function bufferedBody(res: Response): Buffer | undefined {
  return res.locals.requestBody as Buffer | undefined;
}

/** Passes the request on with an empty body: the route refuses the caller before reading it. */
function passOnUnread(req: Request, res: Response, next: NextFunction) {
  res.locals.requestBody = Buffer.alloc(0);
  req.headers["content-length"] = "0";
  // The unread body is not waited for: the connection closes after the answer.
  res.set("Connection", "close");
  next();
}

export function limitRequestBodies(
  policies: ReadonlyArray<readonly [RegExp, BodyPolicy]> = BODY_POLICIES,
  options: BodyReadingOptions = {},
): RequestHandler {
  const maxUploads = options.maxConcurrentUploads ?? DEFAULT_MAX_CONCURRENT_UPLOADS;
  let uploadsReading = 0;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const policy = bodyPolicyFor(req.path, policies);
    const contentType = req.get("content-type") ?? "";
    const type = mediaType(contentType);
    if (!policy.contentTypes.includes(type)) {
      refuse(
        res,
        415,
        `Unsupported content type${type ? ` ${type}` : ""}: send ${policy.contentTypes.join(" or ")}.`,
        { "Accept-Post": policy.contentTypes.join(", ") },
      );
      return;
    }
    const boundary = MultipartKeeper.boundaryOf(contentType);
    if (type === "multipart/form-data" && !boundary) {
      refuse(res, 400, "A multipart/form-data body needs its boundary.");
      return;
    }
    if (policy.area && options.mayPost && !(await options.mayPost(req, policy.area))) {
      return passOnUnread(req, res, next);
    }
    const keeper =
      policy.fields && boundary
        ? new MultipartKeeper(boundary, policy.fields, FORM_BODY_LIMIT_BYTES)
        : undefined;
    const maxBytes = keeper ? UPLOAD_BODY_CEILING_BYTES : policy.maxBytes;
    const tooLarge = () =>
      refuse(
        res,
        413,
        `Request body too large: at most ${Math.floor(maxBytes / 1024)} KB is accepted here.`,
        { Connection: "close" },
      );
    const declared = Number(req.get("content-length") ?? "NaN");
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
    let release = () => {};
    if (keeper) {
      if (uploadsReading >= maxUploads) {
        refuse(res, 503, "Too many uploads at once: please try again in a moment.", {
          "Retry-After": "10",
          Connection: "close",
        });
        return;
      }
      uploadsReading++;
      let isReleased = false;
      release = () => {
        if (!isReleased) uploadsReading--;
        isReleased = true;
      };
      req.once("close", release);
    }
    readBody(req, res, next, { policy, keeper, maxBytes, tooLarge, release, options });
  };
}

interface Reading {
  policy: BodyPolicy;
  keeper: MultipartKeeper | undefined;
  maxBytes: number;
  tooLarge: () => void;
  release: () => void;
  options: BodyReadingOptions;
}

function readBody(req: Request, res: Response, next: NextFunction, reading: Reading) {
  const { keeper, maxBytes, tooLarge, release } = reading;
  const chunks: Buffer[] = [];
  let size = 0;
  let isDone = false;
  const stop = () => {
    isDone = true;
    clearTimeout(deadline);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    release();
  };
  const cutOff = (answer: () => void) => {
    stop();
    req.pause();
    chunks.length = 0;
    answer();
  };
  const deadline = setTimeout(
    () =>
      cutOff(() =>
        refuse(res, 408, "The request body took too long to arrive.", { Connection: "close" }),
      ),
    reading.policy.deadlineMs ?? reading.options.deadlineMs ?? BODY_DEADLINE_MS,
  );
  const onData = (chunk: Buffer) => {
    if (isDone) return;
    size += chunk.length;
    if (size <= maxBytes && keeper) keeper.write(chunk);
    else if (size <= maxBytes) chunks.push(chunk);
    if (size > maxBytes || keeper?.failure === "too-large") cutOff(tooLarge);
  };
  const onEnd = () => {
    if (isDone) return;
    stop();
    const body = keeper ? keeper.body() : Buffer.concat(chunks, size);
    if (!body) {
      refuse(res, 400, "The form's multipart/form-data body could not be read.");
      return;
    }
    res.locals.requestBody = body;
    // The body React Router reads is this one: its length, not the one sent.
    req.headers["content-length"] = String(body.length);
    delete req.headers["transfer-encoding"];
    next();
  };
  const onError = (error: Error) => {
    if (isDone) return;
    stop();
    next(error);
  };
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", onError);
}
