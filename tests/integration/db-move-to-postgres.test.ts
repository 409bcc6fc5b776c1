/**
 * `npm run db:move-to-postgres` (scripts/lib/move-to-postgres.ts, docs/decisions/123): an
 * embedded database in a data folder, with the demo catalogue, an account signed in, an upload,
 * a sample request whose e-mails wait in the queue and an audit entry, moved into a new
 * PostgreSQL database; and the targets and folders it refuses.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openEmbedded, openPostgres } from "~/db/client.server";
import { migratePostgres } from "~/db/migrate.server";
import { auditLog, companies, sampleRequests } from "~/db/schema";
import { getUser } from "~/models/accounts/user.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { readUpload, saveUpload } from "~/models/catalogue/upload.server";
import { action as requestSamples } from "~/routes/site/request-samples/route";
import journal from "../../drizzle/meta/_journal.json";
import { MoveRefusedError, moveToPostgres } from "../../scripts/lib/move-to-postgres";
import { signUpThroughForm } from "../helpers/accounts";
import { createDataFolder, type DataFolder } from "../helpers/data-folder";
import { buildSampleRequestForm, createSampleRequest } from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { startTestMailQueue, testOutboxes } from "../helpers/mail";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../helpers/postgres";
import { callAction, createTestContext, TEST_SITE_URL } from "../helpers/route";
import { PNG_BYTES } from "../helpers/uploads";

const EMAIL = "moving.user@example.com";

/** A new, empty PostgreSQL database for one test, dropped after the file. */
const created: string[] = [];
async function newDatabase(): Promise<string> {
  const name = uniqueDatabaseName("sampletray_test_move");
  await createDatabase(name);
  created.push(name);
  return databaseUrl(name);
}

async function withPostgres<T>(url: string, run: (handle: DatabaseHandle) => Promise<T>) {
  const handle = await openPostgres(url, 2);
  try {
    return await run(handle);
  } finally {
    await handle.close();
  }
}

// In the pglite project, whose migrated data folder it starts from; it makes its own databases on
// the PostgreSQL server the suite uses.
describe.runIf(process.env.TEST_DB === "pglite")("db:move-to-postgres", () => {
  let folder: DataFolder;
  let dataDir = "";
  let cookie = "";
  let uploadId = "";

  beforeAll(async () => {
    folder = await createDataFolder();
    dataDir = folder.dataDir;
    const embedded = await openEmbedded(dataDir);
    const queue = await startTestMailQueue(embedded, { work: false });
    testOutboxes.set(embedded.db, queue);
    try {
      await seedDemoData(embedded.db);
      cookie = await signUpThroughForm(embedded.db, EMAIL);
      const sent = await callAction(requestSamples, {
        path: "/request-samples",
        form: { ...guardFields(), ...buildSampleRequestForm(), companyId: "lumina-dental" },
        db: embedded.db,
      });
      expect(sent.status).toBe(200);
      const upload = { bytes: PNG_BYTES, contentType: "image/png" as const };
      uploadId = (
        await saveUpload(embedded.db, { ...upload, companyId: "lumina-dental", uploadedBy: null })
      ).id;
      await embedded.db.insert(auditLog).values({
        action: "company.updated",
        entityType: "company",
        entityId: "lumina-dental",
      });
    } finally {
      await queue.stop();
      await embedded.close();
    }
  });

  afterAll(async () => {
    for (const name of created) await dropDatabase(name);
    folder?.remove();
  });

  it("copies every table into an empty database: the same rows, sessions and queued mail", async () => {
    const url = await newDatabase();
    const report = await moveToPostgres({ dataDir, databaseUrl: url });

    expect(report.isComplete).toBe(true);
    const rows = Object.fromEntries(report.tables.map((t) => [t.table, t]));
    expect(rows.users).toEqual({ table: "users", embedded: 1, postgres: 1 });
    expect(rows.sessions?.postgres).toBe(1);
    expect(rows.sample_requests?.postgres).toBe(49);
    expect(rows.uploads?.postgres).toBe(4);
    expect(rows["pgboss.job"]?.postgres).toBeGreaterThan(0);
    expect(report.tables.every((t) => t.embedded === t.postgres)).toBe(true);

    await withPostgres(url, async ({ db }) => {
      // The cookie set at sign-up on the embedded database signs in on PostgreSQL.
      const request = new Request(`${TEST_SITE_URL}/`, { headers: { Cookie: cookie } });
      const user = await getUser(request, createTestContext(db));
      expect(user?.email).toBe(EMAIL);
      // The upload's bytes, and the sample request's e-mails still queued with their jobs.
      const upload = await readUpload(db, uploadId);
      expect(upload && new Uint8Array(upload.bytes)).toEqual(PNG_BYTES);
      const queued = await db.execute<{ messages: number; jobs: number }>(
        sql`select (select count(*)::int from outbox_messages where status = 'queued') as messages,
          (select count(*)::int from pgboss.job j join outbox_messages m on m.id = j.id
            where j.name = 'mail' and j.state = 'created' and m.status = 'queued') as jobs`,
      );
      expect(queued.rows[0]?.messages).toBeGreaterThanOrEqual(2);
      expect(queued.rows[0]?.jobs).toBe(queued.rows[0]?.messages);
      // The identity sequence goes on after the copied ids, and the counting triggers are on.
      await db
        .insert(auditLog)
        .values({ action: "company.updated", entityType: "company", entityId: "x" });
      await createSampleRequest(db);
      const counts = await db.execute<{ logged: number; counted: number; stored: number }>(
        sql`select (select count(*)::int from audit_log) as logged,
          (select sum(count)::int from sample_request_counts) as counted,
          (select count(*)::int from ${sampleRequests}) as stored`,
      );
      expect(counts.rows[0]).toEqual({ logged: 2, counted: 50, stored: 50 });
    });
  });

  it("refuses a target with an applied migration or a row, and leaves it as it was", async () => {
    const url = await newDatabase();
    await migratePostgres(url);
    await withPostgres(url, ({ db }) =>
      db.insert(companies).values({ id: "kept", name: "Kept Co" }),
    );

    const refusal = moveToPostgres({ dataDir, databaseUrl: url });
    await expect(refusal).rejects.toThrow(MoveRefusedError);
    await expect(refusal).rejects.toThrow(
      `${journal.entries.length} applied migration(s), 1 row(s) in companies`,
    );
    const names = await withPostgres(url, ({ db }) =>
      db.select({ id: companies.id }).from(companies),
    );
    expect(names).toEqual([{ id: "kept" }]);
  });

  it("refuses while a server holds the embedded database, before touching the target", async () => {
    const url = await newDatabase();
    const running = await openEmbedded(dataDir);
    try {
      await expect(moveToPostgres({ dataDir, databaseUrl: url })).rejects.toThrow(
        /Stop the SampleTray server/,
      );
    } finally {
      await running.close();
    }
    const tables = await withPostgres(url, ({ db }) =>
      db.execute(sql`select 1 from information_schema.tables where table_schema = 'public'`),
    );
    expect(tables.rows).toEqual([]);
  });
});
