/**
 * The console's Digest page (docs/decisions/169): admins only; "Preview digest" shows the digest
 * the next run would send; "Send digest now" queues a run with its audit entry; the log names
 * who started each run and how its messages stand.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, subscribers } from "~/db/schema";
import { runDigestAndAlerts } from "~/models/digest/digest-run.server";
import { action, loader } from "~/routes/admin/digest/route";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct, signedInAs, TEST_AUTH_SECRET } from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";

describe(`the console's Digest page (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("previews the digest, queues one now with its audit entry, and logs each run", async () => {
    const admin = await signedInAs(t.db, "admin");
    const visitor = await signedInAs(t.db, "user");
    const refused = await catchThrown(
      callLoader(loader, { path: "/admin/digest", cookie: visitor.cookie, db: t.db }),
    );
    expect(refused.status).toBe(403);

    await t.db
      .insert(subscribers)
      .values({ email: `console-${Date.now()}@example.com`, status: "active" });
    const company = await createCompany(t.db, { name: "Preview Dental" });
    await createProduct(t.db, company.id, { name: "Preview Bond" });
    const page = await callLoader(loader, {
      path: "/admin/digest?preview=1",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(page.data.preview?.message?.subject).toContain("New free samples");
    expect(page.data.preview?.message?.html).toContain("Preview Bond");

    const sent = await callAction(action, {
      path: "/admin/digest",
      form: { intent: "send-now" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(sent.data).toMatchObject({ ok: true });
    const jobs = await t.db.execute<{ data: { startedBy: string } }>(
      sql`select data from pgboss.job where name = 'digest'`,
    );
    expect(jobs.rows.map((j) => j.data.startedBy)).toContain(admin.user.id);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "digest.sent_now"), eq(auditLog.actorId, admin.user.id)));
    expect(audit).toHaveLength(1);

    // What the queued job does (the worker runs it in production).
    await runDigestAndAlerts(
      t.db,
      t.outbox,
      { rate: 0, linkSecret: TEST_AUTH_SECRET },
      admin.user.id,
    );
    const after = await callLoader(loader, {
      path: "/admin/digest",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(after.data.runs[0]).toMatchObject({ startedBy: "Ada Admin", digests: 1, alerts: 0 });
    expect(after.data.recipients[0]?.lastDigestAt).toBeTruthy();
  });
});
