import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "./session-cookie.server";

describe("hasSessionCookie", () => {
  it("finds better-auth's session token, plain or under its https name, among other cookies", () => {
    expect(hasSessionCookie("better-auth.session_token=abc.def")).toBe(true);
    expect(hasSessionCookie("_ga=GA1.1.1.2; __Secure-better-auth.session_token=abc; a=b")).toBe(
      true,
    );
  });

  it("is false without it: no cookie, analytics or consent cookies, an empty token", () => {
    for (const header of [
      undefined,
      "",
      "_ga=GA1.1.1.2; consent=all",
      "welcome_notice=1",
      "better-auth.session_token=",
      "better-auth.session_data=xyz",
    ]) {
      expect(hasSessionCookie(header), String(header)).toBe(false);
    }
  });
});
