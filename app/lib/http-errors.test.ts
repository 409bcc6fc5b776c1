import { describe, expect, it } from "vitest";
import { NOT_FOUND, notFound } from "./http-errors";

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("notFound", () => {
  it("throws a 404 response with the given message", () => {
    const error = thrownBy(() => notFound("Company not found"));
    expect(error).toMatchObject({ init: { status: 404 }, data: "Company not found" });
  });

  it("says the one not-found text when given no message", () => {
    expect(thrownBy(() => notFound())).toMatchObject({ data: NOT_FOUND.text });
  });
});
