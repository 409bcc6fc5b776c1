import { readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareSplice, spliceGzip } from "../../server/gzip-splice";

const NONCE = "PLACEHOLDER_NONCE_x1";
const TOKEN = "PLACEHOLDER_TOKEN_y2";

/** The text as the answer should read: every placeholder replaced by its value. */
const personalised = (text: string, nonce: string, token: string) =>
  text.replaceAll(NONCE, nonce).replaceAll(TOKEN, token);

describe("spliceGzip", () => {
  it("gives a gzip stream of the page with each answer's own values", () => {
    const page = `<!doctype html><script nonce="${NONCE}">a()</script><p>same text, same text, same text</p><input value="${TOKEN}"><script nonce="${NONCE}">b()</script>`;
    const spliced = prepareSplice(page, [NONCE, TOKEN], [9, 9]);
    for (const [nonce, token] of [
      ["n0nce-one", "token-one"],
      ["n0nce-two", "token-two"],
      ["n0nce-ü3", "tøken-3-"],
    ] as const) {
      const body = spliceGzip(spliced, [nonce, token]);
      expect(body).not.toBeNull();
      expect(gunzipSync(body ?? Buffer.alloc(0)).toString()).toBe(personalised(page, nonce, token));
    }
  });

  it("handles pages that start or end with a placeholder, hold none, or are empty", () => {
    for (const page of [
      `${NONCE}middle${TOKEN}`,
      "no placeholder at all",
      "",
      NONCE,
      `a\0b${NONCE}`,
    ]) {
      const body = spliceGzip(prepareSplice(page, [NONCE, TOKEN], [2, 2]), ["v1", "v2"]);
      expect(gunzipSync(body ?? Buffer.alloc(0)).toString()).toBe(personalised(page, "v1", "v2"));
    }
  });

  it("never lets a run copy from a value: runs repeating the text around a value stay right", () => {
    // The text before and after each value repeats, so the runs copy from earlier text a lot.
    const page = Array.from({ length: 50 }, () => `<link href="/a.js" nonce="${NONCE}"/>`).join("");
    const spliced = prepareSplice(page, [NONCE], [6]);
    for (const nonce of ["aaaaaa", '"/>"/>', '" nonc']) {
      const body = spliceGzip(spliced, [nonce]);
      expect(gunzipSync(body ?? Buffer.alloc(0)).toString()).toBe(page.replaceAll(NONCE, nonce));
    }
  });

  it("keeps a long real page intact and compressed", () => {
    // A page of about 40 KB: a blog article's text, placeholders spread through it.
    const article = readFileSync(
      "content/blog/" + "choosing-an-impression-material-vps-polyether-alginate-digital.md",
      "utf8",
    );
    const page = article
      .split("\n\n")
      .map(
        (paragraph, i) =>
          `<p data-i="${i}" nonce="${NONCE}">${paragraph}</p>${i % 7 === 0 ? TOKEN : ""}`,
      )
      .join("\n");
    const body = spliceGzip(prepareSplice(page, [NONCE, TOKEN], [6, 7]), ["abc123", "key-456"]);
    expect(gunzipSync(body ?? Buffer.alloc(0)).toString()).toBe(
      personalised(page, "abc123", "key-456"),
    );
    // Near the whole page compressed at once (a value in every paragraph is the worst case).
    expect(body?.length).toBeLessThan(gzipSync(page, { level: 6 }).length * 1.3);
  });

  it("gives nothing for a value of another length than the page was prepared for", () => {
    const spliced = prepareSplice(`a${NONCE}b`, [NONCE], [3]);
    expect(spliceGzip(spliced, ["four"])).toBeNull();
    expect(spliceGzip(spliced, ["two"])).not.toBeNull();
  });
});
