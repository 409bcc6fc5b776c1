import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  analyticsEvents,
  claimRequests,
  companyInvitations,
  digestDeliveries,
  digestRuns,
  outboxMessages,
  rateLimits,
  requestStatusLinks,
  sampleRequestCounts,
  sampleRequests,
  sessions,
  subscribers,
  supplierRegistrations,
} from "~/db/schema";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { purgeExpiredData } from "~/models/operations/retention.server";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequest, createCompany, createUser } from "../helpers/factories";

const NOW = new Date("2026-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

const claim = {
  companyName: "Claimed Co",
  contactName: "C",
  email: "c@example.com",
  jobTitle: "Owner",
};
const registration = {
  companyName: "Reg Co",
  contactName: "R",
  email: "r@example.com",
  phone: "(555) 010-0001",
  planType: "basic" as const,
};

const t = setUpTestDatabase(async (db) => {
  await seedDemoData(db, NOW);
});

async function names(table: typeof claimRequests | typeof supplierRegistrations) {
  const rows = await t.db.select({ name: table.companyName }).from(table);
  return rows.map((r) => r.name).sort();
}

describe(`retention purge (${process.env.TEST_DB})`, () => {
  it("deletes what the privacy policy says is past its period, and keeps the rest", async () => {
    // Demo leads are at most 400 days old: all within 24 months.
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sampleRequests);
    await t.db.insert(sampleRequests).values([
      buildSampleRequest({
        firstName: "Expired",
        submissionId: randomUUID(),
        requestedAt: daysAgo(740),
        status: "completed",
      }),
      buildSampleRequest({
        firstName: "Kept",
        submissionId: randomUUID(),
        requestedAt: daysAgo(700),
      }),
    ]);
    await t.db.insert(claimRequests).values([
      { ...claim, companyName: "Expired claim", submittedAt: daysAgo(800) },
      // Old, but reviewed recently: the last contact counts.
      {
        ...claim,
        companyName: "Reviewed claim",
        submittedAt: daysAgo(800),
        reviewedAt: daysAgo(30),
      },
      { ...claim, companyName: "Recent claim", submittedAt: daysAgo(10) },
    ]);
    await t.db.insert(supplierRegistrations).values([
      { ...registration, companyName: "Expired registration", submittedAt: daysAgo(740) },
      { ...registration, companyName: "Recent registration", submittedAt: daysAgo(100) },
    ]);
    await t.db.insert(analyticsEvents).values([
      { name: "view_item", occurredAt: daysAgo(800) },
      { name: "view_item", occurredAt: daysAgo(760) },
    ]);
    const user = await createUser(t.db);
    await t.db.insert(sessions).values([
      { id: "s-old", token: "t-old", userId: user.id, expiresAt: daysAgo(1) },
      { id: "s-live", token: "t-live", userId: user.id, expiresAt: daysAgo(-7) },
    ]);
    await t.db.insert(rateLimits).values([
      { id: "idle", key: "idle", count: 3, lastRequest: daysAgo(8).getTime() },
      { id: "busy", key: "busy", count: 3, lastRequest: daysAgo(0).getTime() },
    ]);

    // The expired request's status link goes with it; the kept one's stays.
    const [expired, kept] = await t.db
      .select({ submissionId: sampleRequests.submissionId, firstName: sampleRequests.firstName })
      .from(sampleRequests)
      .where(sql`${sampleRequests.firstName} in ('Expired', 'Kept')`)
      .orderBy(sampleRequests.firstName);
    await t.db.insert(requestStatusLinks).values([
      { tokenHash: "a".repeat(64), submissionId: expired?.submissionId ?? "" },
      { tokenHash: "b".repeat(64), submissionId: kept?.submissionId ?? "" },
    ]);
    const mail = { kind: "new-lead", recipient: "x@example.com", textBody: "t", htmlBody: "h" };
    await t.db.insert(outboxMessages).values([
      { ...mail, subject: "Old sent", status: "sent", createdAt: daysAgo(91) },
      { ...mail, subject: "Old retrying", status: "retrying", createdAt: daysAgo(91) },
      { ...mail, subject: "Recent dead", status: "dead", createdAt: daysAgo(89) },
    ]);

    await t.db.insert(subscribers).values([
      { email: "never-confirmed@example.com", confirmationSentAt: daysAgo(31) },
      { email: "just-asked@example.com", confirmationSentAt: daysAgo(2) },
      { email: "gone@example.com", status: "unsubscribed", unsubscribedAt: daysAgo(31) },
      { email: "just-left@example.com", status: "unsubscribed", unsubscribedAt: daysAgo(2) },
      // Active subscribers stay however old.
      { email: "loyal@example.com", status: "active", confirmedAt: daysAgo(900) },
    ]);

    const company = await createCompany(t.db);
    const invitation = {
      companyId: company.id,
      role: "member" as const,
      source: "team" as const,
      createdAt: daysAgo(200),
    };
    await t.db.insert(companyInvitations).values([
      {
        ...invitation,
        email: "used-long-ago@example.com",
        expiresAt: daysAgo(150),
        acceptedAt: daysAgo(91),
      },
      {
        ...invitation,
        email: "withdrawn@example.com",
        expiresAt: daysAgo(100),
        revokedAt: daysAgo(95),
      },
      { ...invitation, email: "expired@example.com", expiresAt: daysAgo(92) },
      // Used recently, expired recently, or still open: kept.
      {
        ...invitation,
        email: "used-lately@example.com",
        expiresAt: daysAgo(150),
        acceptedAt: daysAgo(89),
      },
      { ...invitation, email: "expired-lately@example.com", expiresAt: daysAgo(80) },
      { ...invitation, email: "open@example.com", expiresAt: daysAgo(-20), createdAt: daysAgo(10) },
    ]);

    // Who a digest run mailed: gone 90 days on once the run finished; an unfinished run (to be
    // resumed) keeps its record of who was mailed, whatever its age.
    const run = (finishedAt: Date | null) => ({
      startedAt: daysAgo(100),
      finishedAt,
      since: daysAgo(107),
      until: daysAgo(100),
      content: { products: [], companies: [], moreProducts: 0, moreCompanies: 0 },
    });
    const [finished] = await t.db
      .insert(digestRuns)
      .values(run(daysAgo(100)))
      .returning({ id: digestRuns.id });
    const [unfinished] = await t.db
      .insert(digestRuns)
      .values(run(null))
      .returning({ id: digestRuns.id });
    await t.db.insert(digestDeliveries).values([
      { runId: finished?.id ?? "", kind: "digest", recipientId: "old", createdAt: daysAgo(91) },
      { runId: finished?.id ?? "", kind: "digest", recipientId: "recent", createdAt: daysAgo(89) },
      {
        runId: unfinished?.id ?? "",
        kind: "alerts",
        recipientId: "resumed",
        createdAt: daysAgo(95),
      },
    ]);

    const result = await purgeExpiredData(t.db, NOW);
    expect(result).toEqual({
      sampleRequests: 1,
      claimRequests: 1,
      supplierRegistrations: 1,
      analyticsEvents: 1,
      statusLinks: 1,
      outboxMessages: 1,
      digestDeliveries: 1,
      subscribers: 2,
      invitations: 3,
      sessions: 1,
      verifications: 0,
      rateLimits: 1,
    });

    const deliveries = await t.db
      .select({ recipientId: digestDeliveries.recipientId })
      .from(digestDeliveries);
    expect(deliveries.map((d) => d.recipientId).sort()).toEqual(["recent", "resumed"]);
    expect(await t.db.$count(digestRuns)).toBe(2);

    const leads = await t.db.select({ firstName: sampleRequests.firstName }).from(sampleRequests);
    expect(leads).toHaveLength((before?.n ?? 0) + 1);
    expect(leads.map((l) => l.firstName)).not.toContain("Expired");
    expect(await names(claimRequests)).toEqual(["Recent claim", "Reviewed claim"]);
    expect(await names(supplierRegistrations)).toEqual(["Recent registration"]);
    const invitations = await t.db
      .select({ email: companyInvitations.email })
      .from(companyInvitations)
      .orderBy(companyInvitations.email);
    expect(invitations.map((i) => i.email)).toEqual([
      "expired-lately@example.com",
      "open@example.com",
      "used-lately@example.com",
    ]);
    const sessionIds = await t.db.select({ id: sessions.id }).from(sessions);
    expect(sessionIds.map((s) => s.id)).toEqual(["s-live"]);
    const links = await t.db
      .select({ hash: requestStatusLinks.tokenHash })
      .from(requestStatusLinks);
    expect(links.map((l) => l.hash)).toEqual(["b".repeat(64)]);
    const mails = await t.db.select({ subject: outboxMessages.subject }).from(outboxMessages);
    expect(mails.map((m) => m.subject).sort()).toEqual(["Old retrying", "Recent dead"]);
    const addresses = await t.db.select({ email: subscribers.email }).from(subscribers);
    expect(addresses.map((a) => a.email).sort()).toEqual([
      "just-asked@example.com",
      "just-left@example.com",
      "loyal@example.com",
    ]);
    const counters = await t.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(counters.map((c) => c.key)).toEqual(["busy"]);

    // The status counts the admin page reads follow the deletion.
    const [completed] = await t.db
      .select({ n: sampleRequestCounts.count })
      .from(sampleRequestCounts)
      .where(sql`${sampleRequestCounts.status} = 'completed'`);
    const [real] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sampleRequests)
      .where(sql`${sampleRequests.status} = 'completed'`);
    expect(Number(completed?.n)).toBe(real?.n);

    // Running again finds nothing more.
    const again = await purgeExpiredData(t.db, NOW);
    expect(again).toEqual(Object.fromEntries(Object.keys(result ?? {}).map((key) => [key, 0])));
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("retention purge on several instances", () => {
  it("lets only one instance purge at a time", async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727100002)`);
      // Another connection (another instance) finds the lock taken and does nothing.
      expect(await purgeExpiredData(t.db, NOW)).toBeNull();
    });
    expect(await purgeExpiredData(t.db, NOW)).not.toBeNull();
  });
});
