import { describe, expect, it } from "vitest";
import { isTokenAuthenticatedPost } from "~/security.server";
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

  it("are the credential of the one path the cross-site check lets through", () => {
    expect(isTokenAuthenticatedPost(`/unsubscribe/${createUnsubscribeToken(ID, SECRET)}`)).toBe(
      true,
    );
    expect(isTokenAuthenticatedPost("/unsubscribe/")).toBe(false);
    expect(isTokenAuthenticatedPost("/subscribe/confirm/abc")).toBe(false);
    expect(isTokenAuthenticatedPost("/unsubscribe/a/b")).toBe(false);
    expect(isTokenAuthenticatedPost("/")).toBe(false);
  });
});
