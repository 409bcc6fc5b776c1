/**
 * Rolling a webhook endpoint's signing secret (decision 143) on each backend: the new secret is
 * shown once; for 24 hours each event carries two signatures, one per secret, and a receiver with
 * either verifies it; then only the new one signs. "Now" drops the old secret at once; a bad
 * choice is refused and changes nothing; a member may not roll; the roll is audit-logged.
 */
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, webhookEndpoints } from "~/db/schema";
import { action as addAction } from "~/routes/supplier/$companyId.integrations.webhooks/route";
import {
  action as endpointAction,
  loader as endpointLoader,
} from "~/routes/supplier/$companyId.integrations.webhooks.$endpointId/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  type SignedInUser,
  signedInAs,
} from "../helpers/factories";
import { callAction, callLoader, catchThrown, createTestContext } from "../helpers/route";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

describe(`webhook secret roll (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let receiver: WebhookReceiver;
  let owner: SignedInUser;
  let companyId: string;
  let base: string;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    companyId = (await createCompany(t.db)).id;
    base = `/supplier/${companyId}/integrations/webhooks`;
    owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, companyId, owner.user.id, "owner");
  });
  afterAll(async () => {
    await receiver?.close();
  });

  const flagOn = () => createTestContext(t.db, { WEBHOOK_ALLOW_PRIVATE: "1" });

  async function addEndpoint() {
    const reply = await callAction(addAction, {
      path: base,
      form: { intent: "add", url: receiver.url, events: ["lead.created"] },
      cookie: owner.cookie,
      context: flagOn(),
    });
    if (!reply.data.ok) throw new Error("the endpoint should be added");
    return reply.data.created as { id: string; secret: string };
  }

  type Answer = { ok: boolean; message: string; secret?: string };
  const post = async (endpointId: string, form: Record<string, string>, cookie = owner.cookie) => {
    const reply = await callAction(endpointAction, {
      path: `${base}/${endpointId}`,
      form,
      cookie,
      context: flagOn(),
    });
    return { status: reply.status, data: reply.data as Answer };
  };

  /** Sends a test event and returns what the receiver got. */
  async function ping(endpointId: string) {
    const before = receiver.received.length;
    const reply = await post(endpointId, { intent: "test" });
    expect(reply.data).toMatchObject({ ok: true });
    const hook = receiver.received.slice(before).find((h) => h.body.includes('"ping"'));
    if (!hook) throw new Error("no ping arrived");
    return hook;
  }

  const verifies = (secret: string, hook: { body: string; headers: Record<string, string> }) => {
    try {
      new Webhook(secret).verify(hook.body, hook.headers);
      return true;
    } catch {
      return false;
    }
  };

  const storedSecret = async (endpointId: string) =>
    (
      await t.db
        .select({ sealed: webhookEndpoints.sealedSecret })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpointId))
    )[0]?.sealed;

  it("for 24 hours both secrets sign each event, then only the new one", async () => {
    const endpoint = await addEndpoint();
    const rolled = await post(endpoint.id, { intent: "roll", oldSecret: "24h" });
    expect(rolled.data).toMatchObject({ ok: true });
    expect(rolled.data.message).toMatch(
      /^New signing secret made\. The old one signs beside it until .+ UTC\.$/,
    );
    const secret = rolled.data.secret ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret).not.toBe(endpoint.secret);

    const during = await ping(endpoint.id);
    expect(during.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verifies(secret, during)).toBe(true);
    expect(verifies(endpoint.secret, during)).toBe(true);
    const page = await callLoader(endpointLoader, {
      path: `${base}/${endpoint.id}`,
      cookie: owner.cookie,
      db: t.db,
    });
    expect(page.data.oldSecretUntil).toMatch(/ UTC$/);
    // The page does not show the secret again.
    expect(JSON.stringify(page.data)).not.toContain(secret);

    // A day later the old secret has expired.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const after = await ping(endpoint.id);
    expect(after.headers["webhook-signature"]?.split(" ")).toHaveLength(1);
    expect(verifies(secret, after)).toBe(true);
    expect(verifies(endpoint.secret, after)).toBe(false);

    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "webhook.secret_rolled"), eq(auditLog.entityId, endpoint.id)));
    expect(entry).toEqual({ actorId: owner.user.id });
  });

  it("'Now' stops the old secret at once", async () => {
    const endpoint = await addEndpoint();
    const rolled = await post(endpoint.id, { intent: "roll", oldSecret: "now" });
    expect(rolled.data).toMatchObject({
      ok: true,
      message: "New signing secret made. The old one no longer works.",
    });
    const hook = await ping(endpoint.id);
    expect(verifies(rolled.data.secret ?? "", hook)).toBe(true);
    expect(verifies(endpoint.secret, hook)).toBe(false);
  });

  it("a missing or unknown choice is refused and the secret is unchanged; a member may not roll", async () => {
    const endpoint = await addEndpoint();
    const before = await storedSecret(endpoint.id);
    const choices: Record<string, string>[] = [
      { intent: "roll" },
      { intent: "roll", oldSecret: "x" },
    ];
    for (const form of choices) {
      const refused = await post(endpoint.id, form);
      expect(refused.status).toBe(400);
      expect(refused.data).toEqual({
        ok: false,
        message: "Choose when the old secret stops working.",
      });
    }
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, companyId, member.user.id, "member");
    const thrown = await catchThrown(
      post(endpoint.id, { intent: "roll", oldSecret: "now" }, member.cookie),
    );
    expect(thrown.status).toBe(403);
    expect(await storedSecret(endpoint.id)).toBe(before);
    expect(verifies(endpoint.secret, await ping(endpoint.id))).toBe(true);
  });
});
