/**
 * Hands an Express request to React Router. Unlike @react-router/express, the URL that loaders
 * and actions see (and that React Router compares with the Origin header before an action) is
 * built from SITE_URL, the public address, not from the hop that reached us: behind a
 * TLS-terminating proxy the request arrives as http:// while the browser's Origin is https://
 * (docs/decisions/042).
 */
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response } from "express";
import {
  createRequestHandler as createReactRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { bufferedBody } from "./request-guards";

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  /** The site's public origin (SITE_URL's), e.g. https://sampletray.example. */
  publicOrigin: string;
  getLoadContext(req: ExpressRequest, res: Response): RouterContextProvider;
}

/** The public URL of a request: SITE_URL's origin, the path and query as received. */
export function publicRequestUrl(originalUrl: string, publicOrigin: string): URL | null {
  // Only origin-form targets ("/path?query"); "//host/x" must stay a path on this site.
  if (!originalUrl.startsWith("/")) return null;
  const url = new URL(`${publicOrigin}${originalUrl}`);
  return url.origin === publicOrigin ? url : null;
}

function toHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** React Router's data requests (`/page.data`) and pages rendered for a signed-in visitor. */
function isPrivateResponse(req: ExpressRequest): boolean {
  return req.path.endsWith(".data") || Boolean(req.get("cookie"));
}

/** Headers an action or loader sets that must reach the client, not only Set-Cookie. */
const FORWARDED_HEADERS = ["Retry-After"];

interface HeadersArgs {
  loaderHeaders: Headers;
  parentHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders: Headers | undefined;
}

/** What a route without its own `headers` export answers: its parent's, plus FORWARDED_HEADERS. */
function forwardingHeaders({
  loaderHeaders,
  parentHeaders,
  actionHeaders,
  errorHeaders,
}: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const name of FORWARDED_HEADERS) {
    const value = actionHeaders.get(name) ?? errorHeaders?.get(name) ?? loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

const forwardingBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * React Router sends only Set-Cookie from an action's or loader's headers unless the route exports
 * `headers`, so a 429's Retry-After was dropped. Every route without its own `headers` gets one
 * that forwards FORWARDED_HEADERS: here, once, for all routes.
 */
export function withForwardedHeaders(build: ServerBuild): ServerBuild {
  const cached = forwardingBuilds.get(build);
  if (cached) return cached;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    routes[id] = route.module.headers
      ? route
      : { ...route, module: { ...route.module, headers: forwardingHeaders } };
  }
  const wrapped: ServerBuild = { ...build, routes };
  forwardingBuilds.set(build, wrapped);
  return wrapped;
}

export function createReactRouterRequestHandler(
  options: ReactRouterHandlerOptions,
): RequestHandler {
  const { build } = options;
  const handle = createReactRouterHandler(
    typeof build === "function"
      ? async () => withForwardedHeaders(await build())
      : withForwardedHeaders(build),
    options.mode,
  );
  const publicOrigin = new URL(options.publicOrigin).origin;
  return async (req, res, next) => {
    try {
      const url = publicRequestUrl(req.originalUrl, publicOrigin);
      if (!url) {
        res.status(400).type("text/plain").send("Bad request target.");
        return;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const init: RequestInit & { duplex?: "half" } = {
        method: req.method,
        headers: toHeaders(req),
        signal: controller.signal,
      };
      if (req.method !== "GET" && req.method !== "HEAD") {
        const body = bufferedBody(res);
        if (body) init.body = new Uint8Array(body);
        else {
          init.body = createReadableStreamFromReadable(req);
          init.duplex = "half";
        }
      }
      const response = await handle(new Request(url, init), options.getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function send(req: ExpressRequest, res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A route's own header replaces the default set before it (an upload's stricter CSP); only
  // Set-Cookie may repeat.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") res.append(key, value);
    else res.set(key, value);
  }
  // Loader data and personalised pages must not be kept by the browser or any cache.
  if (!response.headers.has("cache-control") && isPrivateResponse(req)) {
    res.set("Cache-Control", "no-store");
  }
  if (response.headers.get("content-type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
