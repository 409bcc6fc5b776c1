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
import type { FormGuardToken } from "~/lib/form-guard";
import {
  isCataloguePage,
  type PageCache,
  PER_VISITOR_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
} from "./page-cache";
import { bufferedBody } from "./request-guards";

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  /** The site's public origin (SITE_URL's), e.g. https://sampletray.example. */
  publicOrigin: string;
  /**
   * The context for one request; `render` holds the CSP nonce and the form guard token issuer
   * this render must use (placeholders when the page is rendered for the page cache).
   */
  getLoadContext(req: ExpressRequest, res: Response, render: RenderValues): RouterContextProvider;
  /** A fresh form guard token (docs/decisions/045), for pages answered from the cache. */
  issueFormGuard(): FormGuardToken;
  /** Cache of rendered anonymous catalogue pages (docs/decisions/080); none: every page renders. */
  pageCache?: PageCache | undefined;
}

export interface RenderValues {
  nonce: string;
  formGuard(): FormGuardToken;
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

/**
 * Who may keep an answer whose route set no Cache-Control of its own: a signed-out visitor's
 * catalogue page is shared-cacheable for a minute, or kept by their browser only when it carries
 * a form token; everything else (signed in, loader data, personal pages, errors) is kept by
 * nobody (docs/decisions/080).
 */
export function cacheControlFor(
  req: ExpressRequest,
  status: number,
  hasFormGuard: boolean,
): string {
  const isPublicRead =
    (req.method === "GET" || req.method === "HEAD") &&
    status === 200 &&
    !isPrivateResponse(req) &&
    isCataloguePage(req.path);
  if (!isPublicRead) return PRIVATE_CACHE_CONTROL;
  return hasFormGuard ? PER_VISITOR_CACHE_CONTROL : SHARED_CACHE_CONTROL;
}

/** A cookie-less GET of a catalogue page: answered from (and stored in) the page cache. */
function isCacheableRequest(req: ExpressRequest): boolean {
  return (
    req.method === "GET" &&
    !req.get("cookie") &&
    !req.path.endsWith(".data") &&
    isCataloguePage(req.path)
  );
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
      const { pageCache } = options;
      if (pageCache && isCacheableRequest(req)) {
        // A hit needs no Fetch API request: it is built only to render a miss.
        let rendered: FetchRequest | undefined;
        await answerFromCache(pageCache, `${url.pathname}${url.search}`, req, res, {
          render: (values) => {
            rendered = toFetchRequest(req, res, url);
            return handle(rendered.request, options.getLoadContext(req, res, values));
          },
          issueFormGuard: options.issueFormGuard,
          isAborted: () => rendered?.controller.signal.aborted ?? false,
        });
        return;
      }
      const { request } = toFetchRequest(req, res, url);
      let hasFormGuard = false;
      const response = await handle(
        request,
        options.getLoadContext(req, res, {
          nonce: String(res.locals.nonce),
          formGuard: () => {
            hasFormGuard = true;
            return options.issueFormGuard();
          },
        }),
      );
      await send(req, res, response, hasFormGuard);
    } catch (error) {
      next(error);
    }
  };
}

interface FetchRequest {
  request: Request;
  /** Aborted when the client goes away before the answer is complete. */
  controller: AbortController;
}

/** The Fetch API request React Router handles, for an Express request. */
function toFetchRequest(req: ExpressRequest, res: Response, url: URL): FetchRequest {
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
  return { request: new Request(url, init), controller };
}

interface CacheRender {
  render(values: RenderValues): Promise<globalThis.Response>;
  issueFormGuard(): FormGuardToken;
  /** The client went away during the render: what it produced may be cut short. */
  isAborted(): boolean;
}

/**
 * Answers a cacheable request: the stored page, or one rendered now with the cache's placeholders
 * (and stored when it is a plain 200 page), either way with this request's own nonce and a fresh
 * form token in place of the placeholders.
 */
async function answerFromCache(
  cache: PageCache,
  key: string,
  req: ExpressRequest,
  res: Response,
  { render, issueFormGuard, isAborted }: CacheRender,
) {
  let page = cache.get(key);
  const isHit = page !== undefined;
  res.set("X-Page-Cache", isHit ? "hit" : "miss");
  if (!page) {
    const generation = cache.currentGeneration;
    let hasFormGuard = false;
    const response = await render({
      nonce: cache.placeholders.nonce,
      formGuard: () => {
        hasFormGuard = true;
        return cache.placeholders.formGuard;
      },
    });
    if (!response.headers.get("content-type")?.startsWith("text/html")) {
      // Redirects and the like: nothing rendered, so no placeholder to replace.
      await send(req, res, response, hasFormGuard);
      return;
    }
    const headers = [...response.headers.entries()];
    page = {
      status: response.status,
      headers,
      html: cache.prepare(await response.text()),
      hasFormGuard,
      expiresAt: 0,
    };
    const isStorable =
      response.status === 200 && !response.headers.has("set-cookie") && !isAborted();
    if (isStorable) cache.set(key, page, generation);
  }
  // A hit goes out as the page's spliced gzip runs (docs/decisions/081); a miss, which may never
  // be asked for again, is compressed like any other answer.
  const answer = cache.answer(page, String(res.locals.nonce), issueFormGuard, {
    gzip: isHit && req.acceptsEncodings("gzip") === "gzip",
  });
  res.status(page.status);
  for (const [name, value] of page.headers) {
    // The body's length and encoding are this answer's own.
    if (name === "content-length" || name === "content-encoding") continue;
    if (name === "set-cookie") res.append(name, value);
    else res.set(name, value);
  }
  if (!page.headers.some(([name]) => name === "cache-control")) {
    res.set("Cache-Control", cacheControlFor(req, page.status, page.hasFormGuard));
  }
  res.vary("Cookie");
  if (answer.encoding === "gzip") {
    // The compression middleware leaves an answer with a Content-Encoding alone.
    res.set("Content-Encoding", "gzip");
    res.vary("Accept-Encoding");
  }
  // end, not send: no ETag, the nonce makes every answer differ.
  res.end(answer.body);
}

async function send(
  req: ExpressRequest,
  res: Response,
  response: globalThis.Response,
  hasFormGuard: boolean,
) {
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
  // Loader data and personalised pages must not be kept by the browser or any cache; a
  // signed-out visitor's catalogue page may be (docs/decisions/080).
  if (!response.headers.has("cache-control")) {
    res.set("Cache-Control", cacheControlFor(req, response.status, hasFormGuard));
    if (isCataloguePage(req.path)) res.vary("Cookie");
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
