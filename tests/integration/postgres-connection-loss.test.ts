/**
 * A PostgreSQL connection lost while a transaction holds it, between two of its statements (an
 * outage, a failover): the transaction fails and the process goes on. Unheard, the connection's
 * 'error' would be an uncaught exception that ends the server (app/db/client.server.ts).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createInterruptibleDatabase,
  type InterruptibleDatabase,
} from "../helpers/database-outage";

describe.runIf(process.env.TEST_DB === "postgres")("a connection lost inside a transaction", () => {
  let database: InterruptibleDatabase;
  beforeAll(async () => {
    database = await createInterruptibleDatabase();
  });
  afterAll(() => database.close());

  it("fails the transaction, not the process, and the pool serves again once the database is back", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The database goes away while the transaction holds its connection, between statements.
        await database.stop();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
    await database.start();
    const { rows } = await database.db.execute<{ n: number }>(sql`select 3 as n`);
    expect(rows).toEqual([{ n: 3 }]);
  });
});
