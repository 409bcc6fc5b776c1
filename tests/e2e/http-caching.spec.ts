/**
 * Compression and caching of the production server (issue 13, docs/decisions/080): static files
 * sent as the build's brotli/gzip copies, Cache-Control per kind of page, and the cache of
 * rendered anonymous pages never handing one visitor's nonce, form token or account to another.
 */
import { readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { request as playwrightRequest } from "@playwright/test";
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
  // Pages without a form token may be kept by shared caches for a minute.
  for (const path of ["/search?q=composite", "/privacy", "/blog"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe(CATALOGUE_CACHE);
    expect(response.headers().vary, path).toMatch(/Cookie/);
  }
  // Pages whose forms carry a per-visitor token: the visitor's browser only.
  for (const path of ["/", COMPANY]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-cache");
  }
  // Personal pages (a link's token in the URL), sign-in forms: nobody keeps them.
  for (const path of ["/login", "/request-samples?company=all"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("a signed-in visitor's pages are private, no-store", async ({ page, db }) => {
  await signInAs(page, db, "user");
  for (const path of ["/", COMPANY, "/search?q=composite", "/privacy"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

/** The nonce the CSP header allows and every nonce attribute in the page. */
async function nonces(response: Awaited<ReturnType<typeof fetchPage>>) {
  const csp = response.headers()["content-security-policy"] ?? "";
  const allowed = /'nonce-([^']+)'/.exec(csp)?.[1];
  const html = await response.text();
  const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  const tokens = [...html.matchAll(/name="_submission" value="([^"]*)"/g)].map((m) => m[1]);
  return { allowed, inPage, tokens, html };
}

async function fetchPage(path: string, baseURL: string) {
  // A fresh client each time: no cookies, as a new visitor.
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.get(path);
  await response.body();
  return Object.assign(response, { dispose: () => context.dispose() });
}

test("a cached page gives each visitor their own nonce and form token, never another's account", async ({
  page,
  db,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  test.slow(); // several visitors, one after another
  // A signed-in visit first: its page names the user.
  const user = await signInAs(page, db, "user");
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText(user.displayName);

  const seen = new Set<string>();
  const tokens = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await fetchPage("/", baseURL);
    if (i > 0) {
      // From the cache: the page's runs compressed once, spliced with this visitor's values.
      expect(response.headers()["x-page-cache"]).toBe("hit");
      expect(response.headers()["content-encoding"]).toBe("gzip");
    }
    const { allowed, inPage, tokens: pageTokens, html } = await nonces(response);
    expect(allowed).toBeTruthy();
    // Every script nonce in the page is the one this answer's CSP allows, and no earlier one.
    expect([...inPage]).toEqual([allowed]);
    expect(seen.has(allowed ?? "")).toBe(false);
    seen.add(allowed ?? "");
    // The subscribe form's token is new for each visitor.
    expect(pageTokens.length).toBeGreaterThan(0);
    for (const token of pageTokens) {
      expect(token).toMatch(/^[0-9a-f-]{36}$/);
      expect(tokens.has(token ?? "")).toBe(false);
    }
    for (const token of new Set(pageTokens)) tokens.add(token ?? "");
    expect(html).not.toContain(user.email);
    expect(html).not.toContain(user.displayName);
    await response.dispose();
  }

  // And the signed-in visitor still gets their own page, not the cached anonymous one.
  await page.reload();
  await expect(page.getByRole("banner")).toContainText(user.displayName);
});

test("a page from the cache still hydrates and its form token is accepted", async ({ page }) => {
  // Warm the cache, then load the page as a browser: scripts run only with the right nonce.
  await page.request.get("/search?q=composite");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/search?q=composite");
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  expect(response?.headers()["content-encoding"]).toBe("gzip");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // It hydrated: the search box suggests as one types (the page's scripts ran).
  await page.getByRole("combobox", { name: "Search companies and products" }).fill("endopath");
  await expect(page.getByRole("option").first()).toBeVisible();
  // Its module preloads carry no nonce ('self' allows them), yet none is refused.
  expect(await page.locator("link[rel=modulepreload]").count()).toBeGreaterThan(0);
  expect(await page.locator("link[rel=modulepreload][nonce]").count()).toBe(0);
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
