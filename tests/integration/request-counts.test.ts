import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, sampleRequestCounts, sampleRequests } from "~/db/schema";
import { REQUEST_STATUSES, type RequestStatus } from "~/lib/catalogue";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { changeRequestStatus } from "~/models/leads/request-status.server";
import { loader as adminLoader } from "~/routes/admin/requests/route";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequest, createCompany, createUser, signedInAs } from "../helpers/factories";
import { callLoader } from "../helpers/route";

const t = setUpTestDatabase(seedDemoData);

const request = (companyId: string, n: number, status: RequestStatus = "pending") =>
  buildSampleRequest({ companyId, firstName: "Count", lastName: `Tester ${n}`, status });

/** The real counts, every status present (0 when none). */
async function realCounts() {
  const rows = await t.db
    .select({ status: sampleRequests.status, n: sql<number>`count(*)::int` })
    .from(sampleRequests)
    .groupBy(sampleRequests.status);
  return Object.fromEntries(
    REQUEST_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
  );
}

async function tableCounts() {
  const rows = await t.db.select().from(sampleRequestCounts);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}

async function expectCountsExact() {
  const real = await realCounts();
  expect(await tableCounts()).toEqual(real);
  return real;
}

describe(`sample_request_counts triggers (${process.env.TEST_DB})`, () => {
  it("holds one row per status, equal to the real counts after the seed", async () => {
    const real = await expectCountsExact();
    expect(Object.values(real).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it("follows inserts, status changes, updates of other columns and deletes", async () => {
    const before = await realCounts();
    const inserted = await t.db
      .insert(sampleRequests)
      .values([
        request("bondline", 1),
        request("bondline", 2),
        request("bondline", 3, "approved"),
        request("lumina-dental", 4, "rejected"),
      ])
      .returning({ id: sampleRequests.id });
    expect((await expectCountsExact()).pending).toBe((before.pending ?? 0) + 2);
    const [first, second, third, fourth] = inserted.map((r) => r.id);
    if (!first || !second || !third || !fourth) throw new Error("insert returned no ids");

    const admin = await createUser(t.db, { isAdmin: true });
    expect(await changeRequestStatus(t.db, first, "approved", admin.id, t.outbox)).toEqual({
      ok: true,
      change: "status",
    });
    const shipment = { carrier: "UPS", trackingNumber: "1Z999" };
    expect(await changeRequestStatus(t.db, third, "shipped", admin.id, t.outbox, shipment)).toEqual(
      { ok: true, change: "status" },
    );
    await expectCountsExact();
    expect(await changeRequestStatus(t.db, third, "completed", admin.id, t.outbox)).toEqual({
      ok: true,
      change: "status",
    });
    await expectCountsExact();

    // Setting the same status, or changing other columns, changes no count.
    await t.db
      .update(sampleRequests)
      .set({ status: "pending", city: "Shelbyville" })
      .where(eq(sampleRequests.id, second));
    // Several rows of different statuses in one statement.
    await t.db
      .update(sampleRequests)
      .set({ status: "rejected" })
      .where(inArray(sampleRequests.id, [first, second]));
    await expectCountsExact();

    await t.db.delete(sampleRequests).where(inArray(sampleRequests.id, [first, fourth]));
    await t.db
      .delete(sampleRequests)
      .where(eq(sampleRequests.id, "00000000-0000-0000-0000-000000000000"));
    await expectCountsExact();
  });

  it("follows a company delete that cascades to its requests", async () => {
    const company = await createCompany(t.db);
    await t.db
      .insert(sampleRequests)
      .values([
        request(company.id, 10),
        request(company.id, 11, "approved"),
        request(company.id, 12, "completed"),
      ]);
    const withCompany = await expectCountsExact();
    await t.db.delete(companies).where(eq(companies.id, company.id));
    const after = await expectCountsExact();
    expect(after.pending).toBe((withCompany.pending ?? 0) - 1);
    expect(after.completed).toBe((withCompany.completed ?? 0) - 1);
  });

  it("rolls back with the transaction that failed", async () => {
    const before = await tableCounts();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(sampleRequests).values(request("bondline", 20));
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await tableCounts()).toEqual(before);
    await expectCountsExact();
  });

  it("the admin page loader shows the real total and the status filter's count", async () => {
    const { cookie } = await signedInAs(t.db, "admin");
    const load = async (query: string) => {
      const result = await callLoader(adminLoader, {
        path: `/admin/requests${query}`,
        cookie,
        db: t.db,
      });
      return result.data;
    };

    const real = await realCounts();
    const total = Object.values(real).reduce((a, b) => a + b, 0);
    expect((await load("")).counts).toEqual({ total, shown: total, isShownCapped: false });
    for (const status of REQUEST_STATUSES) {
      expect((await load(`?status=${status}`)).counts).toEqual({
        total,
        shown: real[status],
        isShownCapped: false,
      });
    }
    // A text search counts its matches (here one), the total still comes from the table.
    await t.db.insert(sampleRequests).values(request("bondline", 77, "approved"));
    const searched = await load("?q=tester%2077");
    expect(searched.counts).toEqual({ total: total + 1, shown: 1, isShownCapped: false });
    expect((await load("?q=tester%2077&status=pending")).counts.shown).toBe(0);
  });

  it("is reset by a truncate", async () => {
    await t.db.execute(sql`truncate sample_requests cascade`);
    expect(await tableCounts()).toEqual(Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])));
  });
});
