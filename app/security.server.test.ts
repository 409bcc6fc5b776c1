import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, isCrossSiteRequest, securityHeaders } from "./security.server";

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
    const csp = buildContentSecurityPolicy("abc", { siteUrl: SITE, isDevelopment: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("googletagmanager");
  });

  it("allow Google Analytics only when it is configured", () => {
    const csp = buildContentSecurityPolicy("abc", {
      siteUrl: SITE,
      isDevelopment: false,
      gaMeasurementId: "G-TEST123",
    });
    expect(csp).toContain("https://www.googletagmanager.com");
  });

  it("send HSTS only for an https site", () => {
    expect(securityHeaders("n", { siteUrl: SITE, isDevelopment: false })).toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(
      securityHeaders("n", { siteUrl: "http://localhost:3000", isDevelopment: false }),
    ).not.toHaveProperty("Strict-Transport-Security");
  });
});
