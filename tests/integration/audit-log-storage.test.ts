/**
 * The audit log's storage rules: an entry is written with its change's transaction (a rolled-back
 * change leaves none), and the table is append-only — the database itself refuses to change or
 * delete an entry.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { changedFields, recordAudit } from "~/models/operations/audit-log.server";
import { setUpTestDatabase } from "../helpers/db";

describe(`audit log (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("stores who, what and before → after", async () => {
    await recordAudit(t.db, {
      actorId: "admin-1",
      action: "company.updated",
      entityType: "company",
      entityId: "c-stored",
      entityLabel: "Acme Dental",
      companyId: "c-stored",
      changes: changedFields({ featured: false }, { featured: true }, ["featured"]),
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "c-stored"));
    expect(entry).toMatchObject({
      actorId: "admin-1",
      action: "company.updated",
      entityLabel: "Acme Dental",
      changes: { featured: { from: false, to: true } },
    });
    expect(entry?.at).toBeInstanceOf(Date);
  });

  it("leaves no entry when the change's transaction rolls back", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: "admin-1",
          action: "company.deleted",
          entityType: "company",
          entityId: "c-rolled-back",
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "c-rolled-back"));
    expect(rows).toEqual([]);
  });

  it("refuses to change or delete an entry", async () => {
    await recordAudit(t.db, {
      actorId: "admin-1",
      action: "user.admin_granted",
      entityType: "user",
      entityId: "u-append-only",
    });
    await expect(
      t.db.execute(sql`update audit_log set action = 'x' where entity_id = 'u-append-only'`),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.execute(sql`delete from audit_log where entity_id = 'u-append-only'`),
    ).rejects.toThrow(/append-only/);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "u-append-only"));
    expect(entry?.action).toBe("user.admin_granted");
  });
});
