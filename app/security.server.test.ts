import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
  isCrossSiteExempt,
  isCrossSiteRequest,
  securityHeaders,
  securityOptions,
} from "./security.server";

const SITE = "https://tray.example";
const request = (method: string, headers: Record<string, string> = {}) => ({
  method,
  headers: new Headers(headers),
});

describe("isCrossSiteRequest", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteRequest(request("GET", { "Sec-Fetch-Site": "cross-site" }), SITE)).toBe(
      false,
    );
  });

  it.each([
    [{ "Sec-Fetch-Site": "cross-site" }, true],
    [{ "Sec-Fetch-Site": "same-site" }, true],
    [{ "Sec-Fetch-Site": "same-origin" }, false],
    [{ Origin: "https://evil.example" }, true],
    [{ Origin: "https://tray.example" }, false],
    [{ Origin: "null" }, true],
    [{}, false],
  ])("POST with %j → refused: %s", (headers, refused) => {
    expect(isCrossSiteRequest(request("POST", headers), SITE)).toBe(refused);
  });
});

describe("security headers", () => {
  it("allow scripts only from this site or with the request's nonce in production", () => {
    const csp = buildContentSecurityPolicy(
      { nonce: "abc" },
      { siteUrl: SITE, isDevelopment: false },
    );
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("googletagmanager");
  });

  it("allow a signed-out page's inline scripts by their hashes, and no inline script by default", () => {
    const options = { siteUrl: SITE, isDevelopment: false };
    const hashes = ["sha256-AAA=", "sha256-BBB="];
    expect(buildContentSecurityPolicy({ hashes }, options)).toContain(
      "script-src 'self' 'sha256-AAA=' 'sha256-BBB=';",
    );
    expect(buildContentSecurityPolicy(null, options)).toContain("script-src 'self';");
  });

  it("allow Google Analytics only when it is configured", () => {
    const csp = buildContentSecurityPolicy(
      { nonce: "abc" },
      {
        siteUrl: SITE,
        isDevelopment: false,
        gaMeasurementId: "G-TEST123",
      },
    );
    expect(csp).toContain("https://www.googletagmanager.com");
  });

  it("let forms lead on to Stripe's Checkout and portal only when Stripe is on", () => {
    const options = { siteUrl: SITE, isDevelopment: false };
    expect(buildContentSecurityPolicy(null, options)).toContain("form-action 'self';");
    const withStripe = securityOptions({
      SITE_URL: SITE,
      NODE_ENV: "production",
      GA_MEASUREMENT_ID: undefined,
      STRIPE_SECRET_KEY: "sk_test_abc",
    });
    expect(buildContentSecurityPolicy(null, withStripe)).toContain(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com;",
    );
  });

  it("send HSTS only for an https site", () => {
    expect(securityHeaders({ nonce: "n" }, { siteUrl: SITE, isDevelopment: false })).toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(
      securityHeaders({ nonce: "n" }, { siteUrl: "http://localhost:3000", isDevelopment: false }),
    ).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("inlineScriptHashes", () => {
  const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  it("hashes each inline script once, as written, and no file or data block", () => {
    const html = [
      "<script>window.a=1;</script>",
      '<script type="module">import "/x.js";</script>',
      '<script async="" src="/assets/b.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a=1;</script>",
      '<SCRIPT nonce="n">\n  go()\n</SCRIPT>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a=1;"),
      sha('import "/x.js";'),
      sha("\n  go()\n"),
    ]);
  });
});

describe("isCrossSiteExempt", () => {
  const headers = (values: Record<string, string>) => ({
    get: (name: string) => values[name.toLowerCase()] ?? null,
  });

  it("lets a route authorised by its URL token take POSTs from anywhere, nothing else", () => {
    expect(isCrossSiteExempt("url-token", { method: "POST", headers: headers({}) })).toBe(true);
    expect(isCrossSiteExempt("url-token", { method: "PUT", headers: headers({}) })).toBe(false);
    expect(isCrossSiteExempt(undefined, { method: "POST", headers: headers({}) })).toBe(false);
  });

  it("lets a Bearer-key call through only without cookies", () => {
    const bearer = { authorization: "Bearer st_live_abc" };
    expect(isCrossSiteExempt("bearer-key", { method: "PATCH", headers: headers(bearer) })).toBe(
      true,
    );
    expect(
      isCrossSiteExempt("bearer-key", {
        method: "PATCH",
        headers: headers({ ...bearer, cookie: "a=b" }),
      }),
    ).toBe(false);
    expect(isCrossSiteExempt("bearer-key", { method: "POST", headers: headers({}) })).toBe(false);
    expect(isCrossSiteExempt(undefined, { method: "POST", headers: headers(bearer) })).toBe(false);
  });
});
