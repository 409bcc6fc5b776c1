import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureLog, type LogCapture } from "../../tests/helpers/log";
import {
  describeError,
  logFailure,
  logLibraryMessage,
  redactEmails,
  withRequestId,
} from "./log.server";

let log: LogCapture;
beforeEach(() => {
  log = captureLog("debug");
});
afterEach(() => log.restore());

describe("logFailure", () => {
  it("logs the error class and database code, never the message with the query's parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates "x"'), { code: "23505" });
    const error = new Error(
      "Failed query: insert into subscribers (email) values ($1)\nparams: ann@example.com",
      {
        cause,
      },
    );
    logFailure("Subscribe failed", error);
    expect(log.lines).toMatchObject([
      { level: "error", msg: "Subscribe failed", error: "Error (code 23505)" },
    ]);
    expect(log.text()).not.toContain("ann@example.com");
  });

  it("names the request being served", () => {
    withRequestId("req-42", () => logFailure("Loader failed", new TypeError("x")));
    logFailure("Retention purge failed", new TypeError("x"));
    expect(log.lines.map((line) => line.reqId)).toEqual(["req-42", undefined]);
  });

  it("can add the stack's frames, but not the message line", () => {
    logFailure("Loader failed", new Error("params: ann@example.com, Ann Lee"), { withStack: true });
    expect(log.lines[0]).toMatchObject({ msg: "Loader failed", error: "Error" });
    expect(String(log.lines[0]?.stack)).toMatch(/^\s+at /);
    expect(log.text()).not.toContain("ann@example.com");
    expect(log.text()).not.toContain("Ann Lee");
  });

  it("logs a database outage once per place and cause, however many requests meet it", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    for (let i = 0; i < 100; i++) {
      withRequestId(`req-${i}`, () => {
        logFailure("Loading companies failed (outage test)", new Error("x", { cause: refused }));
        logFailure("Search failed (outage test)", refused);
      });
      logLibraryMessage("better-auth", "error", "INTERNAL_SERVER_ERROR", [refused]);
    }
    expect(log.lines.map((line) => [line.msg, line.reqId])).toEqual([
      ["Loading companies failed (outage test)", "req-0"],
      ["Search failed (outage test)", "req-0"],
      ["INTERNAL_SERVER_ERROR", undefined],
    ]);
    // Any other failure is every request's own line.
    for (let i = 0; i < 3; i++) logFailure("Search failed (outage test)", new TypeError("x"));
    expect(log.lines).toHaveLength(6);
  });

  it("describes errors without a code by their class", () => {
    expect(describeError(new TypeError("secret"))).toBe("TypeError");
    expect(describeError("text")).toBe("string");
    expect(describeError(null)).toBe("object");
  });
});

describe("logLibraryMessage", () => {
  it("keeps the library's message and the error's class, drops the user and the query", () => {
    const error = Object.assign(
      new Error('Failed query: insert into "users" … params: Ann\u0000 Lee,ann@example.com'),
      { code: "22021" },
    );
    logLibraryMessage("better-auth", "error", "Failed to create user", [
      error,
      { email: "ann@example.com", name: "Ann Lee" },
      "ann@example.com",
    ]);
    expect(log.lines).toMatchObject([
      {
        level: "error",
        source: "better-auth",
        msg: "Failed to create user",
        errors: ["Error (code 22021)"],
      },
    ]);
    expect(log.text()).not.toContain("ann@example.com");
    expect(log.text()).not.toContain("Ann Lee");
  });

  it("removes e-mail addresses from the message itself", () => {
    expect(redactEmails('User "ann.lee+x@mail.example.com" not found')).toBe(
      'User "[e-mail]" not found',
    );
  });
});
