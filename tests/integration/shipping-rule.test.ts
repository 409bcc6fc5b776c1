/**
 * One shipping rule (issue 34 point 4, docs/decisions/147) on each backend, through each reader:
 * the workspace's lead page, the console's request page and the REST API all refuse "shipped"
 * without a carrier and a tracking number; a shipped lead's carrier and tracking number can be
 * corrected in each (history entry, audit entry, e-mail and webhook like a status change; the same
 * details again change nothing); the API reads a lead back with its carrier and tracking number;
 * samples handed over in person are completed from approved with a note.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  outboxMessages,
  sampleRequestStatusChanges,
  sampleRequests,
  webhookDeliveries,
  webhookEndpoints,
} from "~/db/schema";
import { SHIPPING_RULE_TEXTS } from "~/lib/shipping-rule";
import {
  action as adminAction,
  loader as adminLoader,
} from "~/routes/admin/requests.$requestId/route";
import {
  action as leadAction,
  loader as leadLoader,
} from "~/routes/supplier/$companyId.leads.$requestId/route";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, createSampleRequest, signedInAs } from "../helpers/factories";
import { callApi, companyWithKey } from "../helpers/rest-api";
import { callAction, callLoader, type FormFields } from "../helpers/route";

describe(`one shipping rule (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function setUp(status: "approved" | "shipped" = "approved") {
    const a = await companyWithKey(t.db);
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, a.company.id, owner.user.id, "owner");
    const lead = await createSampleRequest(t.db, { companyId: a.company.id, status });
    const path = `/supplier/${a.company.id}/leads/${lead.id}`;
    const params = { companyId: a.company.id, requestId: lead.id };
    const workspace = (form: FormFields) =>
      callAction(leadAction, { path, params, form, cookie: owner.cookie, db: t.db });
    const page = () => callLoader(leadLoader, { path, params, cookie: owner.cookie, db: t.db });
    const api = (body: unknown) =>
      callApi(t.db, "PATCH", `/api/v1/leads/${lead.id}`, { key: a.key, body });
    return { ...a, owner, lead, workspace, page, api };
  }

  const statusOf = async (id: string) =>
    (await t.db.select().from(sampleRequests).where(eq(sampleRequests.id, id)))[0]?.status;
  const historyOf = (id: string) =>
    t.db
      .select()
      .from(sampleRequestStatusChanges)
      .where(eq(sampleRequestStatusChanges.requestId, id))
      .orderBy(asc(sampleRequestStatusChanges.changedAt), asc(sampleRequestStatusChanges.id));
  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "request-status")))
      .orderBy(asc(outboxMessages.createdAt));

  it("the workspace refuses shipped without a carrier and a tracking number, as the API does", async () => {
    const s = await setUp();
    const refused = await s.workspace({ status: "shipped" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      status: "shipped",
      errors: {
        carrier: SHIPPING_RULE_TEXTS.carrier,
        trackingNumber: SHIPPING_RULE_TEXTS.trackingNumber,
      },
    });
    const onlyCarrier = await s.workspace({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: " ",
    });
    expect(onlyCarrier.data).toMatchObject({
      errors: { trackingNumber: SHIPPING_RULE_TEXTS.trackingNumber },
    });
    const api = await s.api({ status: "shipped", carrier: "UPS" });
    expect(api.status).toBe(422);
    expect(api.body.errors).toEqual({ trackingNumber: SHIPPING_RULE_TEXTS.trackingNumber });
    expect(await statusOf(s.lead.id)).toBe("approved");
    expect(await historyOf(s.lead.id)).toEqual([]);
  });

  it("the console refuses it too, and ships with both", async () => {
    const s = await setUp();
    const admin = await signedInAs(t.db, "admin");
    const path = `/admin/requests/${s.lead.id}`;
    const params = { requestId: s.lead.id };
    const post = (form: FormFields) =>
      callAction(adminAction, { path, params, form, cookie: admin.cookie, db: t.db });
    const refused = await post({ status: "shipped", trackingNumber: "1Z1" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { carrier: SHIPPING_RULE_TEXTS.carrier } });
    expect(await statusOf(s.lead.id)).toBe("approved");
    expect((await post({ status: "shipped", carrier: "UPS", trackingNumber: "1Z1" })).data).toEqual(
      { ok: true, message: "Marked shipped. We e-mailed the requester." },
    );
    // The console corrects the tracking number of the shipped request as well.
    const corrected = await post({ status: "shipped", carrier: "UPS", trackingNumber: "1Z2" });
    expect(corrected.data).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Tracking updated/),
    });
    const page = await callLoader(adminLoader, { path, params, cookie: admin.cookie, db: t.db });
    expect(page.data.shipment).toEqual({ carrier: "UPS", trackingNumber: "1Z2" });
  });

  it("the workspace corrects a shipped lead's tracking: history, audit, e-mail and webhook; the same again changes nothing", async () => {
    const s = await setUp();
    await t.db.insert(webhookEndpoints).values({
      companyId: s.company.id,
      url: "https://hooks.example.com/shipping",
      events: ["lead.status_changed"],
      sealedSecret: "v1.unreadable",
    });
    expect(
      (await s.workspace({ status: "shipped", carrier: "UPS", trackingNumber: "1Z999" })).data,
    ).toMatchObject({ ok: true });
    const before = await s.page();
    expect(before.data.shipment).toEqual({ carrier: "UPS", trackingNumber: "1Z999" });

    const corrected = await s.workspace({
      status: "shipped",
      carrier: "FedEx",
      trackingNumber: "7712 3456 7890",
    });
    expect(corrected.data).toEqual({
      ok: true,
      message: "Tracking updated. We e-mailed the requester.",
    });
    expect(await statusOf(s.lead.id)).toBe("shipped");
    const after = await s.page();
    expect(after.data.shipment).toEqual({ carrier: "FedEx", trackingNumber: "7712 3456 7890" });
    expect(after.data.history.map((h) => [h.status, h.carrier, h.trackingNumber])).toEqual([
      ["shipped", "UPS", "1Z999"],
      ["shipped", "FedEx", "7712 3456 7890"],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, s.lead.id), eq(auditLog.action, "request.shipment_corrected")),
      );
    expect(audit?.actorId).toBe(s.owner.user.id);
    expect(audit?.changes).toEqual({
      carrier: { from: "UPS", to: "FedEx" },
      trackingNumber: { from: "1Z999", to: "7712 3456 7890" },
    });
    const mails = await mailsTo(s.lead.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Your sample request to ${s.company.name}: tracking updated`);
    expect(mails[1]?.textBody).toContain("Tracking number: 7712 3456 7890");
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.requestId, s.lead.id))
      .orderBy(asc(webhookDeliveries.createdAt));
    expect(
      deliveries.map((d) => (d.payload as { data: { change: unknown } }).data.change),
    ).toMatchObject([
      { previousStatus: "approved", trackingNumber: "1Z999" },
      { previousStatus: "shipped", carrier: "FedEx", trackingNumber: "7712 3456 7890" },
    ]);

    // The same details again: nothing recorded, nobody e-mailed.
    const same = await s.workspace({
      status: "shipped",
      carrier: "FedEx",
      trackingNumber: "7712 3456 7890",
    });
    expect(same.data).toMatchObject({
      ok: true,
      message: "The carrier and tracking number are unchanged.",
    });
    expect(await historyOf(s.lead.id)).toHaveLength(2);
    expect(await mailsTo(s.lead.email)).toHaveLength(2);
    // A correction without a tracking number is refused like a shipment without one.
    const blank = await s.workspace({ status: "shipped", carrier: "FedEx", trackingNumber: "" });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({
      errors: { trackingNumber: SHIPPING_RULE_TEXTS.trackingNumber },
    });
  });

  it("the API reads a lead back with its carrier and tracking number, and corrects them", async () => {
    const s = await setUp();
    const before = await callApi(t.db, "GET", `/api/v1/leads/${s.lead.id}`, { key: s.key });
    expect(before.body).toMatchObject({ carrier: null, trackingNumber: null });
    const shipped = await s.api({ status: "shipped", carrier: "UPS", trackingNumber: "1Z999" });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999",
    });
    const corrected = await s.api({ status: "shipped", carrier: "UPS", trackingNumber: "1Z998" });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ status: "shipped", trackingNumber: "1Z998" });
    const one = await callApi(t.db, "GET", `/api/v1/leads/${s.lead.id}`, { key: s.key });
    expect(one.body).toMatchObject({ carrier: "UPS", trackingNumber: "1Z998" });
    const list = await callApi(t.db, "GET", "/api/v1/leads", { key: s.key });
    expect(list.body.data).toMatchObject([
      { id: s.lead.id, carrier: "UPS", trackingNumber: "1Z998" },
    ]);
    // The workspace's page shows the API's correction.
    expect((await s.page()).data.shipment).toEqual({ carrier: "UPS", trackingNumber: "1Z998" });
  });

  it("samples handed over in person: approved → completed with a note, refused without one", async () => {
    const s = await setUp();
    expect((await s.page()).data.next).toEqual(["shipped", "completed", "rejected"]);
    const refused = await s.workspace({ status: "completed" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { note: SHIPPING_RULE_TEXTS.note } });
    const api = await s.api({ status: "completed" });
    expect(api.status).toBe(422);
    expect(api.body.errors).toEqual({ note: SHIPPING_RULE_TEXTS.note });
    expect(await statusOf(s.lead.id)).toBe("approved");

    const done = await s.workspace({
      status: "completed",
      note: "Handed over at our booth at the Midwinter Meeting.",
    });
    expect(done.data).toMatchObject({ ok: true });
    expect(await statusOf(s.lead.id)).toBe("completed");
    expect(await historyOf(s.lead.id)).toMatchObject([
      { status: "completed", note: "Handed over at our booth at the Midwinter Meeting." },
    ]);
    const [mail] = await mailsTo(s.lead.email);
    expect(mail?.textBody).toContain("Note: Handed over at our booth at the Midwinter Meeting.");

    // A shipped lead completes without a note, as before.
    const shipped = await setUp("shipped");
    expect((await shipped.api({ status: "completed" })).status).toBe(200);
  });
});
