import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, logFailure, logLibraryMessage, redactEmails } from "./log.server";

afterEach(() => vi.restoreAllMocks());

describe("logFailure", () => {
  it("logs the error class and database code, never the message with the query's parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates "x"'), { code: "23505" });
    const error = new Error(
      "Failed query: insert into subscribers (email) values ($1)\nparams: ann@example.com",
      {
        cause,
      },
    );
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    logFailure("Subscribe failed", error);
    expect(spy).toHaveBeenCalledWith("Subscribe failed: Error (code 23505)");
    expect(JSON.stringify(spy.mock.calls)).not.toContain("ann@example.com");
  });

  it("can add the stack's frames, but not the message line", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    logFailure("Loader failed", new Error("params: ann@example.com, Ann Lee"), { withStack: true });
    const text = String(spy.mock.calls[0]?.[0]);
    expect(text).toMatch(/^Loader failed: Error\n\s+at /);
    expect(text).not.toContain("ann@example.com");
    expect(text).not.toContain("Ann Lee");
  });

  it("describes errors without a code by their class", () => {
    expect(describeError(new TypeError("secret"))).toBe("TypeError");
    expect(describeError("text")).toBe("string");
    expect(describeError(null)).toBe("object");
  });
});

describe("logLibraryMessage", () => {
  it("keeps the library's message and the error's class, drops the user and the query", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = Object.assign(
      new Error('Failed query: insert into "users" … params: Ann\u0000 Lee,ann@example.com'),
      { code: "22021" },
    );
    logLibraryMessage("better-auth", "error", "Failed to create user", [
      error,
      { email: "ann@example.com", name: "Ann Lee" },
      "ann@example.com",
    ]);
    expect(spy).toHaveBeenCalledWith(
      "[better-auth] ERROR: Failed to create user (Error (code 22021))",
    );
  });

  it("removes e-mail addresses from the message itself", () => {
    expect(redactEmails('User "ann.lee+x@mail.example.com" not found')).toBe(
      'User "[e-mail]" not found',
    );
  });
});
