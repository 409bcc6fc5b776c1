/**
 * The test databases themselves (tests/helpers/db.ts): a block's database starts as the snapshot,
 * whatever the block before it wrote. The worker hands the same database on, emptied: the same
 * PGlite instance, or the same copy of the template on PostgreSQL.
 */
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, sampleRequestCounts } from "~/db/schema";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createSampleRequest } from "../helpers/factories";

let firstBlock: { database: unknown; auditId: number } | undefined;

/** What a block's database is: its PGlite instance, or its name on the PostgreSQL server. */
async function databaseOf(t: ReturnType<typeof setUpTestDatabase>): Promise<unknown> {
  const { connection } = t.handle;
  if (connection.kind === "pglite") return connection.client;
  const { rows } = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
  return rows[0]?.name;
}

async function writeAuditRow(db: ReturnType<typeof setUpTestDatabase>["db"]) {
  const [row] = await db
    .insert(auditLog)
    .values({ action: "test.reuse", entityType: "test", entityId: "1" })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("no audit row");
  return row.id;
}

describe("a block that writes", () => {
  const t = setUpTestDatabase();

  it("leaves companies, a request, an audit row and a changed count behind", async () => {
    const company = await createCompany(t.db);
    await createSampleRequest(t.db, { companyId: company.id });
    await t.db
      .update(sampleRequestCounts)
      .set({ count: 99 })
      .where(eq(sampleRequestCounts.status, "pending"));
    firstBlock = { database: await databaseOf(t), auditId: await writeAuditRow(t.db) };
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(companies);
    expect(n).toBe(1);
  });
});

describe("the next block", () => {
  const t = setUpTestDatabase();

  it("sees none of it: no rows, the snapshot's counts, identities restarted", async () => {
    const [{ n } = { n: -1 }] = await t.db.select({ n: count() }).from(companies);
    expect(n).toBe(0);
    const counts = await t.db.select().from(sampleRequestCounts);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((row) => row.count === 0)).toBe(true);
    expect(await writeAuditRow(t.db)).toBe(firstBlock?.auditId);
  });

  it("is the database the block before had", async () => {
    const database = await databaseOf(t);
    expect(database).toBeDefined();
    expect(database).toBe(firstBlock?.database);
  });
});
