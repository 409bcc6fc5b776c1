/**
 * The workspace's Integrations tab (/supplier/{id}/integrations, docs/decisions/136) on each
 * backend: an owner creates a key (shown once, stored hashed, audited), sees it listed with its
 * prefix and scope, and revokes it (audited; the key then gets 401); a member sees no keys and
 * may not create one; a bad name or scope is a field error with the typed values kept.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, auditLog } from "~/db/schema";
import { OWNERS_ONLY } from "~/models/suppliers/membership.server";
import { action, loader } from "~/routes/supplier/$companyId.integrations/route";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, createCompany, signedInAs } from "../helpers/factories";
import { callApi } from "../helpers/rest-api";
import { callAction, callLoader, catchThrown } from "../helpers/route";

describe(`Integrations tab (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function team() {
    const company = await createCompany(t.db);
    const owner = await signedInAs(t.db, "user");
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    return { company, owner, member, path: `/supplier/${company.id}/integrations` };
  }

  it("an owner creates a key shown once, lists it and revokes it; both are audited", async () => {
    const { company, owner, path } = await team();
    const created = await callAction(action, {
      path,
      cookie: owner.cookie,
      db: t.db,
      form: { intent: "create", name: "HubSpot sync", scope: "write" },
    });
    const result = created.data as { ok: true; created: { name: string; key: string } };
    expect(result.ok).toBe(true);
    const key = result.created.key;
    expect(key).toMatch(/^st_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect((await callApi(t.db, "GET", "/api/v1/leads", { key })).status).toBe(200);

    const page = await callLoader(loader, { path, cookie: owner.cookie, db: t.db });
    expect(page.data.canManage).toBe(true);
    expect(page.data.keys).toMatchObject({ total: 1, nextAfter: null, isFirstPage: true });
    const [listed] = page.data.keys?.keys ?? [];
    expect(listed).toMatchObject({ name: "HubSpot sync", scope: "write", revokedAt: null });
    expect(key.startsWith(`st_live_${listed?.prefix}_`)).toBe(true);
    expect(JSON.stringify(page.data)).not.toContain(key);

    await callAction(action, {
      path,
      cookie: owner.cookie,
      db: t.db,
      form: { intent: "revoke", keyId: listed?.id ?? "" },
    });
    expect((await callApi(t.db, "GET", "/api/v1/leads", { key })).status).toBe(401);
    const again = await callAction(action, {
      path,
      cookie: owner.cookie,
      db: t.db,
      form: { intent: "revoke", keyId: listed?.id ?? "" },
    });
    expect(again.status).toBe(404);
    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entityType, "api_key")))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: "api_key.created", actorId: owner.user.id },
      { action: "api_key.revoked", actorId: owner.user.id },
    ]);
  });

  it("a bad name or scope is a field error that keeps what was typed", async () => {
    const { company, owner, path } = await team();
    const answer = await callAction(action, {
      path,
      cookie: owner.cookie,
      db: t.db,
      form: { intent: "create", name: "   ", scope: "admin" },
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { name: "Name is required", scope: "Please choose a valid scope" },
    });
    const long = await callAction(action, {
      path,
      cookie: owner.cookie,
      db: t.db,
      form: { intent: "create", name: "x".repeat(61), scope: "read" },
    });
    expect(long.status).toBe(400);
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.companyId, company.id))).toHaveLength(
      0,
    );
  });

  it("a member sees no keys and may not create or revoke one", async () => {
    const { member, owner, path } = await team();
    await callAction(action, {
      path,
      cookie: owner.cookie,
      db: t.db,
      form: { intent: "create", name: "Owner's key", scope: "read" },
    });
    const page = await callLoader(loader, { path, cookie: member.cookie, db: t.db });
    expect(page.data).toEqual({ canManage: false, keys: null });
    const refused = await catchThrown(
      callAction(action, {
        path,
        cookie: member.cookie,
        db: t.db,
        form: { intent: "create", name: "Mine", scope: "write" },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.data).toBe(OWNERS_ONLY);
  });

  it("pages a long key list: 20 a page, newest first, every key once, with the count", async () => {
    const { company, owner, path } = await team();
    const base = Date.now() - 1000 * 60 * 60;
    await t.db.insert(apiKeys).values(
      Array.from({ length: 45 }, (_, i) => ({
        companyId: company.id,
        name: `Key ${i}`,
        prefix: `${company.id.slice(-4)}${String(i).padStart(8, "0")}`.slice(-12),
        secretHash: "0".repeat(64),
        scope: "read",
        // Two keys share each creation time: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const seen: string[] = [];
    let after: string | null = null;
    for (let pageNumber = 0; pageNumber < 5; pageNumber++) {
      const url: string = after ? `${path}?after=${after}` : path;
      const page = await callLoader(loader, { path: url, cookie: owner.cookie, db: t.db });
      const keys = page.data.keys;
      expect(keys?.total).toBe(45);
      expect(keys?.isFirstPage).toBe(after === null);
      expect(keys?.keys.length).toBe(pageNumber < 2 ? 20 : 5);
      seen.push(...(keys?.keys.map((k) => k.name) ?? []));
      after = keys?.nextAfter ?? null;
      if (!after) break;
    }
    expect(after).toBeNull();
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe("Key 44");
    expect(["Key 0", "Key 1"]).toContain(seen.at(-1));
    // A cursor the page did not give (here a bare key id) is refused in the shared cursor module's
    // words, never read as another position.
    await expect(
      callLoader(loader, {
        path: `${path}?after=00000000-0000-4000-8000-000000000000`,
        cookie: owner.cookie,
        db: t.db,
      }),
    ).rejects.toMatchObject({ status: 400, data: "This page link is out of date." });
  });
});
