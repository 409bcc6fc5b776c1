/**
 * /admin/subscribers and its CSV on both backends (docs/decisions/072): search by e-mail, status
 * filter, keyset pages newest first, a formula-safe CSV of the same selection; admins only.
 */
import { describe, expect, it } from "vitest";
import { subscribers } from "~/db/schema";
import { SUBSCRIBERS_PAGE_SIZE } from "~/models/subscribers/admin-subscribers.server";
import { loader } from "~/routes/admin/subscribers";
import { loader as csvLoader } from "~/routes/admin/subscribers.csv";
import { setUpTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/factories";
import { callLoader, catchThrown } from "../helpers/route";

describe(`admin subscribers (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("lists, searches, filters by status and pages newest first; the CSV has the same rows", async () => {
    const admin = await signedInAs(t.db, "admin");
    const tag = crypto.randomUUID().slice(0, 8);
    const base = Date.parse("2026-01-01T00:00:00Z");
    const rows = Array.from({ length: SUBSCRIBERS_PAGE_SIZE + 3 }, (_, i) => ({
      email: `sub-${i}-${tag}@example.com`,
      status: (["pending", "active", "unsubscribed"] as const)[i % 3],
      subscribedAt: new Date(base + i * 60_000),
    }));
    rows.push({
      email: `=cmd|' /C calc'!A0-${tag}@example.com`,
      status: "active",
      subscribedAt: new Date(base - 60_000),
    });
    await t.db.insert(subscribers).values(rows);

    const all = await callLoader(loader, {
      path: `/admin/subscribers?q=${tag.toUpperCase()}`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(all.data.subscribers).toHaveLength(SUBSCRIBERS_PAGE_SIZE);
    expect(all.data.subscribers[0]?.email).toBe(
      `sub-${SUBSCRIBERS_PAGE_SIZE + 2}-${tag}@example.com`,
    );
    const next = await callLoader(loader, {
      path: `/admin/subscribers?q=${tag}&after=${encodeURIComponent(all.data.nextAfter ?? "")}`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(next.data.subscribers.map((s) => s.email)).toEqual([
      `sub-2-${tag}@example.com`,
      `sub-1-${tag}@example.com`,
      `sub-0-${tag}@example.com`,
      `=cmd|' /C calc'!A0-${tag}@example.com`,
    ]);
    expect(next.data.nextAfter).toBeNull();

    const active = await callLoader(loader, {
      path: `/admin/subscribers?q=${tag}&status=active`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(active.data.subscribers.every((s) => s.status === "active")).toBe(true);
    expect(active.data.subscribers).toHaveLength(19);

    const csv = await callLoader(csvLoader, {
      path: `/admin/subscribers.csv?q=${tag}&status=active`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await csv.response?.text())?.trimEnd().split("\r\n") ?? [];
    expect(lines[0]).toBe("Email,Status,Subscribed At,Confirmed At,Unsubscribed At");
    expect(lines).toHaveLength(20);
    expect(lines[1]).toMatch(new RegExp(`^sub-\\d+-${tag}@example\\.com,Active,2026-01-01T`));
    expect(lines.at(-1)).toMatch(/^'=cmd\|' \/C calc'!A0-.*,Active,/);
  });

  it("admins only: signed out → /login, others → 403", async () => {
    const user = await signedInAs(t.db, "user");
    for (const fn of [loader, csvLoader]) {
      const path = fn === loader ? "/admin/subscribers" : "/admin/subscribers.csv";
      const out = await catchThrown(callLoader(fn, { path, db: t.db }));
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toMatch(/^\/login/);
      expect(
        (await catchThrown(callLoader(fn, { path, cookie: user.cookie, db: t.db }))).status,
      ).toBe(403);
    }
  });
});
