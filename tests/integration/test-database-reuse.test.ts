/**
 * The test databases themselves (tests/helpers/db.ts): a block's database starts as the snapshot,
 * whatever the block before it wrote. On PGlite the worker hands the same instance on, emptied.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, sampleRequestCounts } from "~/db/schema";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createSampleRequest } from "../helpers/factories";

let firstBlock: { pglite: unknown; auditId: number } | undefined;

/** The PGlite instance under a block's database, or undefined on PostgreSQL. */
function pgliteOf(t: ReturnType<typeof setUpTestDatabase>) {
  const { connection } = t.handle;
  return connection.kind === "pglite" ? connection.client : undefined;
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
    firstBlock = { pglite: pgliteOf(t), auditId: await writeAuditRow(t.db) };
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

  it("is the same PGlite instance on PGlite, and a new database on PostgreSQL", () => {
    const pglite = pgliteOf(t);
    expect(pglite !== undefined && pglite === firstBlock?.pglite).toBe(t.handle.kind === "pglite");
  });
});
