/**
 * The page cache (docs/decisions/080, 102, 154, 167): a signed-out visitor's (no session cookie;
 * other cookies, such as analytics or consent, play no part) GET of a page
 * is rendered here, and kept when its route's headers say a shared cache may keep it (the
 * catalogue pages' `headers`: app/lib/page-headers.ts), so the next such GET is answered from
 * memory. Such a page is the same bytes for every such visitor (no nonce, no form token: its
 * Content-Security-Policy lists its scripts' hashes), so it is kept as rendered, with a strong
 * ETag per form (304 on If-None-Match); its brotli or gzip form is made once, when a visitor first
 * asks for it (a search nobody repeats is compressed once, as its visitor asked, not twice).
 * Concurrent misses of one page share one render. Entries live a minute at most and are all
 * dropped when the catalogue changes (catalogue-changes.ts: every instance hears every change);
 * a render that started before a change is not kept.
 */
import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { isSharedCacheable } from "~/lib/page-headers";
import { hasSessionCookie } from "~/lib/session-cookie.server";
import { brotliPage, gzipPage } from "./compression";
import { chooseEncoding, matchesEtag } from "./precompressed-static";
import { requestRecord } from "./request-log";
import { routeRules } from "./route-rules";

type Compression = "br" | "gzip";

export interface CachedPage {
  status: number;
  /** The rendered answer's headers (its Content-Type and Content-Security-Policy among them). */
  headers: [string, string][];
  /** The page as rendered. */
  body: Buffer;
  /** Its compressed forms so far (a kept page's): compressedBody makes each once. */
  compressed: Map<Compression, Promise<Buffer>>;
  /** The identity body's hash; null for an answer that is not kept (a redirect, a 404). */
  etag: string | null;
  /** The route pattern that rendered it, for the request log and metrics of a hit. */
  routePattern?: string | undefined;
  expiresAt: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  /** Pages larger than this are not kept. */
  maxPageBytes?: number;
  now?: () => number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly maxPageBytes: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.maxPageBytes = options.maxPageBytes ?? 512 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expiresAt <= this.now()) return undefined;
    // Most recently used last: the first entry is the one to drop.
    this.pages.set(key, page);
    return page;
  }

  /**
   * The page rendered now, kept when it is a shared-cacheable 200 HTML page without Set-Cookie
   * and the catalogue did not change meanwhile. Concurrent callers share one render of a page
   * that is kept; any other answer (a private page, a redirect) is each caller's own.
   */
  async fill(key: string, render: () => Promise<globalThis.Response>): Promise<CachedPage> {
    const pending = this.pending.get(key);
    if (pending) {
      const shared = await pending;
      if (shared.etag) return shared;
      return this.rendered(render);
    }
    const generation = this.generation;
    const filling = this.rendered(render).then((page) => {
      if (page.etag && generation === this.generation) this.keep(key, page);
      return page;
    });
    this.pending.set(key, filling);
    const done = () => {
      if (this.pending.get(key) === filling) this.pending.delete(key);
    };
    filling.then(done, done);
    return filling;
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
    this.pending.clear();
  }

  private async rendered(render: () => Promise<globalThis.Response>): Promise<CachedPage> {
    const response = await render();
    const identity = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(
      ([name]) => name !== "content-length" && name !== "content-encoding",
    );
    const page: CachedPage = {
      status: response.status,
      headers,
      body: identity,
      compressed: new Map(),
      etag: null,
      expiresAt: 0,
    };
    const isKept =
      response.status === 200 &&
      isSharedCacheable(response.headers.get("cache-control")) &&
      response.headers.get("content-type")?.startsWith("text/html") &&
      !response.headers.has("set-cookie") &&
      identity.length <= this.maxPageBytes;
    if (!isKept) return page;
    page.etag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    return page;
  }

  private keep(key: string, page: CachedPage) {
    page.expiresAt = this.now() + this.maxAgeMs;
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}

/**
 * Answers signed-out (no session cookie) GETs of pages (not loader data, not resource routes) from `cache`, rendering
 * a page with `render` once; `count` hears each hit, and each miss of a page that is kept (the
 * metrics).
 */
export function servePageCache(
  cache: PageCache,
  render: (req: Request, res: Response) => Promise<globalThis.Response>,
  count: (result: "hit" | "miss") => void = () => {},
): RequestHandler {
  return async (req, res, next) => {
    const isPageRead =
      req.method === "GET" && !hasSessionCookie(req.get("cookie")) && !req.path.endsWith(".data");
    if (!isPageRead || !routeRules(res).isPage) return next();
    try {
      let page = cache.get(req.originalUrl);
      if (page) {
        res.set("X-Page-Cache", "hit");
        count("hit");
      }
      page ??= await cache.fill(req.originalUrl, () => render(req, res));
      if (page.etag && !res.hasHeader("X-Page-Cache")) {
        res.set("X-Page-Cache", "miss");
        count("miss");
      }
      // The render noted its route on this request (or on the first of concurrent misses).
      const record = requestRecord(res);
      record.routePattern ??= page.routePattern;
      page.routePattern ??= record.routePattern;
      await send(req, res, page);
    } catch (error) {
      next(error);
    }
  };
}

/** A kept page's brotli or gzip form, made the first time it is asked for. */
export function compressedBody(page: CachedPage, encoding: Compression): Promise<Buffer> {
  let body = page.compressed.get(encoding);
  if (!body) {
    body = encoding === "br" ? brotliPage(page.body) : gzipPage(page.body);
    page.compressed.set(encoding, body);
    // A failure is this answer's; the next one tries again.
    body.catch(() => page.compressed.delete(encoding));
  }
  return body;
}

async function send(req: Request, res: Response, page: CachedPage) {
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.set(name, value);
  }
  if (!page.etag) {
    res.end(page.body);
    return;
  }
  const encoding = chooseEncoding(req.get("accept-encoding"), ["br", "gzip"]);
  const etag = `"${page.etag}${encoding === "identity" ? "" : `-${encoding}`}"`;
  res.set("ETag", etag);
  res.vary("Accept-Encoding");
  if (matchesEtag(req.get("if-none-match"), etag)) {
    res.status(304).end();
    return;
  }
  const body = encoding === "identity" ? page.body : await compressedBody(page, encoding);
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length));
  res.end(body);
}
