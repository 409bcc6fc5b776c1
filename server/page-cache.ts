/**
 * A small in-process cache of rendered anonymous pages (docs/decisions/080).
 *
 * Only cookie-less GET requests for the catalogue's public pages are cached. A page is rendered
 * for the cache with placeholders instead of the CSP nonce and the form guard's token; every
 * answer from the cache gets the request's own nonce (the one its Content-Security-Policy
 * header names) and a freshly issued token, so no two visitors ever share either. A page answered
 * from the cache goes out gzip-compressed from runs compressed once (./gzip-splice.ts). Entries live
 * `maxAgeMs` at most and are all dropped when the catalogue changes (server/catalogue-changes.ts:
 * PostgreSQL LISTEN/NOTIFY, so every instance hears every change); a render that started before
 * a change is not stored.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { FormGuardToken } from "~/lib/form-guard";
import { prepareSplice, type SplicedPage, spliceGzip } from "./gzip-splice";

/** Paths of the public catalogue pages: the same for every signed-out visitor. */
export const CATALOGUE_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/company\/[^/]+(\/[^/]+)?$/,
  /^\/search$/,
  /^\/blog(\/[a-z0-9-]+)?$/,
  /^\/(privacy|terms|for-suppliers|pricing)$/,
];

export function isCataloguePage(path: string): boolean {
  return CATALOGUE_PAGES.some((pattern) => pattern.test(path));
}

/** Shared caches (a CDN or proxy) may keep a page for a minute and serve it stale while updating. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Kept by the visitor's browser only, revalidated before each use (it holds a form token). */
export const PER_VISITOR_CACHE_CONTROL = "private, no-cache";
/** Personal, signed-in or loader data: kept by nobody. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export interface Placeholders {
  nonce: string;
  formGuard: FormGuardToken;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  /** The page issued a form guard token (not to be kept by shared caches). */
  hasFormGuard: boolean;
  expiresAt: number;
  /** Its text compressed once around the placeholders, made by its first gzip answer. */
  spliced?: SplicedPage;
}

/** One visitor's answer: gzip-compressed bytes, or text for the server to compress or send. */
export type PageAnswer =
  | { encoding: "gzip"; body: Buffer }
  | { encoding: "identity"; body: string };

export interface PageCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  /** Pages larger than this are not kept. */
  maxPageBytes?: number;
  now?: () => number;
}

export class PageCache {
  /** Unguessable stand-ins, made once per process and replaced in every answer. */
  readonly placeholders: Placeholders = {
    nonce: randomBytes(18).toString("base64url"),
    formGuard: {
      key: randomUUID(),
      startedAt: `1.${randomBytes(32).toString("base64url")}`,
    },
  };
  private readonly pages = new Map<string, CachedPage>();
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

  /** Changes whenever the cache is cleared; a render records it before it starts. */
  get currentGeneration(): number {
    return this.generation;
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

  /** Keeps a page rendered since `generation` began, unless the catalogue changed meanwhile. */
  set(key: string, page: Omit<CachedPage, "expiresAt">, generation: number): void {
    if (generation !== this.generation || page.html.length > this.maxPageBytes) return;
    this.pages.delete(key);
    this.pages.set(key, { ...page, expiresAt: this.now() + this.maxAgeMs });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  /**
   * The rendered page as the cache keeps it: without the nonce on its `modulepreload` links.
   * The Content-Security-Policy's `script-src 'self'` already allows those same-origin files, and
   * each nonce left in would be one more value to put in every answer (React Router's `<Scripts>`
   * gives every preload link the inline scripts' nonce: 20 of a company page's 25).
   */
  prepare(html: string): string {
    const attribute = ` nonce="${this.placeholders.nonce}"`;
    return html.replace(/<link rel="modulepreload"[^>]*>/g, (link) => link.replace(attribute, ""));
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
  }

  /**
   * The page as one visitor gets it: their nonce and, where it has forms, a freshly issued token.
   * With `gzip`, the page's spliced runs answer without compressing it again (docs/decisions/081);
   * pass it only for a page kept in the cache, since the first one pays for compressing the runs.
   */
  answer(
    page: Pick<CachedPage, "html" | "hasFormGuard" | "spliced">,
    nonce: string,
    formGuard: () => FormGuardToken,
    { gzip }: { gzip: boolean },
  ): PageAnswer {
    const token = page.hasFormGuard ? formGuard() : null;
    const { nonce: noncePlaceholder, formGuard: tokenPlaceholder } = this.placeholders;
    const placeholders = token
      ? [noncePlaceholder, tokenPlaceholder.key, tokenPlaceholder.startedAt]
      : [noncePlaceholder];
    const values = token ? [nonce, token.key, token.startedAt] : [nonce];
    if (gzip) {
      page.spliced ??= prepareSplice(
        page.html,
        placeholders,
        values.map((value) => Buffer.byteLength(value)),
      );
      const body = spliceGzip(page.spliced, values);
      if (body) return { encoding: "gzip", body };
    }
    let body = page.html;
    placeholders.forEach((placeholder, i) => {
      body = body.replaceAll(placeholder, values[i] ?? "");
    });
    return { encoding: "identity", body };
  }
}
