/**
 * Compression and caching of the production server (issues 13 and 22, docs/decisions/080, 102):
 * static files sent as the build's brotli/gzip copies, Cache-Control per kind of page, and
 * anonymous pages that are the same bytes for every visitor (no nonce, no form token; scripts
 * allowed by their hashes), revalidated by ETag, never holding a signed-in visitor's account.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

const CATALOGUE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const COMPANY = "/company/lumina-dental/lumina-dental-materials-dental-samples";

function largestCss(): string {
  const css = readdirSync("build/client/assets")
    .filter((name) => name.endsWith(".css"))
    .map((name) => ({ name, size: readFileSync(`build/client/assets/${name}`).length }))
    .sort((a, b) => b.size - a.size)[0];
  if (!css) throw new Error("no CSS in the build: run npm run build");
  return css.name;
}

test("a static asset is sent as the build's brotli or gzip copy, with Vary and immutable caching", async ({
  request,
}) => {
  const name = largestCss();
  const original = readFileSync(`build/client/assets/${name}`);
  const brotli = readFileSync(`build/client/assets/${name}.br`);
  const gzip = readFileSync(`build/client/assets/${name}.gz`);

  for (const [acceptEncoding, encoding, copy] of [
    ["br, gzip", "br", brotli],
    ["gzip", "gzip", gzip],
  ] as const) {
    // Node's fetch would decompress; Playwright's request hands over the bytes as sent.
    const response = await request.fetch(`/assets/${name}`, {
      headers: { "Accept-Encoding": acceptEncoding },
    });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-encoding"]).toBe(encoding);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-type"]).toMatch(/^text\/css/);
    expect(Number(headers["content-length"])).toBe(copy.length);
    expect(headers.etag).toBeTruthy();
    // A revalidation with the ETag is answered 304 without the body.
    const again = await request.fetch(`/assets/${name}`, {
      headers: { "Accept-Encoding": acceptEncoding, "If-None-Match": headers.etag ?? "" },
    });
    expect(again.status()).toBe(304);
  }
  // The gzip copy is the file itself, compressed.
  expect(gunzipSync(gzip).equals(original)).toBe(true);

  const identity = await request.fetch(`/assets/${name}`, {
    headers: { "Accept-Encoding": "identity" },
  });
  expect(identity.headers()["content-encoding"]).toBeUndefined();
  expect((await identity.body()).equals(original)).toBe(true);
});

test("a signed-out visitor's catalogue pages carry the catalogue cache headers", async ({
  request,
}) => {
  // The same for everyone, forms included: shared caches may keep them for a minute.
  for (const path of ["/", COMPANY, "/search?q=composite", "/privacy", "/blog", "/pricing"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe(CATALOGUE_CACHE);
    expect(response.headers().vary, path).toMatch(/Cookie/);
  }
  // Personal pages (a link's token in the URL), sign-in forms: nobody keeps them.
  for (const path of ["/login", "/request-samples?company=all"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

/** One new visitor's GET (no cookies), the body as sent on the wire (Playwright would decode it). */
function visit(path: string, baseURL: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    get(
      new URL(path, baseURL),
      { headers: { "Accept-Encoding": "br, gzip", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    ).on("error", reject);
  });
}

const decoded = (page: Awaited<ReturnType<typeof visit>>) =>
  (page.headers["content-encoding"] === "br"
    ? brotliDecompressSync(page.body)
    : page.headers["content-encoding"] === "gzip"
      ? gunzipSync(page.body)
      : page.body
  ).toString();

test("two signed-out visitors get the same bytes: no nonce, no form token, scripts allowed by their hashes", async ({
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  const post = readdirSync("content/blog").sort()[0]?.replace(/\.md$/, "");
  for (const path of [COMPANY, "/", "/search?q=composite", `/blog/${post}`]) {
    const first = await visit(path, baseURL);
    const second = await visit(path, baseURL);
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
    for (const [, attributes, script] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/src=|application\/ld\+json/.test(attributes ?? "")) continue;
      const hash = createHash("sha256")
        .update(script ?? "")
        .digest("base64");
      expect(csp, path).toContain(`'sha256-${hash}'`);
    }
  }
});

test("a signed-out page is revalidated by its ETag: 304 on If-None-Match", async ({ baseURL }) => {
  if (!baseURL) throw new Error("no baseURL");
  const first = await visit(COMPANY, baseURL);
  const etag = first.headers.etag ?? "";
  expect(etag).toMatch(/^"[\w-]+-br"$/);
  const again = await visit(COMPANY, baseURL, { "If-None-Match": etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
  // The gzip form is another representation: another ETag, so no 304 for the brotli one's.
  const gzip = await visit(COMPANY, baseURL, { "Accept-Encoding": "gzip", "If-None-Match": etag });
  expect(gzip.status).toBe(200);
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(decoded(gzip)).toBe(decoded(first));
});

test("a signed-in visitor's pages are private, no-store, with their own nonce", async ({
  page,
  db,
}) => {
  const user = await signInAs(page, db, "user");
  const seen = new Set<string>();
  for (const path of ["/", COMPANY, "/search?q=composite", "/privacy"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce, path).toBeTruthy();
    expect(seen.has(nonce ?? "")).toBe(false);
    seen.add(nonce ?? "");
    const html = await response.text();
    // Every nonce in the page is the one this answer's policy names.
    expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])), path).toEqual(
      new Set([nonce]),
    );
    expect(html, path).toContain(user.displayName);
  }
});

test("a cached page never shows a signed-in visitor's account to anyone else", async ({
  page,
  db,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  const user = await signInAs(page, db, "user");
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText(user.displayName);
  for (let i = 0; i < 2; i++) {
    const html = decoded(await visit("/", baseURL));
    expect(html).not.toContain(user.email);
    expect(html).not.toContain(user.displayName);
  }
  // And the signed-in visitor still gets their own page, not the cached anonymous one.
  await page.reload();
  await expect(page.getByRole("banner")).toContainText(user.displayName);
});

test("a page from the cache still hydrates under its hash-based policy", async ({ page }) => {
  // Warm the cache, then load the page as a browser: inline scripts run only if their hashes match.
  await page.request.get("/search?q=composite");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/search?q=composite");
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  expect(response?.headers()["content-encoding"]).toBe("br");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // It hydrated: the search box suggests as one types (the page's scripts ran).
  await page.getByRole("combobox", { name: "Search companies and products" }).fill("endopath");
  await expect(page.getByRole("option").first()).toBeVisible();
  expect(await page.locator("link[rel=modulepreload]").count()).toBeGreaterThan(0);
  expect(await page.locator("[nonce]").count()).toBe(0);
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
