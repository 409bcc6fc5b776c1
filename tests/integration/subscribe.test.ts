import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { subscribers } from "~/db/schema";
import { action } from "~/routes/_index/route";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { guardFields } from "../helpers/form-guard";
import { callAction } from "../helpers/route";

describe(`subscribe (${process.env.TEST_DB})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  async function subscribe(fields: Record<string, string>, db = t.db) {
    const form = { intent: "subscribe", ...guardFields(), ...fields };
    const result = await callAction(action, { path: "/?index", form, db });
    return { status: result.status, body: result.data as Record<string, unknown> };
  }

  it("stores the e-mail once, active, and thanks the visitor both times", async () => {
    expect(await subscribe({ email: "Reader@Example.com" })).toEqual({
      status: 200,
      body: { intent: "subscribe", ok: true },
    });
    expect((await subscribe({ email: "reader@example.com " })).body).toMatchObject({ ok: true });
    const rows = await t.db.select().from(subscribers);
    expect(rows).toHaveLength(1);
    // The e-mail field trims and lower-cases the address once, for every table.
    expect(rows[0]).toMatchObject({ email: "reader@example.com", active: true });
    expect(rows[0]?.subscribedAt).toBeInstanceOf(Date);
  });

  it("requires a valid e-mail", async () => {
    expect(await subscribe({ email: "" })).toMatchObject({
      status: 400,
      body: { errors: { email: "Email is required" } },
    });
    expect(await subscribe({ email: "nope" })).toMatchObject({
      status: 400,
      body: { errors: { email: "Please enter a valid email address" }, values: { email: "nope" } },
    });
  });

  it("answers 400, never 500, to a NUL byte", async () => {
    expect((await subscribe({ email: "a\u0000@example.com" })).status).toBe(400);
  });

  it("says 'Failed to subscribe. Please try again.' when the database fails", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await subscribe({ email: "x@example.com" }, broken.db);
    // The failure is logged, without the address.
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logged.mock.calls)).not.toContain("x@example.com");
    logged.mockRestore();
    expect(result.status).toBe(500);
    expect(result.body.formError).toBe("Failed to subscribe. Please try again.");
  });
});
