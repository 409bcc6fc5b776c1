import { describe, expect, it } from "vitest";
import { rulesFor } from "../../server/route-rules";
import { fakeBuild } from "../../tests/helpers/fake-build";
import { createUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token.server";

const SECRET = "unit-secret-unit-secret-unit-secret";
const ID = "0b6f8c7e-2a4d-4c1b-9e3f-5a6b7c8d9e0f";

describe("unsubscribe tokens", () => {
  it("read back the id they were made for, with the same secret only", () => {
    const token = createUnsubscribeToken(ID, SECRET);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(token, SECRET)).toBe(ID);
    expect(readUnsubscribeToken(token, `${SECRET}x`)).toBeNull();
  });

  it("refuse another id under the signature, and malformed tokens", () => {
    const signature = createUnsubscribeToken(ID, SECRET).split(".")[1];
    const other = "1b6f8c7e-2a4d-4c1b-9e3f-5a6b7c8d9e0f";
    for (const bad of [
      `${other}.${signature}`,
      `${ID}.${"A".repeat(43)}`,
      `${ID}.${signature}.x`,
      `${ID}.`,
      ID,
      "",
      `${ID.toUpperCase()}.${signature}`,
    ]) {
      expect(readUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });

  it("are the credential of the one route the cross-site check lets through", () => {
    // The unsubscribe route declares `crossSite: "url-token"` (its `handle`); the decision is made
    // on the route the router matches (tests/integration/request-rules-over-http.test.ts asks
    // the real route).
    const build = fakeBuild([
      { id: "index", index: true },
      { id: "unsubscribe", path: "unsubscribe/:token", handle: { crossSite: "url-token" } },
      { id: "confirm", path: "subscribe/confirm/:token" },
      { id: "splat", path: "*" },
    ]);
    const exempt = (path: string) => rulesFor(build, path).rules.crossSite === "url-token";
    expect(exempt(`/unsubscribe/${createUnsubscribeToken(ID, SECRET)}`)).toBe(true);
    expect(exempt("/unsubscribe/")).toBe(false);
    expect(exempt("/subscribe/confirm/abc")).toBe(false);
    expect(exempt("/unsubscribe/a/b")).toBe(false);
    expect(exempt("/")).toBe(false);
    // As the router resolves the path: dot segments, `%2e%2e` included.
    expect(exempt("/unsubscribe/abc.def?x=1")).toBe(true);
    expect(exempt("/unsubscribe/%2e%2e?index")).toBe(false);
    expect(exempt("/unsubscribe/..")).toBe(false);
    expect(exempt("/x/%2e%2e/unsubscribe/abc")).toBe(true);
  });
});
