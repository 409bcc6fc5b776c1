/** The server half of the form kit: what an action gets from a submitted body. */
import { describe, expect, it } from "vitest";
import { testFormSchema } from "../../tests/helpers/form-kit";
import { parseSubmission } from "./parse-submission.server";

describe("parseSubmission", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    parseSubmission(
      new Request("http://localhost/", { method: "POST", body, headers }),
      testFormSchema,
    );

  it("answers 400 with only the visible values, cut to their maxLength", async () => {
    const body = new URLSearchParams({ name: "x".repeat(10_000), email: "nope", extra: "y" });
    const result = await post(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reply.init?.status).toBe(400);
    expect(result.failure.values).toEqual({ name: "x".repeat(20), email: "nope" });
    expect(result.failure.errors.name).toBe("Name must be at most 20 characters");
  });

  it("refuses a NUL byte with the field's message instead of failing later", async () => {
    const body = new URLSearchParams({
      name: "Da\u0000na",
      email: "a@example.com",
      kind: "Lab",
      notes: "two\nlines",
      terms: "on",
    });
    const result = await post(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.errors).toEqual({
      name: "Name contains characters that are not allowed",
    });
  });

  it("turns a body that is not readable form data into a 400", async () => {
    const result = await post("--broken\r\nnot multipart", {
      "Content-Type": "multipart/form-data; boundary=nothing-here",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reply.init?.status).toBe(400);
    expect(result.failure.errors.form).toBe("The form could not be read. Please try again.");
  });
});
