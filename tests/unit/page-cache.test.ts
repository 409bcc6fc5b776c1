/** The page cache's rules (docs/decisions/080) and the static files' encoding choice. */
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { SplicedPage } from "../../server/gzip-splice";
import { PageCache } from "../../server/page-cache";
import { chooseEncoding } from "../../server/precompressed-static";

const page = (html: string) => ({ status: 200, headers: [], html, hasFormGuard: false });

describe("PageCache", () => {
  it("puts each answer's own nonce and a fresh form token in place of the placeholders", () => {
    const cache = new PageCache();
    const { nonce, formGuard } = cache.placeholders;
    const html = `<script nonce="${nonce}"></script><input value="${formGuard.key}"><input value="${formGuard.startedAt}">{"formGuard":{"key":"${formGuard.key}"}}`;
    let issued = 0;
    const issue = () => {
      issued++;
      return { key: `key-${issued}`, startedAt: `started-${issued}` };
    };
    const first = cache.answer({ html, hasFormGuard: true }, "nonce-A", issue, { gzip: false });
    const second = cache.answer({ html, hasFormGuard: true }, "nonce-B", issue, { gzip: false });
    expect(first).toEqual({
      encoding: "identity",
      body: '<script nonce="nonce-A"></script><input value="key-1"><input value="started-1">{"formGuard":{"key":"key-1"}}',
    });
    expect(second.body).toContain('nonce="nonce-B"');
    expect(second.body).toContain("key-2");
    expect(second.body).not.toContain(nonce);
    // A page without forms issues no token.
    cache.answer({ html: `<p nonce="${nonce}"></p>`, hasFormGuard: false }, "nonce-C", issue, {
      gzip: false,
    });
    expect(issued).toBe(2);
  });

  it("answers gzip from the page's spliced runs, each visitor with their own values", () => {
    const cache = new PageCache();
    const { nonce, formGuard } = cache.placeholders;
    const html = `<!doctype html><script nonce="${nonce}">go()</script>${"<p>the same text for every visitor</p>".repeat(200)}<input name="k" value="${formGuard.key}"><input value="${formGuard.startedAt}"><script nonce="${nonce}"></script>`;
    const page: { html: string; hasFormGuard: boolean; spliced?: SplicedPage } = {
      html,
      hasFormGuard: true,
    };
    let issued = 0;
    const issue = () => {
      issued++;
      return { key: `key-${issued}`, startedAt: `started-${issued}` };
    };
    const bodies = ["nonce-A", "nonce-B"].map((visitorNonce) => {
      const answer = cache.answer(page, visitorNonce, issue, { gzip: true });
      expect(answer.encoding).toBe("gzip");
      return gunzipSync(answer.body).toString();
    });
    expect(page.spliced).toBeDefined();
    expect(bodies[0]).toBe(
      html
        .replaceAll(nonce, "nonce-A")
        .replaceAll(formGuard.key, "key-1")
        .replaceAll(formGuard.startedAt, "started-1"),
    );
    expect(bodies[1]).toContain('value="key-2"');
    expect(bodies[1]).not.toContain("nonce-A");
    // A value of another length than the runs were made for: the text, for the server to compress.
    const longer = cache.answer(page, "a-much-longer-nonce-than-before", issue, { gzip: true });
    expect(longer.encoding).toBe("identity");
    expect(longer.body).toContain('nonce="a-much-longer-nonce-than-before"');
  });

  it("keeps a page without the nonce on its modulepreload links, and only there", () => {
    const cache = new PageCache();
    const { nonce } = cache.placeholders;
    const html = `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/b.js" crossorigin="" nonce="${nonce}"/><link rel="stylesheet" href="/c.css" nonce="${nonce}"/><script nonce="${nonce}">go()</script>`;
    expect(cache.prepare(html)).toBe(
      `<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js" crossorigin=""/><link rel="stylesheet" href="/c.css" nonce="${nonce}"/><script nonce="${nonce}">go()</script>`,
    );
    // Another nonce than the cache's placeholder (not a page rendered for it) stays.
    const other = '<link rel="modulepreload" href="/assets/a.js" nonce="someone-else"/>';
    expect(cache.prepare(other)).toBe(other);
  });

  it("keeps nothing rendered before a clear (a catalogue change)", () => {
    const cache = new PageCache();
    const generation = cache.currentGeneration;
    cache.clear();
    cache.set("/", page("old"), generation);
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", page("new"), cache.currentGeneration);
    expect(cache.get("/")?.html).toBe("new");
    cache.clear();
    expect(cache.get("/")).toBeUndefined();
  });

  it("forgets pages after their time and drops the least recently used past its size", () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 2, maxAgeMs: 1000, now: () => now });
    const g = cache.currentGeneration;
    cache.set("/a", page("a"), g);
    cache.set("/b", page("b"), g);
    expect(cache.get("/a")?.html).toBe("a"); // /a used last
    cache.set("/c", page("c"), g);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")?.html).toBe("a");
    now = 1000;
    expect(cache.get("/a")).toBeUndefined();
  });

  it("does not keep pages larger than its limit", () => {
    const cache = new PageCache({ maxPageBytes: 10 });
    cache.set("/big", page("x".repeat(11)), cache.currentGeneration);
    expect(cache.get("/big")).toBeUndefined();
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
