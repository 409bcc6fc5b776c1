/**
 * React Router behind Express (docs/decisions/042, 103): `@react-router/express` serves every
 * request the page cache does not, given
 * - the public address: loaders and actions see SITE_URL's origin plus the path and query as
 *   received (the `Host` and `X-Forwarded-*` headers play no part), so React Router's Origin check
 *   passes behind a TLS-terminating proxy and a forged `Host` changes no URL the app builds;
 * - the body within the limits its route declares (request-bodies.ts), read as the route reads it;
 * - every route's `Retry-After` (withForwardedHeaders);
 * - a database outage answered 503 by every route (outage-answers.ts).
 * `render` is the same React Router for the page cache (page-cache.ts), which keeps the answer.
 */
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import type { Request as ExpressRequest, RequestHandler, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { forwardingHeaders } from "~/lib/page-headers";
import { answeringOutages } from "./outage-answers";
import { isBodyRefused, limitedBody } from "./request-bodies";

export interface ReactRouterOptions {
  /**
   * The server build, loaded (production), or how to load it (development, where its modules
   * change): React Router derives its route matcher once from a build, but again on every
   * request from a function (the whole route table flattened and ranked each time).
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** The site's public address (SITE_URL), e.g. https://sampletray.example. */
  siteUrl: string;
  /**
   * Every origin the site answers at (Env.SITE_ORIGINS): a request whose Host names one of them
   * is seen at that origin (with SITE_URL unset, 127.0.0.1 as well as localhost), any other at
   * SITE_URL's.
   */
  siteOrigins?: readonly string[];
  getLoadContext(req: ExpressRequest, res: Response): RouterContextProvider;
}

/** The public URL of a request: SITE_URL's origin, the path and query as received. */
export function publicRequestUrl(originalUrl: string, siteUrl: string): URL | null {
  // Only origin-form targets ("/path?query"); "//host/x" must stay a path on this site.
  if (!originalUrl.startsWith("/")) return null;
  const origin = new URL(siteUrl).origin;
  const url = new URL(`${origin}${originalUrl}`);
  return url.origin === origin ? url : null;
}

export function reactRouter(options: ReactRouterOptions) {
  const load = options.build;
  const wrap = (build: ServerBuild) => withForwardedHeaders(answeringOutages(build));
  const build = typeof load === "function" ? async () => wrap(await load()) : wrap(load);
  const expressHandler = createExpressHandler({
    build,
    mode: options.mode,
    getLoadContext: options.getLoadContext,
  });
  const fetchHandler = createRequestHandler(build, options.mode);
  const site = new URL(options.siteUrl);
  const protocol = site.protocol.slice(0, -1);
  /** The public host a request is seen at: its own when it is one of the site's, else SITE_URL's. */
  const hostOf = (req: ExpressRequest) => {
    const own = `${site.protocol}//${req.headers.host ?? ""}`;
    return options.siteOrigins?.includes(own) ? new URL(own).host : site.host;
  };

  const handle: RequestHandler = (req, res, next) => {
    if (!publicRequestUrl(req.originalUrl, options.siteUrl)) {
      res.status(400).type("text/plain").send("Bad request target.");
      return;
    }
    // The adapter builds the URL from these: the public address, whatever hop we came through.
    req.headers.host = hostOf(req);
    delete req.headers["x-forwarded-host"];
    Object.defineProperty(req, "protocol", { value: protocol, configurable: true });
    // A body cut off at its limit or deadline was answered already; the route's answer is not sent.
    return expressHandler(limitedBody(req, res), res, (error) => {
      if (!isBodyRefused(res)) next(error);
    });
  };

  /** Renders a signed-out visitor's GET of a page, for the page cache (which may keep it). */
  const render = (req: ExpressRequest, res: Response) => {
    const url = publicRequestUrl(req.originalUrl, `${site.protocol}//${hostOf(req)}`);
    if (!url) {
      const plain = { "Content-Type": "text/plain; charset=utf-8" };
      return Promise.resolve(new Response("Bad request target.", { status: 400, headers: plain }));
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    return fetchHandler(new Request(url, { headers }), options.getLoadContext(req, res));
  };

  return { handle, render };
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
