/**
 * The weekly digest (docs/decisions/169): what goes in it, who gets it, nothing when nothing is
 * new, a run resumed after a crash sends nobody a second copy, and an address that refuses mail
 * for good is never mailed again. The mail is really sent to a test SMTP server and read back.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  digestDeliveries,
  digestRuns,
  outboxMessages,
  subscribers,
  suppressedAddresses,
} from "~/db/schema";
import type { Outbox } from "~/mail/outbox.server";
import { runDigestAndAlerts } from "~/models/digest/digest-run.server";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct, TEST_AUTH_SECRET } from "../helpers/factories";
import { setUpSendingMail } from "../helpers/sending-mail";
import { rawHeader } from "../helpers/smtp";

const SETTINGS = { rate: 0, linkSecret: TEST_AUTH_SECRET };
const SITE = "http://localhost:3000";

describe(`the weekly digest (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  const mail = setUpSendingMail(t);

  let counter = 0;
  async function subscriber(status: "pending" | "active" | "unsubscribed" = "active") {
    const email = `digest-reader-${++counter}-${Date.now()}@example.com`;
    const [row] = await t.db.insert(subscribers).values({ email, status }).returning();
    if (!row) throw new Error("no subscriber");
    return row;
  }

  /** Every digest so far starts clean: the previous test's runs are finished and its news old. */
  beforeEach(async () => {
    await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
    await t.db.update(subscribers).set({ status: "unsubscribed" });
  });

  async function digestsOf(email: string) {
    return t.db
      .select({ id: outboxMessages.id, status: outboxMessages.status })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "digest")));
  }

  it("mails confirmed subscribers what was published, linked, with one-click unsubscribe headers", async () => {
    const reader = await subscriber();
    const pending = await subscriber("pending");
    const gone = await subscriber("unsubscribed");
    const company = await createCompany(t.db, {
      name: "Bright Enamel Labs",
      shortDescription: "Whitening for busy practices",
    });
    const product = await createProduct(t.db, company.id, { name: "Glacier Strips" });
    await createProduct(t.db, company.id, { name: "Withdrawn Gel", availability: false });
    const draft = await createCompany(t.db, { name: "Secret Draft Co", publishedAt: null });
    await createProduct(t.db, draft.id, { name: "Draft Only Paste" });

    const outcome = await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
    expect(outcome.digests).toBe(1);
    const received = await mail.smtp.waitFor((m) => m.to.includes(reader.email));
    expect(received.subject).toContain("New free samples");
    expect(received.text).toContain("Glacier Strips");
    expect(received.text).toContain(`${SITE}/company/${company.id}/products/${product.id}/`);
    expect(received.text).toContain("Bright Enamel Labs");
    expect(received.html).toContain("Glacier Strips");
    for (const hidden of ["Withdrawn Gel", "Draft Only Paste", "Secret Draft Co"]) {
      expect(received.text).not.toContain(hidden);
    }
    const unsubscribe = received.text.match(/Unsubscribe: (\S+)/)?.[1] ?? "";
    expect(unsubscribe).toMatch(new RegExp(`^${SITE}/unsubscribe/${reader.id}\\.`));
    expect(rawHeader(received, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(rawHeader(received, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await digestsOf(pending.email)).toEqual([]);
    expect(await digestsOf(gone.email)).toEqual([]);
  });

  it("adds the operator's mailto to List-Unsubscribe when one is configured", async () => {
    const reader = await subscriber();
    const company = await createCompany(t.db);
    await createProduct(t.db, company.id);
    await runDigestAndAlerts(t.db, mail.queue, { ...SETTINGS, mailto: "unsubscribe@example.com" });
    const received = await mail.smtp.waitFor((m) => m.to.includes(reader.email));
    expect(rawHeader(received, "List-Unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\/[^>]+>, <mailto:unsubscribe@example\.com\?subject=unsubscribe>$/,
    );
  });

  it("sends nothing when nothing is new, and records the run", async () => {
    const reader = await subscriber();
    const outcome = await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
    expect(outcome.digests).toBe(0);
    expect(await digestsOf(reader.email)).toEqual([]);
    const [run] = await t.db.select().from(digestRuns).where(eq(digestRuns.id, outcome.runId));
    expect(run?.finishedAt).not.toBeNull();
  });

  it("resumes a run killed half-way without sending anyone the digest twice", async () => {
    const readers = await Promise.all(Array.from({ length: 7 }, () => subscriber()));
    const company = await createCompany(t.db);
    await createProduct(t.db, company.id, { name: "Resume Test Composite" });
    // The process dies while writing its third batch of two: the transaction rolls back.
    let batches = 0;
    const dying: Outbox = {
      ...mail.queue,
      async enqueue(tx, messages) {
        if (++batches === 3) throw new Error("killed");
        return mail.queue.enqueue(tx, messages);
      },
    };
    await expect(runDigestAndAlerts(t.db, dying, { ...SETTINGS, batchSize: 2 })).rejects.toThrow(
      "killed",
    );
    const [open] = await t.db
      .select()
      .from(digestRuns)
      .where(sql`${digestRuns.finishedAt} is null`);
    expect(open).toBeDefined();
    // The job is retried (here: twice at once, as two instances might) and finishes the same run.
    const [first, second] = await Promise.all([
      runDigestAndAlerts(t.db, mail.queue, { ...SETTINGS, batchSize: 2 }),
      runDigestAndAlerts(t.db, mail.queue, { ...SETTINGS, batchSize: 2 }),
    ]);
    expect(first.runId).toBe(open?.id);
    expect(second.runId).toBe(open?.id);
    expect(first.digests + second.digests).toBe(3);
    for (const reader of readers) {
      await mail.smtp.waitFor((m) => m.to.includes(reader.email));
      expect(await digestsOf(reader.email)).toHaveLength(1);
    }
    const deliveries = await t.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.runId, open?.id ?? ""));
    expect(deliveries).toHaveLength(7);
    expect(deliveries.every((d) => d.messageId !== null)).toBe(true);
  });

  it("stops mailing an address its server refuses for good", async () => {
    const refusing = await subscriber();
    const other = await subscriber();
    mail.smtp.unknownMailboxes.add(refusing.email);
    const company = await createCompany(t.db);
    await createProduct(t.db, company.id);
    await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
    await mail.smtp.waitFor((m) => m.to.includes(other.email));
    await expect
      .poll(async () => (await digestsOf(refusing.email)).map((m) => m.status), { timeout: 15_000 })
      .toEqual(["dead"]);
    const suppressed = await t.db
      .select()
      .from(suppressedAddresses)
      .where(eq(suppressedAddresses.email, refusing.email));
    expect(suppressed[0]?.reason).toMatch(/SMTP 550/);

    const next = await createCompany(t.db);
    await createProduct(t.db, next.id);
    await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
    await expect.poll(async () => (await digestsOf(other.email)).length).toBe(2);
    expect(await digestsOf(refusing.email)).toHaveLength(1);
    expect(mail.smtp.to(refusing.email)).toEqual([]);
  });

  it("does not send a queued digest to someone who unsubscribed before it went out", async () => {
    const reader = await subscriber();
    const company = await createCompany(t.db);
    await createProduct(t.db, company.id);
    // At one message a minute, the second recipient's digest waits a minute.
    const first = await subscriber();
    const ids = [first.id, reader.id].sort();
    const waiting = ids[1] === reader.id ? reader : first;
    await runDigestAndAlerts(t.db, mail.queue, { ...SETTINGS, rate: 1 / 60 });
    await t.db
      .update(subscribers)
      .set({ status: "unsubscribed" })
      .where(eq(subscribers.id, waiting.id));
    const [message] = await digestsOf(waiting.email);
    // Due now: the worker sends it at once, or rather finds its recipient gone.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where id = ${message?.id ?? ""}::uuid`,
    );
    await expect
      .poll(async () => (await digestsOf(waiting.email)).map((m) => m.status), { timeout: 15_000 })
      .toEqual(["dead"]);
    expect(mail.smtp.to(waiting.email)).toEqual([]);
    const rows = await t.db
      .select({ lastError: outboxMessages.lastError })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [message?.id ?? ""]));
    expect(rows[0]?.lastError).toMatch(/unsubscribed/);
  });
});
