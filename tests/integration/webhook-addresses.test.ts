/**
 * No server-side request forgery through webhooks (issue 27, docs/decisions/139), on each backend:
 * loopback, private, link-local, unique-local and metadata addresses are refused when an endpoint
 * is saved and again at every delivery, after DNS resolution; the connection goes to the checked
 * address; WEBHOOK_ALLOW_PRIVATE=1 allows http and loopback only; redirects are not followed.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookAttempts, webhookEndpoints } from "~/db/schema";
import type { Resolver } from "~/models/webhooks/addresses.server";
import { sendTestEvent } from "~/models/webhooks/delivery.server";
import { createWebhookEndpoint, webhookContext } from "~/models/webhooks/endpoints.server";
import { sealSecret } from "~/models/webhooks/secrets.server";
import { action as addAction } from "~/routes/supplier/$companyId.integrations.webhooks/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  type SignedInUser,
  signedInAs,
  TEST_AUTH_SECRET,
} from "../helpers/factories";
import { callAction, catchThrown, createTestContext } from "../helpers/route";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

describe(`webhook addresses (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let receiver: WebhookReceiver;
  let owner: SignedInUser;
  let companyId: string;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    companyId = (await createCompany(t.db)).id;
    owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, companyId, owner.user.id, "owner");
  });
  afterAll(() => receiver?.close());

  const add = (url: string, flag: "0" | "1") =>
    callAction(addAction, {
      path: `/supplier/${companyId}/integrations/webhooks`,
      form: { intent: "add", url, events: ["lead.created"] },
      cookie: owner.cookie,
      context: createTestContext(t.db, { WEBHOOK_ALLOW_PRIVATE: flag }),
    });
  const context = (flag: "0" | "1", resolve?: Resolver) =>
    webhookContext({ WEBHOOK_ALLOW_PRIVATE: flag }, t.outbox, TEST_AUTH_SECRET, resolve);
  /** An endpoint stored as it was (before the address changed), bypassing the save's check. */
  async function storedEndpoint(url: string) {
    const [row] = await t.db
      .insert(webhookEndpoints)
      .values({
        companyId,
        url,
        events: ["lead.created"],
        sealedSecret: sealSecret(
          `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
          TEST_AUTH_SECRET,
        ),
      })
      .returning({ id: webhookEndpoints.id });
    return row?.id ?? "";
  }

  it.each([
    ["http://127.0.0.1 without the flag", () => receiver.url, /must start with https:\/\//],
    ["127.0.0.1 without the flag", () => "https://127.0.0.1/hooks", /loopback/],
    ["10.0.0.1", () => "https://10.0.0.1/hooks", /public address/],
    ["169.254.169.254", () => "https://169.254.169.254/latest/meta-data", /public address/],
    ["[::1]", () => "https://[::1]/hooks", /loopback/],
    ["IPv4-mapped loopback", () => "https://[::ffff:127.0.0.1]/hooks", /loopback/],
    [
      "a name that resolves to loopback",
      () => "https://localhost/hooks",
      /localhost is a loopback/,
    ],
    ["100.64.0.1 (CGNAT)", () => "https://100.64.0.1/", /public address/],
    ["fd00:ec2::254", () => "https://[fd00:ec2::254]/", /public address/],
    ["IPv4-translated loopback", () => "https://[::ffff:0:7f00:1]/", /loopback/],
    ["6to4 of 127.0.0.1", () => "https://[2002:7f00:1::]/", /loopback/],
    ["site-local fec0::1", () => "https://[fec0::1]/", /public address/],
    ["metadata.google.internal", () => "https://metadata.google.internal/", /metadata/],
    ["a URL with a password", () => "https://user:pw@hooks.example.com/", /password/],
  ])("refuses %s when the endpoint is saved", async (_name, url, message) => {
    const reply = await add(url(), "0");
    expect(reply.status).toBe(400);
    expect(reply.data).toMatchObject({ ok: false, values: { url: url() } });
    expect(reply.data.ok ? "" : reply.data.errors.url).toMatch(message);
  });

  it.each([
    ["10.0.0.1", "https://10.0.0.1/hooks"],
    ["169.254.169.254", "http://169.254.169.254/latest/meta-data"],
    ["fd00:ec2::254", "http://[fd00:ec2::254]/"],
    ["192.168.1.1", "http://192.168.1.1/"],
    ["0.0.0.0", "http://0.0.0.0:8080/"],
  ])("WEBHOOK_ALLOW_PRIVATE=1 still refuses %s", async (_name, url) => {
    const reply = await add(url, "1");
    expect(reply.status).toBe(400);
  });

  it("WEBHOOK_ALLOW_PRIVATE=1 allows http and loopback (a name too)", async () => {
    const reply = await add(`http://localhost:${receiver.port}/hooks`, "1");
    expect(reply.data).toMatchObject({ ok: true });
  });

  it.each([
    ["127.0.0.1 (the flag now off)", () => receiver.url],
    ["10.0.0.1", () => "https://10.0.0.1/hooks"],
    ["169.254.169.254", () => "https://169.254.169.254/latest/meta-data"],
    ["[::1]", () => `https://[::1]:${receiver.port}/hooks`],
    ["a name that resolves to loopback", () => `http://localhost:${receiver.port}/hooks`],
  ])("refuses %s again at delivery, without connecting", async (_name, url) => {
    const endpointId = await storedEndpoint(url());
    const before = receiver.received.length;
    const result = await sendTestEvent(t.db, context("0"), companyId, endpointId);
    expect(result).toMatchObject({ isSuccess: false, statusCode: null });
    expect(result?.error).toMatch(/^Not sent: /);
    expect(receiver.received.length).toBe(before);
    const [attempt] = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpointId));
    expect(attempt?.error).toMatch(/^Not sent: /);
  });

  it("a name that resolved to a public address at save is checked again at delivery (DNS rebinding)", async () => {
    const publicAnswer: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
    const rebound: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const created = await createWebhookEndpoint(t.db, context("0", publicAnswer), {
      companyId,
      url: `https://hooks.rebind.test:${receiver.port}/hooks`,
      events: ["lead.created"],
      userId: owner.user.id,
    });
    if (!created.ok) throw new Error(created.message);
    const result = await sendTestEvent(t.db, context("0", rebound), companyId, created.id);
    expect(result?.error).toMatch(/^Not sent: .*hooks\.rebind\.test is a loopback address/);
  });

  it("connects to the address it checked, not to a second lookup's", async () => {
    // receiver.test exists in no DNS: only the checked answer can lead the connection there.
    const checked: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const endpointId = await storedEndpoint(`http://receiver.test:${receiver.port}/hooks`);
    const result = await sendTestEvent(t.db, context("1", checked), companyId, endpointId);
    expect(result).toMatchObject({ isSuccess: true, statusCode: 200 });
    expect(receiver.received.at(-1)?.headers.host).toBe(`receiver.test:${receiver.port}`);
  });

  it("does not follow redirects: a 3xx answer is a failure", async () => {
    receiver.status = 302;
    const endpointId = await storedEndpoint(receiver.url);
    const result = await sendTestEvent(t.db, context("1"), companyId, endpointId);
    receiver.status = 200;
    expect(result).toMatchObject({ isSuccess: false, statusCode: 302 });
    expect(result?.error).toBe("Redirects are not followed");
  });

  it("only owners add endpoints: a member gets 403 and nothing is stored", async () => {
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, companyId, member.user.id, "member");
    const thrown = await catchThrown(
      callAction(addAction, {
        path: `/supplier/${companyId}/integrations/webhooks`,
        form: { intent: "add", url: "https://hooks.example.com/", events: ["lead.created"] },
        cookie: member.cookie,
        db: t.db,
      }),
    );
    expect(thrown.status).toBe(403);
    const stored = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.url, "https://hooks.example.com/"));
    expect(stored).toEqual([]);
  });
});
