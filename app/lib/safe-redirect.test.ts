import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/analytics/sample-requests?status=pending")).toBe(
      "/analytics/sample-requests?status=pending",
    );
  });
  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "",
    null,
    ["/a"],
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });
  it("does not send a user back to login or signup", () => {
    expect(safeRedirect("/login?redirectTo=/x")).toBe("/");
    expect(safeRedirect("/signup")).toBe("/");
  });
  it("builds the login path that returns here", () => {
    expect(loginPath("http://localhost/analytics/sample-requests?q=a b")).toBe(
      "/login?redirectTo=%2Fanalytics%2Fsample-requests%3Fq%3Da%2520b",
    );
  });
});
