/**
 * The REST API (/api/v1, docs/decisions/136) on each backend: a key sees only its company (list,
 * by id, PATCH); missing, unknown and revoked keys get 401 with WWW-Authenticate; a read key's
 * PATCH gets 403; the workspace's status rules as problem+json field errors; cursor pages and
 * filters; 429 with Retry-After; products' availability and facts; the key's last use.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, auditLog, outboxMessages, products, sampleRequests } from "~/db/schema";
import { createApiKey, revokeApiKey } from "~/models/integrations/api-keys.server";
import { setUpTestDatabase } from "../helpers/db";
import { createProduct, createSampleRequest, createSampleRequests } from "../helpers/factories";
import { callApi, companyWithKey } from "../helpers/rest-api";

describe(`REST API (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  const at = (iso: string) => new Date(iso);

  function expectProblem(
    answer: { status: number; headers: Headers; body: unknown },
    status: number,
  ) {
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(answer.body).toMatchObject({
      status,
      type: expect.any(String),
      title: expect.any(String),
      detail: expect.any(String),
    });
  }

  it("a key sees only its own company's leads: in the list, by id and to change", async () => {
    const a = await companyWithKey(t.db);
    const b = await companyWithKey(t.db);
    const ownLead = await createSampleRequest(t.db, { companyId: a.company.id });
    const otherLead = await createSampleRequest(t.db, { companyId: b.company.id });

    const list = await callApi(t.db, "GET", "/api/v1/leads", { key: a.key });
    expect(list.status).toBe(200);
    expect(list.body.data.map((l: { id: string }) => l.id)).toEqual([ownLead.id]);

    expect(
      (await callApi(t.db, "GET", `/api/v1/leads/${ownLead.id}`, { key: a.key })).body.id,
    ).toBe(ownLead.id);
    expectProblem(await callApi(t.db, "GET", `/api/v1/leads/${otherLead.id}`, { key: a.key }), 404);
    const patch = await callApi(t.db, "PATCH", `/api/v1/leads/${otherLead.id}`, {
      key: a.key,
      body: { status: "approved" },
    });
    expectProblem(patch, 404);
    const [stored] = await t.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.id, otherLead.id));
    expect(stored?.status).toBe("pending");
  });

  it("no key, an unknown key, a wrong secret and a revoked key get 401 with WWW-Authenticate: Bearer", async () => {
    const a = await companyWithKey(t.db);
    const wrongSecret = a.key.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const key of [
      undefined,
      "nonsense",
      `st_live_000000000000_${"x".repeat(43)}`,
      wrongSecret,
    ]) {
      const answer = await callApi(t.db, "GET", "/api/v1/leads", key ? { key } : {});
      expectProblem(answer, 401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer /);
    }
    expect((await callApi(t.db, "GET", "/api/v1/leads", { key: a.key })).status).toBe(200);
    expect(await revokeApiKey(t.db, a.company.id, a.keyId, a.owner.id)).toBe(true);
    const revoked = await callApi(t.db, "GET", "/api/v1/leads", { key: a.key });
    expectProblem(revoked, 401);
    expect(revoked.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("a read key reads but its PATCH gets 403 and changes nothing", async () => {
    const a = await companyWithKey(t.db, "read");
    const lead = await createSampleRequest(t.db, { companyId: a.company.id });
    const product = await createProduct(t.db, a.company.id);
    expect((await callApi(t.db, "GET", `/api/v1/leads/${lead.id}`, { key: a.key })).status).toBe(
      200,
    );
    expectProblem(
      await callApi(t.db, "PATCH", `/api/v1/leads/${lead.id}`, {
        key: a.key,
        body: { status: "approved" },
      }),
      403,
    );
    expectProblem(
      await callApi(t.db, "PATCH", `/api/v1/products/${product.id}`, {
        key: a.key,
        body: { available: false },
      }),
      403,
    );
    const [stored] = await t.db.select().from(sampleRequests).where(eq(sampleRequests.id, lead.id));
    expect(stored?.status).toBe("pending");
  });

  it("PATCH follows the workspace's status rules, e-mails the requester and is audited", async () => {
    const a = await companyWithKey(t.db);
    const lead = await createSampleRequest(t.db, { companyId: a.company.id });
    const path = `/api/v1/leads/${lead.id}`;
    const patch = (body: unknown) => callApi(t.db, "PATCH", path, { key: a.key, body });

    const rejectWithoutReason = await patch({ status: "rejected" });
    expectProblem(rejectWithoutReason, 422);
    expect(rejectWithoutReason.body.errors.reason).toBe(
      "Please give the requester a reason for rejecting the request",
    );
    expectProblem(await patch({ status: "completed" }), 409);
    const unknownField = await patch({ status: "approved", colour: "red" });
    expectProblem(unknownField, 422);
    expect(unknownField.body.errors.colour).toBeDefined();
    expectProblem(await callApi(t.db, "PATCH", path, { key: a.key, rawBody: "{not json" }), 422);

    const approved = await patch({ status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("approved");
    expect(approved.body.updatedAt >= approved.body.createdAt).toBe(true);

    const shippedWithoutTracking = await patch({ status: "shipped", carrier: "UPS" });
    expectProblem(shippedWithoutTracking, 422);
    expect(shippedWithoutTracking.body.errors).toEqual({
      trackingNumber: "Please give the tracking number for a shipped lead",
    });
    const shipped = await patch({ status: "shipped", carrier: "UPS", trackingNumber: "1Z999AA1" });
    expect(shipped.body.status).toBe("shipped");

    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, lead.email), eq(outboxMessages.kind, "request-status")),
      );
    expect(mails.length).toBe(2);
    expect(mails.some((m) => m.textBody.includes("1Z999AA1"))).toBe(true);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, "request.status_changed")));
    expect(audit.map((e) => e.actorId)).toEqual([a.owner.id, a.owner.id]);
  });

  it("pages newest first by cursor without skipping or repeating, with status and date filters", async () => {
    const a = await companyWithKey(t.db);
    const rows = await createSampleRequests(
      t.db,
      Array.from({ length: 7 }, (_, i) => ({
        companyId: a.company.id,
        requestedAt: at(`2026-03-0${i + 1}T12:00:00Z`),
        status: i % 2 === 0 ? ("pending" as const) : ("approved" as const),
        statusChangedAt: i === 0 ? at("2026-04-01T00:00:00Z") : null,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await callApi(t.db, "GET", `/api/v1/leads?limit=3${query}`, { key: a.key });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((l: { id: string }) => l.id));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...rows].reverse().map((r) => r.id));

    const ids = async (query: string) =>
      (await callApi(t.db, "GET", `/api/v1/leads?${query}`, { key: a.key })).body.data.map(
        (l: { id: string }) => l.id,
      );
    expect(await ids("status=approved")).toEqual([rows[5], rows[3], rows[1]].map((r) => r?.id));
    expect(await ids("created_since=2026-03-06T00:00:00Z")).toEqual(
      [rows[6], rows[5]].map((r) => r?.id),
    );
    expect(await ids("updated_since=2026-03-07T00:00:00Z")).toEqual(
      [rows[6], rows[0]].map((r) => r?.id),
    );

    for (const bad of [
      "limit=1000",
      "limit=0",
      "status=lost",
      "created_since=yesterday",
      "cursor=abc",
    ]) {
      const answer = await callApi(t.db, "GET", `/api/v1/leads?${bad}`, { key: a.key });
      expectProblem(answer, 422);
      expect(Object.keys(answer.body.errors)).toEqual([bad.split("=")[0]]);
    }
  });

  it("answers 429 with Retry-After beyond the key's requests a minute, per key", async () => {
    const a = await companyWithKey(t.db);
    const b = await companyWithKey(t.db);
    const env = { API_RATE_LIMIT_PER_MINUTE: "3" };
    for (let i = 0; i < 3; i++) {
      expect((await callApi(t.db, "GET", "/api/v1/products", { key: a.key, env })).status).toBe(
        200,
      );
    }
    const limited = await callApi(t.db, "GET", "/api/v1/products", { key: a.key, env });
    expectProblem(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await callApi(t.db, "GET", "/api/v1/products", { key: b.key, env })).status).toBe(200);
  });

  it("lists products and changes availability and facts with the editor's checks, audited", async () => {
    const a = await companyWithKey(t.db);
    const b = await companyWithKey(t.db);
    const product = await createProduct(t.db, a.company.id, { name: "Bond One" });
    const othersProduct = await createProduct(t.db, b.company.id);
    const list = await callApi(t.db, "GET", "/api/v1/products", { key: a.key });
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([product.id]);

    const path = `/api/v1/products/${product.id}`;
    const changed = await callApi(t.db, "PATCH", path, {
      key: a.key,
      body: { available: false, latexFree: true, fda510k: "k123456", shelfLife: "24 months" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      available: false,
      latexFree: true,
      fda510k: "K123456",
      ceMarked: null,
    });
    const [stored] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(stored).toMatchObject({ availability: false, latexFree: true, shelfLife: "24 months" });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, "product.updated")));
    expect(audit[0]?.actorId).toBe(a.owner.id);

    const bad = await callApi(t.db, "PATCH", path, {
      key: a.key,
      body: { fda510k: "510k", available: "no" },
    });
    expectProblem(bad, 422);
    expect(Object.keys(bad.body.errors)).toEqual(["available"]);
    const badFact = await callApi(t.db, "PATCH", path, { key: a.key, body: { fda510k: "510k" } });
    expect(badFact.body.errors.fda510k).toMatch(/510\(k\)/);
    expectProblem(
      await callApi(t.db, "PATCH", `/api/v1/products/${othersProduct.id}`, {
        key: a.key,
        body: { available: false },
      }),
      404,
    );
  });

  it("notes a key's last use at most once a minute, and never stores the key itself", async () => {
    const a = await companyWithKey(t.db);
    const lastUsed = async () =>
      (await t.db.select().from(apiKeys).where(eq(apiKeys.id, a.keyId)))[0]?.lastUsedAt ?? null;
    expect(await lastUsed()).toBeNull();
    await callApi(t.db, "GET", "/api/v1/products", { key: a.key });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await callApi(t.db, "GET", "/api/v1/products", { key: a.key });
    expect(await lastUsed()).toEqual(first);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, a.keyId));
    const secret = a.key.split("_").slice(3).join("_");
    expect(JSON.stringify(row)).not.toContain(secret);
    const again = await createApiKey(t.db, {
      companyId: a.company.id,
      name: "Second",
      scope: "read",
      createdBy: a.owner.id,
    });
    expect(again.key).not.toBe(a.key);
  });
});
