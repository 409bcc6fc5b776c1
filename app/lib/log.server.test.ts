import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, logFailure } from "./log.server";

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

  it("describes errors without a code by their class", () => {
    expect(describeError(new TypeError("secret"))).toBe("TypeError");
    expect(describeError("text")).toBe("string");
    expect(describeError(null)).toBe("object");
  });
});
