/**
 * Caching of pages as a client meets it over HTTP (issues 13 and 22, docs/decisions/080, 102;
 * moved from the browser suite by 159): Cache-Control per kind of page, anonymous pages that are
 * the same bytes for every visitor (no nonce, no form token; scripts allowed by their hashes),
 * revalidated by ETag, never holding a signed-in visitor's account. The whole server with its
 * page cache, on the demo catalogue. That a cached page still hydrates, and the build's static
 * files, stay with the browser tests (tests/e2e/http-caching.spec.ts).
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/lib/http-errors";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/factories";
import { getRaw, type HttpServer, type RawAnswer, startHttpServer } from "../helpers/http-server";

const CATALOGUE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const COMPANY = "/company/lumina-dental/lumina-dental-materials-dental-samples";

let t: TestDatabase;
let server: HttpServer;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  server = await startHttpServer(t, { cachePages: true });
}, 300_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** One new visitor's GET (no cookies), the body as sent on the wire. */
const visit = (path: string, headers: Record<string, string> = {}) =>
  getRaw(`${server.base}${path}`, headers);

const decoded = (page: RawAnswer) =>
  (page.headers["content-encoding"] === "br"
    ? brotliDecompressSync(page.body)
    : page.headers["content-encoding"] === "gzip"
      ? gunzipSync(page.body)
      : page.body
  ).toString();

describe(`page caching over HTTP (${process.env.TEST_DB})`, () => {
  it("a signed-out visitor's catalogue pages carry the catalogue cache headers", async () => {
    // The same for everyone, forms included: shared caches may keep them for a minute.
    for (const path of ["/", COMPANY, "/search?q=composite", "/privacy", "/blog", "/pricing"]) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe(CATALOGUE_CACHE);
      // Only the encoding changes the bytes: no `Cookie`, which would make each visitor's
      // analytics or consent cookie a cache entry of its own (decision 167).
      expect(response.headers.vary, path).toBe("Accept-Encoding");
    }
    // Personal pages (a link's token in the URL), sign-in forms: nobody keeps them.
    for (const path of ["/login", "/request-samples?company=all"]) {
      const response = await visit(path);
      expect(response.headers["cache-control"], path).toBe("private, no-store");
    }
  });

  it("two signed-out visitors get the same bytes: no nonce, no form token, scripts allowed by their hashes", async () => {
    const post = readdirSync("content/blog").sort()[0]?.replace(/\.md$/, "");
    for (const path of [COMPANY, "/", "/search?q=composite", `/blog/${post}`]) {
      const first = await visit(path);
      const second = await visit(path);
      expect(first.status, path).toBe(200);
      expect(second.body.equals(first.body), path).toBe(true);
      expect(second.headers.etag, path).toBe(first.headers.etag);
      expect(second.headers["content-encoding"], path).toBe("br");
      const html = decoded(second);
      expect(html, path).not.toMatch(/nonce=/);
      expect(html, path).not.toMatch(/name="_submission" value="[^"]/);
      // Every inline script the page runs is listed by its hash, and nothing by a nonce.
      const csp = second.headers["content-security-policy"] ?? "";
      expect(csp, path).not.toContain("'nonce-");
      for (const [, attributes, script] of html.matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/src=|application\/ld\+json/.test(attributes ?? "")) continue;
        const hash = createHash("sha256")
          .update(script ?? "")
          .digest("base64");
        expect(csp, path).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it("a signed-out page is revalidated by its ETag: 304 on If-None-Match", async () => {
    const first = await visit(COMPANY);
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await visit(COMPANY, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // The gzip form is another representation: another ETag, so no 304 for the brotli one's.
    const gzip = await visit(COMPANY, { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(decoded(first));
  });

  it("a visitor with unrelated cookies (analytics, consent) shares the signed-out page", async () => {
    const plain = await visit(COMPANY);
    for (const cookie of ["_ga=GA1.1.123.456; consent=all", "_ga=GA1.1.789.012; theme=dark"]) {
      const answer = await visit(COMPANY, { Cookie: cookie });
      expect(answer.status, cookie).toBe(200);
      expect(answer.headers["cache-control"], cookie).toBe(CATALOGUE_CACHE);
      expect(answer.headers.vary, cookie).toBe("Accept-Encoding");
      // The page cache's copy: the same bytes and ETag as a visitor without cookies gets.
      expect(answer.headers["x-page-cache"], cookie).toBe("hit");
      expect(answer.headers.etag, cookie).toBe(plain.headers.etag);
      expect(answer.body.equals(plain.body), cookie).toBe(true);
      expect(answer.headers["content-security-policy"], cookie).not.toContain("'nonce-");
    }
  });

  it("the session cookie makes any page private, no-store, and passes by the page cache", async () => {
    const { user, cookieValue } = await signedInAs(t.db, "user");
    await visit(COMPANY);
    // With other cookies around it, and under its https name (`__Secure-`).
    for (const cookie of [
      `_ga=GA1.1.1.2; better-auth.session_token=${cookieValue}; consent=all`,
      `__Secure-better-auth.session_token=${cookieValue}`,
    ]) {
      const answer = await visit(COMPANY, { Cookie: cookie });
      expect(answer.status, cookie).toBe(200);
      expect(answer.headers["cache-control"], cookie).toBe("private, no-store");
      expect(answer.headers["x-page-cache"], cookie).toBeUndefined();
      expect(answer.headers["content-security-policy"], cookie).toContain("'nonce-");
    }
    // The plain name is the one this (http) server reads: the visitor's own page.
    const mine = await visit(COMPANY, { Cookie: `better-auth.session_token=${cookieValue}` });
    expect(decoded(mine)).toContain(user.displayName);
  });

  it("a signed-out answer that sets a cookie is kept by nobody", async () => {
    // The welcome notice's cookie without a session, on a page not kept yet: the answer clears
    // it (Set-Cookie), so neither the page cache nor a shared cache may keep that answer.
    const answer = await visit("/terms", { Cookie: "welcome_notice=1" });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toContain("welcome_notice=;");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["x-page-cache"]).toBeUndefined();
  });

  it("a signed-in visitor's pages are private, no-store, with their own nonce", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    const seen = new Set<string>();
    for (const path of ["/", COMPANY, "/search?q=composite", "/privacy"]) {
      const response = await visit(path, { Cookie: cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("private, no-store");
      const nonce = /'nonce-([^']+)'/.exec(response.headers["content-security-policy"] ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      expect(seen.has(nonce ?? "")).toBe(false);
      seen.add(nonce ?? "");
      const html = decoded(response);
      // Every nonce in the page is the one this answer's policy names.
      expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])), path).toEqual(
        new Set([nonce]),
      );
      expect(html, path).toContain(user.displayName);
    }
  });

  it("a cached page never shows a signed-in visitor's account to anyone else", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    expect(decoded(await visit("/", { Cookie: cookie }))).toContain(user.displayName);
    for (let i = 0; i < 2; i++) {
      const html = decoded(await visit("/"));
      expect(html).not.toContain(user.email);
      expect(html).not.toContain(user.displayName);
    }
    // And the signed-in visitor still gets their own page, not the cached anonymous one.
    expect(decoded(await visit("/", { Cookie: cookie }))).toContain(user.displayName);
  });

  it("a search the database cannot answer is a 503 that nobody keeps, with Retry-After", async () => {
    const path = `/search?q=outage${Date.now()}`;
    // The search's own table out of reach, as in an outage (the rest of the page still renders).
    await t.db.execute(sql`ALTER TABLE products RENAME TO products_away`);
    try {
      const page = await visit(path);
      expect(page.status).toBe(503);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(decoded(page)).toContain("the search service is unavailable");
    } finally {
      await t.db.execute(sql`ALTER TABLE products_away RENAME TO products`);
    }
    // Once the database answers, the same address is the search's own page: nothing kept the outage.
    const again = await visit(path);
    expect(again.status).toBe(200);
    expect(decoded(again)).not.toContain("the search service is unavailable");
  });
});
