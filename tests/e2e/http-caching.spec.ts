/**
 * Compression and caching of the production server that only the build and a browser show
 * (issues 13 and 22, docs/decisions/080, 102): static files sent as the build's brotli/gzip
 * copies, and a page from the cache that still hydrates under its hash-based policy. What a
 * request shows (Cache-Control per page, the same bytes for every signed-out visitor, ETags, no
 * account in a cached page) is in tests/integration/page-caching-over-http.test.ts (decision 159).
 */
import { readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

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
