/**
 * The page cache (docs/decisions/080, 102, 154): what it keeps (what its route's headers say a
 * shared cache may keep), for how long, one render for concurrent misses, and its answers (the
 * same bytes for every visitor, brotli or gzip made once when first asked for, a strong ETag and
 * 304), on a real
 * Express server; and the static files' encoding choice.
 */
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "~/lib/page-headers";
import { compressedBody, PageCache, servePageCache } from "../../server/page-cache";
import { chooseEncoding } from "../../server/precompressed-static";
import { matchRouteRules } from "../../server/route-rules";
import { fakeBuild } from "../helpers/fake-build";

/** A page as a catalogue route answers it (shared-cacheable), or as any other (`cacheControl`). */
const html = (text: string, cacheControl = SHARED_CACHE_CONTROL) =>
  new Response(`<!doctype html><p>${text}</p>`, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "x",
      "Cache-Control": cacheControl,
      Vary: "Cookie",
    },
  });

describe("PageCache", () => {
  it("keeps a 200 HTML page, once for concurrent misses, and makes each compressed form once when asked", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html("the same for everyone ".repeat(50));
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.fill("/", render)));
    expect(renders).toBe(1);
    const [page] = pages;
    expect(pages.every((p) => p === page)).toBe(true);
    expect(page?.etag).toMatch(/^[\w-]{27}$/);
    if (!page) throw new Error("no page");
    expect(page.compressed.size).toBe(0);
    const br = compressedBody(page, "br");
    expect(compressedBody(page, "br")).toBe(br);
    expect(brotliDecompressSync(await br).equals(page.body)).toBe(true);
    expect([...page.compressed.keys()]).toEqual(["br"]);
    expect(gunzipSync(await compressedBody(page, "gzip")).equals(page.body)).toBe(true);
    expect(page?.headers).toContainEqual(["content-security-policy", "x"]);
    expect(cache.get("/")).toBe(page);
  });

  it("keeps no redirect, error page, private page, page with Set-Cookie or page over its size", async () => {
    const cache = new PageCache({ maxPageBytes: 200 });
    const answers: [string, () => Response][] = [
      ["/login", () => html("a sign-in form", PRIVATE_CACHE_CONTROL)],
      ["/unsaid", () => new Response("<p>hi</p>", { headers: { "Content-Type": "text/html" } })],
      ["/redirect", () => new Response(null, { status: 301, headers: { Location: "/" } })],
      [
        "/missing",
        () => new Response("<p>no</p>", { status: 404, headers: { "Content-Type": "text/html" } }),
      ],
      [
        "/cookie",
        () => {
          const response = html("hello");
          response.headers.set("Set-Cookie", "a=b");
          return response;
        },
      ],
      ["/big", () => html("x".repeat(300))],
    ];
    for (const [key, answer] of answers) {
      const page = await cache.fill(key, async () => answer());
      expect(page.etag, key).toBeNull();
      expect(cache.get(key), key).toBeUndefined();
    }
  });

  it("shares no render of a page it does not keep: each caller gets its own", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      const visitor = ++renders;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const response = html(`visitor ${visitor}`, PRIVATE_CACHE_CONTROL);
      response.headers.set("Set-Cookie", `token=${visitor}`);
      return response;
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.fill("/login", render)));
    expect(renders).toBe(3);
    const cookies = pages.map((p) => p.headers.find(([name]) => name === "set-cookie")?.[1]);
    expect(new Set(cookies).size).toBe(3);
  });

  it("keeps nothing rendered before a clear (a catalogue change)", async () => {
    const cache = new PageCache();
    let release = () => {};
    const rendering = cache.fill(
      "/",
      () =>
        new Promise((resolve) => {
          release = () => resolve(html("old"));
        }),
    );
    cache.clear();
    release();
    await rendering;
    expect(cache.get("/")).toBeUndefined();
    await cache.fill("/", async () => html("new"));
    expect(cache.get("/")?.body.toString()).toContain("new");
    cache.clear();
    expect(cache.get("/")).toBeUndefined();
  });

  it("forgets pages after their time and drops the least recently used past its size", async () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 2, maxAgeMs: 1000, now: () => now });
    const text = (key: string) => cache.get(key)?.body.toString();
    await cache.fill("/a", async () => html("a"));
    await cache.fill("/b", async () => html("b"));
    expect(text("/a")).toContain("a"); // /a used last
    await cache.fill("/c", async () => html("c"));
    expect(cache.get("/b")).toBeUndefined();
    expect(text("/a")).toContain("a");
    now = 1000;
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("servePageCache", () => {
  let base = "";
  let renders = 0;
  let close: () => Promise<void>;

  let loginRenders = 0;

  beforeAll(async () => {
    const app = express();
    const build = fakeBuild([
      { id: "company", path: "company/:companyId" },
      { id: "login", path: "login" },
      { id: "uploads", path: "uploads/:file", isPage: false },
    ]);
    app.use(matchRouteRules(async () => build));
    app.use(
      servePageCache(new PageCache(), async (req) => {
        if (req.path === "/login") {
          loginRenders++;
          return html("a sign-in form", PRIVATE_CACHE_CONTROL);
        }
        renders++;
        return html("a catalogue page ".repeat(100));
      }),
    );
    app.use((_req, res) => {
      res.send("not from the cache");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });
  afterAll(() => close());

  it("answers every signed-out visitor the same bytes, rendered once, with a strong ETag and 304", async () => {
    const get = (headers: Record<string, string>) =>
      fetch(`${base}/company/acme`, { headers }).then(async (r) => ({
        status: r.status,
        headers: r.headers,
        text: await r.text(),
      }));
    const first = await get({});
    const second = await get({ "Accept-Encoding": "br, gzip" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.text).toBe(first.text);
    expect(renders).toBe(1);
    const etag = second.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}-br"$/);
    expect(second.headers.get("vary")).toMatch(/Accept-Encoding/);
    const again = await get({ "Accept-Encoding": "br, gzip", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    // Another encoding is another representation, with an ETag of its own.
    const gzip = await get({ "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).toBe(etag.replace("-br", "-gzip"));
    expect(gzip.text).toBe(first.text);
  });

  it("leaves requests with the session cookie, other methods, loader data and resources to the next handler", async () => {
    for (const [path, init] of [
      ["/company/acme", { headers: { Cookie: "consent=all; better-auth.session_token=a.b" } }],
      ["/company/acme", { method: "HEAD" }],
      ["/company/acme.data", {}],
      ["/uploads/a.png", {}],
    ] as const) {
      const response = await fetch(`${base}${path}`, init);
      expect(response.headers.get("x-page-cache"), path).toBeNull();
      if (init.method !== "HEAD") expect(await response.text()).toBe("not from the cache");
    }
  });

  it("answers a visitor whose only cookies are not the session's (analytics, consent)", async () => {
    await fetch(`${base}/company/acme`);
    const response = await fetch(`${base}/company/acme`, {
      headers: { Cookie: "_ga=GA1.1.1.2; session=1" },
    });
    expect(response.headers.get("x-page-cache")).toBe("hit");
  });

  it("keeps no page its route does not declare shared-cacheable: rendered for each visitor", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/login`);
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(await response.text()).toContain("a sign-in form");
    }
    expect(loginRenders).toBe(2);
  });
});

describe("chooseEncoding", () => {
  const both = ["identity", "br", "gzip"] as const;
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", "identity"],
    ["*", "br"],
    ["", "identity"],
    [undefined, "identity"],
    ["identity", "identity"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("sends what exists: gzip when there is no brotli copy", () => {
    expect(chooseEncoding("br, gzip", ["identity", "gzip"])).toBe("gzip");
  });
});
