import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { hitRateLimit } from "~/models/guards/rate-limit.server";
import { setUpTestDatabase } from "../helpers/db";

const t = setUpTestDatabase();

describe(`rate-limit counters (${process.env.TEST_DB})`, () => {
  it("counts every one of many concurrent first hits on a new key (no unique-key race)", async () => {
    const rule = { max: 1000, windowSeconds: 60 };
    for (let round = 0; round < 5; round++) {
      const key = `test:concurrent:${round}`;
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => hitRateLimit(t.db, key, rule)),
      );
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const [row] = await t.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, `app:${key}`));
      expect(row?.count).toBe(12);
    }
  });

  it("counts a first hit inside a transaction that goes on afterwards", async () => {
    const rule = { max: 10, windowSeconds: 60 };
    const count = await t.db.transaction(async (tx) => {
      await hitRateLimit(tx, "test:in-transaction", rule);
      const result = await hitRateLimit(tx, "test:in-transaction", rule);
      return result.isAllowed;
    });
    expect(count).toBe(true);
    const [row] = await t.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, "app:test:in-transaction"));
    expect(row?.count).toBe(2);
  });
});
