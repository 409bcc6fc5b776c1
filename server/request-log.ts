/**
 * One structured log line per request (pino-http; docs/decisions/125, docs/metrics.md): its id,
 * method, route, status and duration. The id is the caller's `X-Request-Id` when that is a short
 * token of safe characters (a proxy's or load balancer's), otherwise a new UUID; it goes back in
 * the `X-Request-Id` response header, and everything logged while the request is served carries
 * it (withRequestId). The route is React Router's matched pattern (`/company/:id`), never the
 * URL's values or its query: no value a visitor typed, and no secret link, reaches the log.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { RequestRecord } from "~/context.server";
import { describeError, withRequestId } from "~/lib/log.server";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Letters, digits and `._:-`, at most 64: a UUID or a proxy's id; never an address or markup. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's request id when it is safe to log and echo, else a new one. */
export function acceptRequestId(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The request's record (res.locals), where React Router's route pattern is written. */
export function requestRecord(res: Response | ServerResponse): RequestRecord {
  return (res as Response).locals as RequestRecord;
}

/**
 * The route pattern React Router (or the page cache) matched. A request answered before React
 * Router (a static file, a refused method or body) is named by its path's first segment
 * (`/assets/*`): a deeper path may hold a secret link's token.
 */
export function routeOf(req: IncomingMessage, res: Response | ServerResponse): string {
  return requestRecord(res).routePattern ?? firstSegment(req);
}

function firstSegment(req: IncomingMessage): string {
  const url = (req as Request).originalUrl ?? req.url ?? "/";
  const [, first = "", rest] = /^\/([^/?#]*)(\/[^?#]*)?/.exec(url) ?? [];
  return rest && rest !== "/" ? `/${first}/*` : `/${first}`;
}

export function requestLog(logger: Logger): RequestHandler[] {
  const fields = (req: IncomingMessage, res: ServerResponse, durationMs: number) => ({
    method: req.method,
    route: routeOf(req, res),
    status: res.statusCode,
    durationMs,
  });
  const log = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = acceptRequestId(req.headers["x-request-id"]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // The line holds only these fields: no URL, query, headers or cookies.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessObject: (req, res, val: { responseTime: number }) =>
      fields(req, res, val.responseTime),
    customErrorObject: (req, res, error, val: { responseTime: number }) => ({
      ...fields(req, res, val.responseTime),
      error: describeError(error),
    }),
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request failed",
  });
  return [log, (req, _res, next) => withRequestId(String(req.id), next)];
}
