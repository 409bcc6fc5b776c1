/**
 * The supplier workspace's leads on each backend: the list's filters, search, keyset pages and
 * count, scoped to the company; a lead's page (another company's lead is not found); status
 * changes with their details stored and e-mailed; the rejection's required reason; the CSV.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages, sampleRequestStatusChanges, sampleRequests } from "~/db/schema";
import { PROVIDER_CSV_HEADER } from "~/models/leads/lead-analytics.server";
import { loader as statusLoader } from "~/routes/site/requests.$token";
import { loader as leadsLoader } from "~/routes/supplier/$companyId.leads/route";
import {
  action as leadAction,
  loader as leadLoader,
} from "~/routes/supplier/$companyId.leads.$requestId/route";
import { loader as leadsCsv } from "~/routes/supplier/$companyId.leads.csv";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createSampleRequest,
  createSampleRequests,
  signedInAs,
  uniqueTag,
} from "../helpers/factories";
import { textAsSent } from "../helpers/mail";
import { callAction, callLoader, catchThrown, type FormFields } from "../helpers/route";

describe(`supplier leads (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  /** A company with an owner signed in (display name "Olive Owner"). */
  async function companyWithOwner(name?: string) {
    const company = await createCompany(t.db, name ? { name: `${name} ${uniqueTag()}` } : {});
    const owner = await signedInAs(t.db, "user", { user: { displayName: "Olive Owner" } });
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    return { company, owner };
  }

  const at = (iso: string) => new Date(iso);

  async function list(companyId: string, cookie: string, query = "") {
    const result = await callLoader(leadsLoader, {
      path: `/supplier/${companyId}/leads${query}`,
      params: { companyId },
      cookie,
      db: t.db,
    });
    return result.data;
  }

  it("lists the company's leads newest first, filtered by status, dates and search, with a count", async () => {
    const { company, owner } = await companyWithOwner();
    const other = await createCompany(t.db);
    await createSampleRequests(t.db, [
      {
        companyId: company.id,
        firstName: "Ann",
        lastName: "Oldest",
        requestedAt: at("2026-01-05T10:00:00Z"),
      },
      {
        companyId: company.id,
        firstName: "Ben",
        lastName: "Middle",
        practiceName: "Harbor Smiles",
        status: "approved",
        requestedAt: at("2026-02-10T23:59:00Z"),
      },
      {
        companyId: company.id,
        firstName: "Cleo",
        lastName: "Newest",
        email: "cleo.unique@clinic.example",
        requestedAt: at("2026-03-01T00:00:00Z"),
      },
      // Another company's lead, matching every filter: never listed here.
      {
        companyId: other.id,
        firstName: "Ben",
        lastName: "Elsewhere",
        practiceName: "Harbor Smiles",
        status: "approved",
        requestedAt: at("2026-02-10T12:00:00Z"),
      },
    ]);
    const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName);

    const all = await list(company.id, owner.cookie);
    expect(names(all.rows)).toEqual(["Cleo", "Ben", "Ann"]);
    expect(all.count).toBe(3);
    expect(all.nextCursor).toBeNull();

    expect(names((await list(company.id, owner.cookie, "?status=approved")).rows)).toEqual(["Ben"]);
    // The range's days are whole UTC days: the 10th includes 23:59, the 1st of March is out.
    const range = await list(company.id, owner.cookie, "?from=2026-02-01&to=2026-02-28");
    expect(names(range.rows)).toEqual(["Ben"]);
    expect(range.count).toBe(1);
    expect(names((await list(company.id, owner.cookie, "?from=2026-02-11")).rows)).toEqual([
      "Cleo",
    ]);
    expect(names((await list(company.id, owner.cookie, "?to=2026-02-10")).rows)).toEqual([
      "Ben",
      "Ann",
    ]);
    // An impossible date is ignored rather than refused.
    expect((await list(company.id, owner.cookie, "?from=2026-02-30")).count).toBe(3);

    // Search: name, e-mail and practice, case-insensitive; LIKE wildcards are plain text.
    expect(names((await list(company.id, owner.cookie, "?q=ben%20mid")).rows)).toEqual(["Ben"]);
    expect(names((await list(company.id, owner.cookie, "?q=CLEO.UNIQUE")).rows)).toEqual(["Cleo"]);
    expect(names((await list(company.id, owner.cookie, "?q=harbor")).rows)).toEqual(["Ben"]);
    expect((await list(company.id, owner.cookie, "?q=%25")).count).toBe(0);
    const none = await list(company.id, owner.cookie, "?q=harbor&status=pending");
    expect(none).toMatchObject({ rows: [], count: 0 });
  });

  it("pages by keyset: every lead once, in order, across pages", async () => {
    const { company, owner } = await companyWithOwner();
    const base = Date.parse("2026-01-01T00:00:00Z");
    // 27 leads, two of them at the same instant (the id breaks the tie).
    await createSampleRequests(
      t.db,
      Array.from({ length: 27 }, (_, i) => ({
        companyId: company.id,
        firstName: `Lead${i}`,
        requestedAt: new Date(base + Math.min(i, 25) * 60_000),
      })),
    );
    const first = await list(company.id, owner.cookie);
    expect(first.rows).toHaveLength(25);
    expect(first.count).toBe(27);
    expect(first.isFirstPage).toBe(true);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(company.id, owner.cookie, `?cursor=${first.nextCursor}`);
    expect(second.rows).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(second.isFirstPage).toBe(false);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(27);
    const times = [...first.rows, ...second.rows].map((r) => new Date(r.requestedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows a lead with its fields, and answers 404 for another company's lead or a bad id", async () => {
    const { company, owner } = await companyWithOwner();
    const other = await createCompany(t.db);
    const lead = await createSampleRequest(t.db, {
      companyId: company.id,
      comments: "Please send before May.",
      licenseNumber: "LIC-42",
    });
    const theirs = await createSampleRequest(t.db, { companyId: other.id });
    const shown = await callLoader(leadLoader, {
      path: `/supplier/${company.id}/leads/${lead.id}`,
      params: { companyId: company.id, requestId: lead.id },
      cookie: owner.cookie,
      db: t.db,
    });
    expect(shown.data.lead).toMatchObject({
      id: lead.id,
      email: lead.email,
      comments: "Please send before May.",
      licenseNumber: "LIC-42",
    });
    expect(shown.data.next).toEqual(["approved", "rejected"]);
    expect(shown.data.history).toEqual([]);

    for (const requestId of [theirs.id, "not-a-uuid", crypto.randomUUID()]) {
      const missing = await catchThrown(
        callLoader(leadLoader, {
          path: `/supplier/${company.id}/leads/${requestId}`,
          params: { companyId: company.id, requestId },
          cookie: owner.cookie,
          db: t.db,
        }),
      );
      expect(missing.status).toBe(404);
      expect(JSON.stringify(missing.data)).not.toContain(theirs.email);
    }
    // Nor can its status be changed through this company.
    const refused = await catchThrown(
      callAction(leadAction, {
        path: `/supplier/${company.id}/leads/${theirs.id}`,
        params: { companyId: company.id, requestId: theirs.id },
        form: { status: "approved" },
        cookie: owner.cookie,
        db: t.db,
      }),
    );
    expect(refused.status).toBe(404);
    const [unchanged] = await t.db
      .select({ status: sampleRequests.status })
      .from(sampleRequests)
      .where(eq(sampleRequests.id, theirs.id));
    expect(unchanged?.status).toBe("pending");
  });

  async function changeStatus(
    companyId: string,
    requestId: string,
    cookie: string,
    form: FormFields,
  ) {
    return callAction(leadAction, {
      path: `/supplier/${companyId}/leads/${requestId}`,
      params: { companyId, requestId },
      form,
      cookie,
      db: t.db,
    });
  }

  async function mailsTo(email: string) {
    return t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "request-status")))
      .orderBy(desc(outboxMessages.createdAt));
  }

  it("marks a lead approved then shipped with carrier and tracking number, recorded and e-mailed", async () => {
    const { company, owner } = await companyWithOwner();
    const lead = await createSampleRequest(t.db, { companyId: company.id });

    const approved = await changeStatus(company.id, lead.id, owner.cookie, { status: "approved" });
    expect(approved.data).toMatchObject({ ok: true });
    const shipped = await changeStatus(company.id, lead.id, owner.cookie, {
      status: "shipped",
      carrier: "  UPS ",
      trackingNumber: "1Z999AA10123456784",
      reason: "ignored for a shipment",
    });
    expect(shipped.data).toEqual({
      ok: true,
      message: "Marked shipped. We e-mailed the requester.",
    });

    const changes = await t.db
      .select()
      .from(sampleRequestStatusChanges)
      .where(eq(sampleRequestStatusChanges.requestId, lead.id));
    const shipment = changes.find((c) => c.status === "shipped");
    expect(shipment).toMatchObject({
      changedBy: owner.user.id,
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      reason: null,
    });

    const [latest] = await mailsTo(lead.email);
    expect(latest?.subject).toBe(`Your sample request to ${company.name}: Shipped`);
    expect(latest?.textBody).toContain("Carrier: UPS");
    expect(latest?.textBody).toContain("Tracking number: 1Z999AA10123456784");
    expect(latest?.htmlBody).toContain("1Z999AA10123456784");
    // The e-mail's private link opens the status page, whose timeline shows the shipment.
    const link = latest && textAsSent(latest).match(/https?:\/\/\S+\/requests\/(\S+)/);
    const token = link?.[1] ?? "";
    const statusPage = await callLoader(statusLoader, {
      path: `/requests/${token}`,
      params: { token },
      db: t.db,
    });
    expect(statusPage.data.requests[0]?.status).toBe("shipped");
    expect(statusPage.data.requests[0]?.history.at(-1)).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });

    // The lead's page shows the history: who, and the shipment's details.
    const shown = await callLoader(leadLoader, {
      path: `/supplier/${company.id}/leads/${lead.id}`,
      params: { companyId: company.id, requestId: lead.id },
      cookie: owner.cookie,
      db: t.db,
    });
    expect(shown.data.lead.status).toBe("shipped");
    expect(shown.data.next).toEqual(["completed"]);
    expect(shown.data.history.map((h) => [h.status, h.changedBy, h.trackingNumber])).toEqual([
      ["approved", "Olive Owner", null],
      ["shipped", "Olive Owner", "1Z999AA10123456784"],
    ]);

    // A status that does not follow the current one is refused, and nothing changes.
    const stale = await changeStatus(company.id, lead.id, owner.cookie, { status: "approved" });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ ok: false, status: "approved" });
  });

  it("rejects only with a reason, which the requester reads", async () => {
    const { company, owner } = await companyWithOwner();
    const lead = await createSampleRequest(t.db, { companyId: company.id });

    const missing = await changeStatus(company.id, lead.id, owner.cookie, {
      status: "rejected",
      reason: "   ",
    });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({
      ok: false,
      status: "rejected",
      errors: { reason: "Please give the requester a reason for rejecting the request" },
    });
    const tooLong = await changeStatus(company.id, lead.id, owner.cookie, {
      status: "rejected",
      reason: "x".repeat(1001),
    });
    expect(tooLong.data).toMatchObject({
      errors: { reason: "Reason must be at most 1000 characters" },
    });
    const control = await changeStatus(company.id, lead.id, owner.cookie, {
      status: "shipped",
      carrier: "UPS\u0000",
    });
    expect(control.data).toMatchObject({
      errors: { carrier: "Carrier contains characters that are not allowed" },
    });
    const [stillPending] = await t.db
      .select({ status: sampleRequests.status })
      .from(sampleRequests)
      .where(eq(sampleRequests.id, lead.id));
    expect(stillPending?.status).toBe("pending");
    expect(await mailsTo(lead.email)).toHaveLength(0);

    const rejected = await changeStatus(company.id, lead.id, owner.cookie, {
      status: "rejected",
      reason: "We only ship within the EU.",
    });
    expect(rejected.data).toMatchObject({ ok: true });
    const [change] = await t.db
      .select()
      .from(sampleRequestStatusChanges)
      .where(eq(sampleRequestStatusChanges.requestId, lead.id));
    expect(change).toMatchObject({ status: "rejected", reason: "We only ship within the EU." });
    const [mail] = await mailsTo(lead.email);
    expect(mail?.textBody).toContain("Reason: We only ship within the EU.");
  });

  it("exports the filtered leads of the company only, with the provider columns", async () => {
    const { company, owner } = await companyWithOwner("Acme Dental & Co");
    const other = await createCompany(t.db);
    await createSampleRequests(t.db, [
      {
        companyId: company.id,
        firstName: "Formula",
        lastName: "Risk",
        practiceName: "=HYPERLINK(1)",
        status: "approved",
        requestedAt: at("2026-02-01T08:00:00Z"),
      },
      { companyId: company.id, firstName: "Pending", requestedAt: at("2026-02-02T08:00:00Z") },
      { companyId: other.id, firstName: "Foreign", status: "approved" },
    ]);
    const exported = await callLoader(leadsCsv, {
      path: `/supplier/${company.id}/leads.csv?status=approved`,
      params: { companyId: company.id },
      cookie: owner.cookie,
      db: t.db,
    });
    const response = exported.response;
    if (!response) throw new Error("the CSV route returned no Response");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(
        `filename="leads-acme-dental-co-${company.name.split(" ").pop()}-\\d{4}-\\d{2}-\\d{2}\\.csv"`,
      ),
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(PROVIDER_CSV_HEADER.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Formula Risk");
    // Formula-safe: the practice name cannot run as a formula in a spreadsheet.
    expect(lines[1]).toContain("'=HYPERLINK(1)");
    expect(lines.join("\n")).not.toContain("Foreign");

    const everything = await callLoader(leadsCsv, {
      path: `/supplier/${company.id}/leads.csv`,
      params: { companyId: company.id },
      cookie: owner.cookie,
      db: t.db,
    });
    const all = (await everything.response?.text())?.trimEnd().split("\r\n") ?? [];
    expect(all).toHaveLength(3);
    expect(all[1]).toContain("Pending");
  });
});
