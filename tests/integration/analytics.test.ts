import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, sampleRequests } from "~/db/schema";
import { demoCompanies } from "~/db/seed/companies";
import { rangeStart } from "~/lib/analytics-metrics";
import { csvStream } from "~/lib/csv";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import {
  ADMIN_CSV_HEADER,
  adminExportBatches,
  countRequests,
  listRequests,
} from "~/models/leads/admin-requests.server";
import {
  getLeadMetrics,
  listRecentLeads,
  PROVIDER_CSV_HEADER,
  providerExportBatches,
} from "~/models/leads/lead-analytics.server";
import { requestsKeyset } from "~/models/leads/request-keyset.server";
import { changeRequestStatus } from "~/models/leads/request-status.server";
import { setUpTestDatabase } from "../helpers/db";
import { createSampleRequest, createSampleRequests, createUser } from "../helpers/factories";
import { computeLeadMetrics } from "../oracles/lead-metrics";

const NOW = new Date("2026-06-01T12:00:00Z");
const t = setUpTestDatabase(async (db) => {
  await seedDemoData(db, NOW);
  // Edge cases the pure module defines: blank state, mixed-case duplicate e-mails, a formula.
  await createSampleRequests(db, [
    {
      companyId: "lumina-dental",
      firstName: "=cmd",
      lastName: "Injector",
      email: "MIXED@example.com",
      practiceName: 'Formula, "Quoted" Dental',
      state: "",
      requestedAt: new Date("2026-05-31T10:00:00Z"),
    },
    {
      companyId: "lumina-dental",
      firstName: "Mixed",
      lastName: "Case",
      email: "mixed@example.com",
      practiceName: "Zebra Smiles",
      status: "rejected",
      requestedAt: new Date("2026-05-30T10:00:00Z"),
    },
  ]);
});

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe(`admin analytics queries (${process.env.TEST_DB})`, () => {
  it("counts all and shown requests, with the status filter in SQL", async () => {
    const all = await t.db
      .select({ id: sampleRequests.id, status: sampleRequests.status })
      .from(sampleRequests);
    const counts = await countRequests(t.db, { status: null, q: "" });
    expect(counts).toEqual({ total: all.length, shown: all.length, isShownCapped: false });
    const pending = await countRequests(t.db, { status: "pending", q: "" });
    expect(pending.shown).toBe(all.filter((r) => r.status === "pending").length);
    const page = await listRequests(t.db, { status: "rejected", q: "" });
    expect(page.rows.every((r) => r.status === "rejected")).toBe(true);
  });

  it("searches company name, full name, e-mail and practice name case-insensitively", async () => {
    const byName = await listRequests(t.db, { status: null, q: "mixed case" });
    expect(byName.rows.map((r) => r.practiceName)).toEqual(["Zebra Smiles"]);
    const byEmail = await countRequests(t.db, { status: null, q: "MIXED@EXAMPLE" });
    expect(byEmail.shown).toBe(2);
    const byPractice = await listRequests(t.db, { status: null, q: "zebra smi" });
    expect(byPractice.rows).toHaveLength(1);
    const companyName = demoCompanies.find((c) => c.id === "bondline")?.name ?? "";
    const byCompany = await listRequests(
      t.db,
      { status: null, q: companyName.toUpperCase() },
      null,
      500,
    );
    expect(byCompany.rows.length).toBeGreaterThan(0);
    expect(byCompany.rows.every((r) => r.companyName === companyName)).toBe(true);
    // Wildcards are literal, and no match spans two fields.
    expect((await countRequests(t.db, { status: null, q: "%_%" })).shown).toBe(0);
    expect((await countRequests(t.db, { status: null, q: "Case mixed@" })).shown).toBe(0);
  });

  it("pages newest first with a keyset cursor, without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor = null;
    for (;;) {
      const page = await listRequests(t.db, { status: null, q: "" }, cursor, 7);
      seen.push(...page.rows.map((r) => r.id));
      for (let i = 1; i < page.rows.length; i++) {
        const prev = page.rows[i - 1];
        const row = page.rows[i];
        expect(new Date(prev?.requestedAt ?? 0) >= new Date(row?.requestedAt ?? 0)).toBe(true);
      }
      if (!page.nextCursor) break;
      const decoded = requestsKeyset.decode(page.nextCursor);
      cursor = decoded.ok ? decoded.cursor : null;
    }
    const total = (await countRequests(t.db, { status: null, q: "" })).total;
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("changes status only along the allowed transitions, recording who and when", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const { id } = await createSampleRequest(t.db, { companyId: "bondline" });
    expect(await changeRequestStatus(t.db, id, "completed", admin.id, t.outbox)).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await changeRequestStatus(t.db, id, "approved", admin.id, t.outbox)).toEqual({
      ok: true,
      change: "status",
    });
    // Approved → shipped → completed (docs/decisions/147): approved skips shipped only with a note
    // saying how the samples were handed over, and shipped needs a carrier and tracking number.
    expect(await changeRequestStatus(t.db, id, "completed", admin.id, t.outbox)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await changeRequestStatus(t.db, id, "shipped", admin.id, t.outbox)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    const shipment = { carrier: "UPS", trackingNumber: "1Z999AA10123456784" };
    expect(await changeRequestStatus(t.db, id, "shipped", admin.id, t.outbox, shipment)).toEqual({
      ok: true,
      change: "status",
    });
    expect(await changeRequestStatus(t.db, id, "completed", admin.id, t.outbox)).toEqual({
      ok: true,
      change: "status",
    });
    expect(await changeRequestStatus(t.db, id, "rejected", admin.id, t.outbox)).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(
      await changeRequestStatus(t.db, crypto.randomUUID(), "approved", admin.id, t.outbox),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    const [row] = await t.db.select().from(sampleRequests).where(eq(sampleRequests.id, id));
    expect(row?.status).toBe("completed");
    expect(row?.statusChangedBy).toBe(admin.id);
    expect(row?.statusChangedAt).toBeInstanceOf(Date);
  });

  it("streams the filtered admin CSV in batches with the spec's columns, formula-safe", async () => {
    const text = await readAll(
      csvStream(ADMIN_CSV_HEADER, adminExportBatches(t.db, { status: null, q: "" }, 5)),
    );
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(ADMIN_CSV_HEADER.join(","));
    const total = (await countRequests(t.db, { status: null, q: "" })).total;
    expect(lines).toHaveLength(total + 1);
    expect(text).toContain(",'=cmd,Injector,");
    expect(text).toContain('"Formula, ""Quoted"" Dental"');
    const filtered = await readAll(
      csvStream(ADMIN_CSV_HEADER, adminExportBatches(t.db, { status: "rejected", q: "mixed" })),
    );
    expect(filtered.trimEnd().split("\r\n")).toHaveLength(2);
  });
});

describe(`provider lead analytics (${process.env.TEST_DB})`, () => {
  it.each(["lumina-dental", "bondline", "precision-impression"])(
    "SQL aggregates equal the pure metrics module for %s",
    async (companyId) => {
      for (const since of [null, rangeStart("30d", NOW), rangeStart("7d", NOW)]) {
        const rows = await t.db
          .select({
            email: sampleRequests.email,
            status: sampleRequests.status,
            state: sampleRequests.state,
            practiceType: sampleRequests.practiceType,
            requestedAt: sampleRequests.requestedAt,
          })
          .from(sampleRequests)
          .where(eq(sampleRequests.companyId, companyId));
        const expected = computeLeadMetrics(
          rows.filter((r) => !since || r.requestedAt >= since),
          { since, now: NOW },
        );
        expect(await getLeadMetrics(t.db, companyId, since, NOW)).toEqual(expected);
      }
    },
  );

  it("lists every month of the range, empty months as 0, as far as the current month", async () => {
    const companyId = "gap-months";
    await t.db.insert(companies).values({ id: companyId, name: "Gap Months Dental" });
    // No requests yet: all time has no months; a range has its months, all 0.
    expect((await getLeadMetrics(t.db, companyId, null, NOW)).byMonth).toEqual([]);
    expect((await getLeadMetrics(t.db, companyId, rangeStart("90d", NOW), NOW)).byMonth).toEqual([
      { month: "2026-03", count: 0 },
      { month: "2026-04", count: 0 },
      { month: "2026-05", count: 0 },
      { month: "2026-06", count: 0 },
    ]);
    await createSampleRequests(t.db, [
      { companyId, requestedAt: new Date("2025-12-20T10:00:00Z") },
      { companyId, requestedAt: new Date("2026-03-02T10:00:00Z") },
      { companyId, requestedAt: new Date("2026-03-30T10:00:00Z") },
    ]);
    // All time: from the first request's month to now's, the months between included.
    expect((await getLeadMetrics(t.db, companyId, null, NOW)).byMonth).toEqual([
      { month: "2025-12", count: 1 },
      { month: "2026-01", count: 0 },
      { month: "2026-02", count: 0 },
      { month: "2026-03", count: 2 },
      { month: "2026-04", count: 0 },
      { month: "2026-05", count: 0 },
      { month: "2026-06", count: 0 },
    ]);
  });

  it("counts the blank state as Unknown and mixed-case e-mails once", async () => {
    const recent = await getLeadMetrics(t.db, "lumina-dental", new Date("2026-05-30T09:00:00Z"));
    expect(recent.topStates.map((s) => s.label)).toContain("Unknown");
    const metrics = await getLeadMetrics(t.db, "lumina-dental", null);
    const all = await t.db
      .select({ email: sampleRequests.email })
      .from(sampleRequests)
      .where(eq(sampleRequests.companyId, "lumina-dental"));
    const distinct = new Set(all.map((r) => r.email.trim().toLowerCase()));
    expect(metrics.uniqueLeads).toBe(distinct.size);
  });

  it("lists the 10 newest leads and streams every lead, newest first, to the provider CSV", async () => {
    const stored = await t.db
      .select({ id: sampleRequests.id })
      .from(sampleRequests)
      .where(eq(sampleRequests.companyId, "lumina-dental"))
      .orderBy(desc(sampleRequests.requestedAt), desc(sampleRequests.id));
    expect(stored.length).toBeGreaterThan(10);
    const newestIds = stored.map((r) => r.id);

    const recent = await listRecentLeads(t.db, "lumina-dental", null);
    expect(recent.map((r) => r.id)).toEqual(newestIds.slice(0, 10));
    expect(recent[0]).toMatchObject({ firstName: "=cmd", lastName: "Injector", state: "" });

    // Batches of 3 cover every lead once, in the same order as the list.
    const text = await readAll(
      csvStream(PROVIDER_CSV_HEADER, providerExportBatches(t.db, "lumina-dental", null, 3)),
    );
    const [header, ...lines] = text.trimEnd().split("\r\n");
    expect(header).toBe(
      "Lead ID,Date,Name,Email,Phone,License Number,Practice Name,Practice Type,City,State,Zip,Years in Practice,Requested Products,Status",
    );
    expect(lines.map((line) => line.split(",")[0])).toEqual(newestIds);
    expect(lines[0]).toBe(
      `${newestIds[0]},2026-05-31T10:00:00.000Z,'=cmd Injector,MIXED@example.com,(555) 010-0000,,"Formula, ""Quoted"" Dental",General Dentistry,Springfield,,62701,1-5 years,,pending`,
    );
  });
});
