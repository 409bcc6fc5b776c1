import { describe, expect, it } from "vitest";
import { loader } from "~/routes/resources/healthz";
import { createTestDatabase } from "../helpers/db";
import { callLoader, createTestContext } from "../helpers/route";

async function callHealthz(
  ping: () => Promise<boolean>,
  db: Parameters<typeof createTestContext>[0],
) {
  const { status, response } = await callLoader(loader, {
    path: "/healthz",
    context: createTestContext(db, {}, ping),
  });
  return { status, body: await response?.json() };
}

describe(`GET /healthz (${process.env.TEST_DB})`, () => {
  it("answers 200 while the database answers and 503 once it is gone", async () => {
    const t = await createTestDatabase();
    const ping = () => t.handle.ping(1_000);
    expect(await callHealthz(ping, t.db)).toEqual({
      status: 200,
      body: { status: "ok", database: "up" },
    });
    await t.close();
    expect(await callHealthz(ping, t.db)).toEqual({
      status: 503,
      body: { status: "unavailable", database: "down" },
    });
  });
});
