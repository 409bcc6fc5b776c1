/**
 * Forms work at the address the server prints (issue 23): with SITE_URL unset, both loopback
 * names for the port it listens on are the site; any other origin is another site.
 */
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { isCrossSiteRequest } from "~/security.server";

function post(origin: string) {
  const headers = new Headers({ Origin: origin });
  return { method: "POST", headers };
}

describe("the site's origins", () => {
  it("are both loopback names for PORT when SITE_URL is unset", () => {
    const env = parseEnv({ PORT: "4321" });
    expect(env.SITE_ORIGINS).toEqual(["http://localhost:4321", "http://127.0.0.1:4321"]);
    for (const origin of ["http://127.0.0.1:4321", "http://localhost:4321"]) {
      expect(isCrossSiteRequest(post(origin), env.SITE_ORIGINS), origin).toBe(false);
    }
    for (const origin of [
      "http://127.0.0.1:4322",
      "https://localhost:4321",
      "https://evil.example",
    ]) {
      expect(isCrossSiteRequest(post(origin), env.SITE_ORIGINS), origin).toBe(true);
    }
  });

  it("are SITE_URL's origin alone when it is set", () => {
    const env = parseEnv({ PORT: "4321", SITE_URL: "https://sampletray.example/" });
    expect(env.SITE_ORIGINS).toEqual(["https://sampletray.example"]);
    expect(isCrossSiteRequest(post("http://127.0.0.1:4321"), env.SITE_ORIGINS)).toBe(true);
    expect(isCrossSiteRequest(post("https://sampletray.example"), env.SITE_ORIGINS)).toBe(false);
  });
});
