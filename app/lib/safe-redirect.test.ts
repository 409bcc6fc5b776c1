import { describe, expect, it } from "vitest";
import { loginPath, normaliseRedirect, safeRedirect } from "./safe-redirect";

/** Known open-redirect bypasses (OWASP, PayloadsAllTheThings and this project's own reports). */
const BYPASSES = [
  "https://evil.example/",
  "http://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/%09/evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/./evil.example/../..//evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/../..//evil.example",
  "/%2e%2e/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e//evil.example",
  "/a/../..//evil.example",
  "/a/b/../../..//evil.example",
  "/\u3000/evil.example",
  "/\u2028//evil.example",
  "/\u0000//evil.example",
  "/\u007f//evil.example",
  "//evil.example@same.invalid",
  "/login?redirectTo=//evil.example",
  "",
  null,
  undefined,
  42,
  ["/a"],
];

const SITE = "https://sampletray.example";

/** How a browser resolves a Location header value on the site. */
function resolvedOrigin(path: string): string {
  return new URL(path, `${SITE}/some/page`).origin;
}

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/admin/requests?status=pending")).toBe("/admin/requests?status=pending");
  });

  it(`holds against ${BYPASSES.length} known bypasses: the result is always a same-origin path`, () => {
    expect(BYPASSES.length).toBeGreaterThanOrEqual(30);
    for (const to of BYPASSES) {
      const result = safeRedirect(to);
      expect(result, JSON.stringify(to)).toMatch(/^\/(?![/\\])/);
      expect(resolvedOrigin(result), JSON.stringify(to)).toBe(SITE);
      expect(safeRedirect(result), JSON.stringify(to)).toBe(result);
      expect(result, JSON.stringify(to)).not.toMatch(/evil\.example/);
    }
  });

  it("normalises dot segments before checking", () => {
    expect(safeRedirect("/./admin/../admin/requests")).toBe("/admin/requests");
    expect(safeRedirect("/.//evil.example")).toBe("/");
    expect(safeRedirect("/..//evil.example")).toBe("/");
    expect(safeRedirect("/%2e%2e/%2e%2e//evil.example")).toBe("/");
  });

  it("does not send a user back to login or signup", () => {
    expect(safeRedirect("/login?redirectTo=/x")).toBe("/");
    expect(safeRedirect("/signup")).toBe("/");
  });

  it("strips React Router's data-request artefacts", () => {
    expect(safeRedirect("/admin/requests.data?status=pending")).toBe(
      "/admin/requests?status=pending",
    );
    expect(safeRedirect("/_root.data")).toBe("/");
    expect(safeRedirect("/admin/requests.data?_routes=routes%2Fx&status=a")).toBe(
      "/admin/requests?status=a",
    );
    expect(safeRedirect("/?index&_data=routes%2F_index")).toBe("/");
    expect(normaliseRedirect("/a.data")).toBe("/a");
  });

  it("builds the login path that returns here", () => {
    expect(loginPath("http://localhost/admin/requests?q=a b")).toBe(
      "/login?redirectTo=%2Fadmin%2Frequests%3Fq%3Da%2520b",
    );
    expect(loginPath("http://localhost/admin/requests.data?status=pending")).toBe(
      "/login?redirectTo=%2Fadmin%2Frequests%3Fstatus%3Dpending",
    );
  });
});
