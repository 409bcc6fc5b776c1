/**
 * The Outbox page (/admin/outbox): admins only; every message with its status, tries and last
 * error, filtered by status and kind, a page at a time; one message whole; "Send again" for a dead
 * one, and for every dead one the filter selects.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMessages } from "~/db/schema";
import { MAIL_QUEUE } from "~/jobs/mail.server";
import { OUTBOX_PAGE_SIZE } from "~/models/operations/outbox.server";
import { action as outboxAction, loader as outboxLoader } from "~/routes/admin/outbox";
import {
  action as messageAction,
  loader as messageLoader,
} from "~/routes/admin/outbox.$messageId/route";
import { setUpTestDatabase } from "../helpers/db";
import { type SignedInUser, signedInAs } from "../helpers/factories";
import { mailJob } from "../helpers/mail";
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
        createdAt: new Date(start + i * 1000),
      })),
    );
    const [dead] = await t.db
      .insert(outboxMessages)
      .values({
        ...message,
        subject: "Could not send",
        status: "dead",
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
      // Tries are pg-boss's count; this message never had a job.
      tries: null,
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
      .values({ ...message, subject: "Send me again", status: "dead", lastError: "451" })
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
    expect(row).toMatchObject({ status: "queued", lastError: null });
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'messageId' = ${id}`,
    );
    expect(Number(jobs.rows[0]?.n)).toBe(1);
    expect(await mailJob(t.db, id)).toMatchObject({ state: "created", retry_count: 0 });
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

  it("sends again every dead message the filter's kind selects, each once, audit-logged", async () => {
    await t.db
      .update(outboxMessages)
      .set({ status: "sent" })
      .where(eq(outboxMessages.status, "dead"));
    const dead = (subject: string, kind = "new-lead") => ({
      ...message,
      kind,
      subject,
      status: "dead" as const,
      lastError: "ECONNREFUSED",
    });
    await t.db
      .insert(outboxMessages)
      .values([
        dead("Outage lead 1"),
        dead("Outage lead 2"),
        dead("Outage lead 3"),
        dead("Outage claim", "claim-received"),
        { ...dead("Not dead"), status: "retrying" as const },
      ]);
    const page = (path: string) =>
      callLoader(outboxLoader, { path, cookie: admin.cookie, db: t.db });
    const sendAllAgain = (kind: string) =>
      callAction(outboxAction, {
        path: "/admin/outbox",
        form: { kind },
        cookie: admin.cookie,
        db: t.db,
      });
    const statusOf = async (subject: string) =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.subject, subject)))[0]
        ?.status;

    expect((await page("/admin/outbox?status=dead&kind=new-lead")).data.deadCount).toBe(3);
    expect((await page("/admin/outbox")).data.deadCount).toBe(4);
    expect((await page("/admin/outbox?status=sent")).data.deadCount).toBe(0);
    const filtered = await page("/admin/outbox?kind=claim-received");
    expect(filtered.data.messages.map((m) => m.subject)).toEqual(["Outage claim"]);

    // Nobody but an admin may.
    const member = await signedInAs(t.db, "user");
    const refused = await callAction(outboxAction, {
      path: "/admin/outbox",
      form: { kind: "" },
      cookie: member.cookie,
      db: t.db,
    }).catch((e: unknown) => e);
    expect((refused as ThrownRoute).status).toBe(403);

    const leads = await sendAllAgain("new-lead");
    expect(leads.data).toEqual({ queued: "Queued 3 dead messages to send again.", refused: [] });
    for (const subject of ["Outage lead 1", "Outage lead 2", "Outage lead 3"]) {
      expect(await statusOf(subject)).toBe("queued");
    }
    expect(await statusOf("Outage claim")).toBe("dead");
    expect(await statusOf("Not dead")).toBe("retrying");
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "outbox.resent"), eq(auditLog.entityLabel, "Outage lead 2")));
    expect(entries).toHaveLength(1);

    // The rest, whatever their kind; pressing again finds none.
    const all = await sendAllAgain("");
    expect(all.data.queued).toBe("Queued 1 dead message to send again.");
    expect(await statusOf("Outage claim")).toBe("queued");
    expect((await sendAllAgain("")).data).toEqual({ refused: [] });
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job j join outbox_messages m on m.id = j.id
          where j.name = ${MAIL_QUEUE} and m.subject like 'Outage %'`,
    );
    expect(Number(jobs.rows[0]?.n)).toBe(4);
  });

  it("sends again more dead messages than one transaction takes (500 at a time)", async () => {
    await t.db
      .update(outboxMessages)
      .set({ status: "sent" })
      .where(eq(outboxMessages.status, "dead"));
    await t.db.insert(outboxMessages).values(
      Array.from({ length: 1_234 }, (_, i) => ({
        ...message,
        subject: `After the outage ${i}`,
        status: "dead" as const,
      })),
    );
    const result = await callAction(outboxAction, {
      path: "/admin/outbox",
      form: { kind: "" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(result.data.queued).toBe("Queued 1,234 dead messages to send again.");
    expect(await t.db.$count(outboxMessages, eq(outboxMessages.status, "dead"))).toBe(0);
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job j join outbox_messages m on m.id = j.id
          where j.name = ${MAIL_QUEUE} and m.subject like 'After the outage %'`,
    );
    expect(Number(jobs.rows[0]?.n)).toBe(1_234);
  });
});
