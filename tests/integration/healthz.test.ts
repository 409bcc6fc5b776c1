/**
 * `/healthz` is liveness and `/readyz` readiness (issue 37 point 5, docs/metrics.md): with the
 * database gone the process still answers `/healthz` 200, so an orchestrator does not restart
 * every instance during a database outage, while `/readyz` says why it should get no traffic.
 */
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/resources/healthz";
import { findUnreadiness } from "../../server/readiness";
import { createTestDatabase } from "../helpers/db";
import { callLoader, createTestContext } from "../helpers/route";

describe(`GET /healthz and /readyz (${process.env.TEST_DB})`, () => {
  it("/healthz answers 200 while the database answers and after it is gone; /readyz says it is gone", async () => {
    const t = await createTestDatabase();
    const queue = { isStarted: () => true };
    const healthz = async () => {
      const { status, response } = await callLoader(loader, {
        path: "/healthz",
        context: createTestContext(t.db),
      });
      return {
        status,
        body: await response?.json(),
        cache: response?.headers.get("Cache-Control"),
      };
    };
    expect(await healthz()).toEqual({ status: 200, body: { status: "ok" }, cache: "no-store" });
    expect(await findUnreadiness({ database: t.handle, queue })).toBeNull();
    await t.close();
    expect(await healthz()).toEqual({ status: 200, body: { status: "ok" }, cache: "no-store" });
    expect(await findUnreadiness({ database: t.handle, queue })).toBe("database not answering");
  });
});
