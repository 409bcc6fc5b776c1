import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers } from "~/db/schema";
import { action } from "~/routes/_index";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { createTestContext, formRequest } from "../helpers/route";

describe(`subscribe (${process.env.TEST_DB})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  async function subscribe(fields: Record<string, string>) {
    const result = (await action({
      request: formRequest("/?index", { intent: "subscribe", ...fields }),
      params: {},
      context: createTestContext(t.db),
    } as never)) as Record<string, unknown>;
    return "init" in result && "data" in result
      ? {
          status: (result.init as { status: number }).status,
          body: result.data as Record<string, unknown>,
        }
      : { status: 200, body: result };
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

  it("says 'Failed to subscribe. Please try again.' when the database fails", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const result = (await action({
      request: formRequest("/?index", { intent: "subscribe", email: "x@example.com" }),
      params: {},
      context: createTestContext(broken.db),
    } as never)) as unknown as { data: Record<string, unknown>; init: { status: number } };
    expect(result.init.status).toBe(500);
    expect(result.data.formError).toBe("Failed to subscribe. Please try again.");
  });
});
