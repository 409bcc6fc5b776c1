/**
 * The Outbox page (/admin/outbox): admins only; every message with its status, tries and last
 * error, filtered by status, a page at a time; one message whole; "Send again" for a dead one.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMessages } from "~/db/schema";
import { MAIL_QUEUE } from "~/mail/queue.server";
import { OUTBOX_PAGE_SIZE } from "~/models/outbox.server";
import { loader as outboxLoader } from "~/routes/admin/outbox";
import { action as messageAction, loader as messageLoader } from "~/routes/admin/outbox.$messageId";
import { setUpTestDatabase } from "../helpers/db";
import { type SignedInUser, signedInAs } from "../helpers/factories";
import { callAction, callLoader, ThrownRoute } from "../helpers/route";

const message = {
  kind: "new-lead",
  recipient: "leads@example.com",
  textBody: "Plain text part",
  htmlBody: "<p>HTML part</p>",
};

describe(`outbox page (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let admin: SignedInUser;
  let deadId: string;
  beforeAll(async () => {
    admin = await signedInAs(t.db, "admin");
    const start = Date.parse("2026-11-01T00:00:00Z");
    await t.db.insert(outboxMessages).values(
      Array.from({ length: OUTBOX_PAGE_SIZE + 5 }, (_, i) => ({
        ...message,
        subject: `Sent ${i}`,
        status: "sent" as const,
        tries: 1,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const [dead] = await t.db
      .insert(outboxMessages)
      .values({
        ...message,
        subject: "Could not send",
        status: "dead",
        tries: 5,
        lastError: "451 Mailbox temporarily unavailable",
        headers: { "Reply-To": "dana@example.com" },
        createdAt: new Date(start + 3_600_000),
      })
      .returning({ id: outboxMessages.id });
    deadId = dead?.id ?? "";
  });

  it("lists the newest messages first, a page at a time, with their status, tries and error", async () => {
    const first = await callLoader(outboxLoader, {
      path: "/admin/outbox",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(first.data.messages).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.data.messages[0]).toMatchObject({
      subject: "Could not send",
      status: "dead",
      tries: 5,
      lastError: "451 Mailbox temporarily unavailable",
    });
    expect(first.data.smtp).toBe(false);

    const next = first.data.nextBefore ?? "";
    expect(next).not.toBe("");
    const second = await callLoader(outboxLoader, {
      path: `/admin/outbox?before=${encodeURIComponent(next)}`,
      cookie: admin.cookie,
      db: t.db,
    });
    const subjects = [...first.data.messages, ...second.data.messages].map((m) => m.subject);
    // Every message once, none skipped or repeated at the page boundary.
    expect(subjects).toHaveLength(OUTBOX_PAGE_SIZE + 6);
    expect(new Set(subjects).size).toBe(OUTBOX_PAGE_SIZE + 6);
    expect(subjects.at(-1)).toBe("Sent 0");
    expect(second.data.nextBefore).toBeNull();
  });

  it("filters by status", async () => {
    const dead = await callLoader(outboxLoader, {
      path: "/admin/outbox?status=dead",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(dead.data.messages.map((m) => m.subject)).toEqual(["Could not send"]);
    const unknown = await callLoader(outboxLoader, {
      path: "/admin/outbox?status=bogus",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(unknown.data.status).toBeNull();
  });

  it("shows one message with both parts and its headers", async () => {
    const page = await callLoader(messageLoader, {
      path: `/admin/outbox/${deadId}`,
      params: { messageId: deadId },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(page.data.message).toMatchObject({
      subject: "Could not send",
      textBody: "Plain text part",
      htmlBody: "<p>HTML part</p>",
      headers: { "Reply-To": "dana@example.com" },
    });
    const missing = await callLoader(messageLoader, {
      path: "/admin/outbox/00000000-0000-4000-8000-000000000000",
      params: { messageId: "00000000-0000-4000-8000-000000000000" },
      cookie: admin.cookie,
      db: t.db,
    }).catch((e: unknown) => e);
    expect((missing as ThrownRoute).status).toBe(404);
  });

  it("is for admins only", async () => {
    const member = await signedInAs(t.db, "user");
    // Signed out: sent to sign in (302); signed in without admin rights: 403.
    for (const [cookie, status] of [
      [member.cookie, 403],
      [undefined, 302],
    ] as const) {
      for (const call of [
        () => callLoader(outboxLoader, { path: "/admin/outbox", cookie, db: t.db }),
        () =>
          callLoader(messageLoader, {
            path: `/admin/outbox/${deadId}`,
            params: { messageId: deadId },
            cookie,
            db: t.db,
          }),
      ]) {
        const refused = await call().catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ThrownRoute);
        expect((refused as ThrownRoute).status).toBe(status);
      }
    }
  });

  it("sends a dead message again: queued with no tries, a new job, an audit entry; only once", async () => {
    const [dead] = await t.db
      .insert(outboxMessages)
      .values({ ...message, subject: "Send me again", status: "dead", tries: 5, lastError: "451" })
      .returning({ id: outboxMessages.id });
    const id = dead?.id ?? "";
    const post = (cookie?: string) =>
      callAction(messageAction, {
        path: `/admin/outbox/${id}`,
        params: { messageId: id },
        form: {},
        db: t.db,
        ...(cookie ? { cookie } : {}),
      });

    // Nobody but an admin may.
    const member = await signedInAs(t.db, "user");
    for (const [cookie, status] of [
      [member.cookie, 403],
      [undefined, 302],
    ] as const) {
      const refused = await post(cookie).catch((e: unknown) => e);
      expect((refused as ThrownRoute).status).toBe(status);
    }

    const result = await post(admin.cookie);
    expect(result.data).toEqual({ ok: true, message: "Queued to send again." });
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: "queued", tries: 0, lastError: null });
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'messageId' = ${id}`,
    );
    expect(Number(jobs.rows[0]?.n)).toBe(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "outbox.resent"), eq(auditLog.entityId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, entityLabel: "Send me again" });

    // Queued now: a second "Send again" is refused and queues nothing more.
    const again = await post(admin.cookie);
    expect(again.status).toBe(409);
    const jobsAfter = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'messageId' = ${id}`,
    );
    expect(Number(jobsAfter.rows[0]?.n)).toBe(1);
  });
});
