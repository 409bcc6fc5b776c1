/**
 * Webhooks end to end on each backend (issue 27): an owner adds an endpoint (a local receiver,
 * WEBHOOK_ALLOW_PRIVATE=1), a lead from the public form and a status change reach it signed to the
 * Standard Webhooks spec, through the queue's worker; a failing receiver gets retries, 20 failures
 * in a row disable the endpoint and e-mail its owners; Send test event delivers a ping at once.
 */
import { desc, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAppContext } from "~/context.server";
import { webhookDeliveries, webhookEndpoints } from "~/db/schema";
import type { JobQueue } from "~/jobs/start.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { changeRequestStatus } from "~/models/leads/request-status.server";
import { sendTestEvent } from "~/models/webhooks/delivery.server";
import { webhookContext } from "~/models/webhooks/endpoints.server";
import { WEBHOOK_BODIES } from "~/models/webhooks/openapi.server";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { action as addAction } from "~/routes/supplier/$companyId.integrations.webhooks/route";
import {
  action as endpointAction,
  loader as endpointLoader,
} from "~/routes/supplier/$companyId.integrations.webhooks.$endpointId/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  buildSampleRequestForm,
  type SignedInUser,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { startTestMailQueue } from "../helpers/mail";
import { submitPublicForm } from "../helpers/public-forms";
import { callAction, callLoader, createTestContext } from "../helpers/route";
import { startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

const COMPANY = "lumina-dental";
const BASE = `/supplier/${COMPANY}/integrations/webhooks`;
/** The lead fields a payload carries: the API's `Lead` (decision 157), as the workspace shows it. */
const LEAD_FIELDS = [
  "allowMarketing",
  "carrier",
  "city",
  "comments",
  "companyId",
  "createdAt",
  "email",
  "firstName",
  "howHeardAbout",
  "id",
  "lastName",
  "licenseNumber",
  "npi",
  "phone",
  "practiceName",
  "practiceType",
  "requestedProducts",
  "specificRequests",
  "state",
  "status",
  "street",
  "trackingNumber",
  "updatedAt",
  "yearsInPractice",
  "zipCode",
];

describe(`webhooks (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);
  let smtp: TestSmtpServer;
  let worker: JobQueue;
  let receiver: WebhookReceiver;
  let owner: SignedInUser;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // A second queue that works what the app queues: mail to the SMTP server, webhooks (flag on).
    worker = await startTestMailQueue(t.handle, { smtpUrl: smtp.url });
    receiver = await startWebhookReceiver();
    owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, COMPANY, owner.user.id, "owner");
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
    await receiver?.close();
  });

  const flagOn = () => createTestContext(t.db, { WEBHOOK_ALLOW_PRIVATE: "1" });

  async function addEndpoint(url: string, events = ["lead.created", "lead.status_changed"]) {
    const reply = await callAction(addAction, {
      path: BASE,
      form: { intent: "add", url, events },
      cookie: owner.cookie,
      context: flagOn(),
    });
    if (!reply.data.ok) throw new Error(`not added: ${JSON.stringify(reply.data.errors)}`);
    return reply.data.created;
  }

  const post = (endpointId: string, form: Record<string, string>) =>
    callAction(endpointAction, {
      path: `${BASE}/${endpointId}`,
      form,
      cookie: owner.cookie,
      context: flagOn(),
    });

  const logOf = async (endpointId: string) =>
    (
      await callLoader(endpointLoader, {
        path: `${BASE}/${endpointId}`,
        cookie: owner.cookie,
        db: t.db,
      })
    ).data.attempts;

  async function submitLead() {
    const reply = await submitPublicForm(
      requestAction,
      "/request-samples",
      {
        ...buildSampleRequestForm({ email: uniqueEmail("hook") }),
        companyId: COMPANY,
        productId: ["lumina-flow-a2"],
      },
      t.db,
    );
    expect(reply.status).toBe(200);
    const [delivery] = await t.db
      .select({ requestId: webhookDeliveries.requestId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, "lead.created"))
      .orderBy(desc(webhookDeliveries.createdAt));
    return delivery?.requestId ?? "";
  }

  it("a lead from the public form, then its status change, reach the receiver signed", async () => {
    receiver.status = 200;
    const created = await addEndpoint(receiver.url);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(stored?.sealedSecret).not.toContain(created.secret.slice(6));

    const requestId = await submitLead();
    const hook = await receiver.waitFor((h) => h.body.includes('"lead.created"'));
    const payload = new Webhook(created.secret).verify(hook.body, hook.headers) as {
      type: string;
      data: { lead: Record<string, unknown> };
    };
    expect(payload.type).toBe("lead.created");
    expect(payload.data.lead.id).toBe(requestId);
    expect(payload.data.lead.practiceName).toBe("Reyes Family Dental");
    // The API's lead, field for field: no internal field (submission id, who changed it).
    expect(Object.keys(payload.data.lead).sort()).toEqual(LEAD_FIELDS);
    expect(Object.keys(payload.data)).toEqual(["lead"]);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(
        hook.body,
        hook.headers,
      ),
    ).toThrow();

    const changed = await changeRequestStatus(t.db, requestId, "approved", owner.user.id, t.outbox);
    expect(changed.ok).toBe(true);
    const statusHook = await receiver.waitFor((h) => h.body.includes('"lead.status_changed"'));
    const status = new Webhook(created.secret).verify(statusHook.body, statusHook.headers) as {
      data: { lead: { status: string }; change: { previousStatus: string } };
    };
    expect(status.data.lead.status).toBe("approved");
    expect(status.data.change.previousStatus).toBe("pending");
    // Each body is what the OpenAPI document's webhooks say it is.
    for (const [type, sent] of [
      ["lead.created", hook],
      ["lead.status_changed", statusHook],
    ] as const) {
      const parsed = WEBHOOK_BODIES[type].strict().safeParse(JSON.parse(sent.body));
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    await post(created.id, { intent: "delete" }).catch(() => {});
  });

  it("Send test event delivers a signed ping at once and the log shows it", async () => {
    receiver.status = 200;
    const created = await addEndpoint(receiver.url, ["lead.created"]);
    const before = receiver.received.length;
    const reply = await post(created.id, { intent: "test" });
    expect(reply.data).toMatchObject({ ok: true });
    expect(reply.data.message).toMatch(/^Test event delivered: answered with 200 in \d+ ms\.$/);
    const ping = receiver.received.slice(before).find((h) => h.body.includes('"ping"'));
    expect(ping).toBeDefined();
    expect(WEBHOOK_BODIES.ping.strict().safeParse(JSON.parse(ping?.body ?? "")).success).toBe(true);
    expect(new Webhook(created.secret).verify(ping?.body ?? "", ping?.headers ?? {})).toMatchObject(
      { type: "ping" },
    );
    const [entry] = await logOf(created.id);
    expect(entry).toMatchObject({
      eventType: "ping",
      isSuccess: true,
      statusCode: 200,
      attempt: 1,
    });
    await post(created.id, { intent: "delete" }).catch(() => {});
  });

  it("Send test event is limited to 5 a minute per endpoint: the 6th gets 429 and a clear message, and sends nothing", async () => {
    receiver.status = 200;
    const created = await addEndpoint(receiver.url, ["lead.created"]);
    const other = await addEndpoint(receiver.url, ["lead.created"]);
    for (let i = 0; i < 5; i++) {
      expect((await post(created.id, { intent: "test" })).data).toMatchObject({ ok: true });
    }
    const before = receiver.received.length;
    const limited = await post(created.id, { intent: "test" });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false });
    expect(limited.data.message).toMatch(
      /^At most 5 test events a minute per endpoint\. Try again in \d+ s\.$/,
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(receiver.received.length).toBe(before);
    expect(await logOf(created.id)).toHaveLength(5);
    // Another endpoint has its own five.
    expect((await post(other.id, { intent: "test" })).data).toMatchObject({ ok: true });
    for (const id of [created.id, other.id]) {
      await post(id, { intent: "delete" }).catch(() => {});
    }
  });

  it("a receiver answering 500 gets retries, and the log shows each attempt", async () => {
    receiver.status = 500;
    const created = await addEndpoint(receiver.url, ["lead.created"]);
    await submitLead();
    // The test queue retries 1 s apart (tests/helpers/mail.ts): a few seconds, no long sleep.
    const deadline = Date.now() + 20_000;
    let attempts = await logOf(created.id);
    while (attempts.length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      attempts = await logOf(created.id);
    }
    expect(attempts.map((a) => a.attempt).sort()).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(attempts.every((a) => a.statusCode === 500 && !a.isSuccess)).toBe(true);
    expect(attempts[0]?.responseSnippet).toBe("receiver failed on purpose");

    receiver.status = 200;
    const resent = await post(created.id, {
      intent: "resend",
      deliveryId: attempts[0]?.deliveryId ?? "",
    });
    expect(resent.data).toMatchObject({ ok: true });
    const [latest] = await logOf(created.id);
    expect(latest).toMatchObject({ isSuccess: true, statusCode: 200, eventType: "lead.created" });
    await post(created.id, { intent: "delete" }).catch(() => {});
  });

  it("20 failures in a row disable the endpoint and e-mail its owners", async () => {
    receiver.status = 500;
    const created = await addEndpoint(receiver.url, ["lead.created"]);
    // Twenty failed deliveries (the button sends 5 a minute, so straight through its function).
    const app = getAppContext(flagOn());
    const webhooks = webhookContext(app.env, app.outbox, app.linkSecret);
    for (let i = 0; i < 20; i++) {
      const result = await sendTestEvent(t.db, webhooks, COMPANY, created.id);
      expect(result).toMatchObject({ isSuccess: false, statusCode: 500 });
    }
    const [endpoint] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(endpoint?.disabledAt).not.toBeNull();
    expect(endpoint?.disabledReason).toBe("Failed 20 times in a row");
    const mail = await smtp.waitFor(
      (m) => m.to.includes(owner.user.email.toLowerCase()) && m.subject.includes("webhook"),
    );
    expect(mail.subject).toBe("A webhook endpoint of Lumina Dental Materials was disabled");
    expect(mail.text).toContain(`${BASE}/${created.id}`);

    // A disabled endpoint gets no new lead events.
    const count = receiver.received.length;
    await submitLead();
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.id));
    expect(deliveries.every((d) => d.eventType === "ping")).toBe(true);
    expect(receiver.received.length).toBe(count);
  });
});
