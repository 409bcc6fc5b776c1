/**
 * Lead delivery end to end on each backend: the public form's action stores the request and its
 * messages, a queue worker sends them to a real SMTP server, the status link from the e-mail
 * opens the status page, and an admin's status change reaches the requester.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, outboxMessages, sampleRequests } from "~/db/schema";
import { findDeliveries } from "~/jobs/mail-deliveries.server";
import type { JobQueue } from "~/jobs/start.server";
import { countRequestAllCompanies } from "~/models/catalogue/company.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { action as changeStatus } from "~/routes/admin/requests/route";
import { action as claimAction } from "~/routes/site/claim-request/route";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { loader as statusLoader } from "~/routes/site/requests.$token";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequestForm, signedInAs, uniqueEmail } from "../helpers/factories";
import { startTestMailQueue, TEST_MAIL_SITE } from "../helpers/mail";
import { submitPublicForm } from "../helpers/public-forms";
import { callAction, callLoader, ThrownRoute } from "../helpers/route";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const LEADS_INBOX = "leads@lumina.example";

describe(`lead delivery (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(async (db) => {
    await seedDemoData(db);
    await db
      .update(companies)
      .set({ leadEmail: LEADS_INBOX })
      .where(eq(companies.id, "lumina-dental"));
  });
  let smtp: TestSmtpServer;
  let worker: JobQueue;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // A second queue on the same database that works the jobs the app enqueues (t.outbox).
    worker = await startTestMailQueue(t.handle, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const statusToken = (url: string) => new URL(url).pathname.split("/").pop() ?? "";

  it("a request reaches the company's lead address and the requester, who follows it to approval", async () => {
    const requester = uniqueEmail("lead");
    const reply = await submitPublicForm(
      requestAction,
      "/request-samples",
      {
        ...buildSampleRequestForm({ email: requester }),
        companyId: "lumina-dental",
        productId: ["lumina-flow-a2"],
      },
      t.db,
    );
    expect(reply.status).toBe(200);

    const lead = await smtp.waitFor((m) => m.to.includes(LEADS_INBOX));
    expect(lead.subject).toBe(
      "New sample request for Lumina Dental Materials from Reyes Family Dental",
    );
    expect(lead.text).toContain("Dana Reyes");
    expect(lead.text).toContain(requester);
    expect(lead.text).toContain("Springfield, IL 62701");
    expect(lead.text).toContain("Lumina Flow");
    expect(lead.headers.get("reply-to")).toMatchObject({ text: requester });
    expect(lead.html).toContain("Reyes Family Dental");

    const confirmation = await smtp.waitFor((m) => m.to.includes(requester));
    expect(confirmation.text).toContain("Lumina Dental Materials");
    const link = linkIn(confirmation, `${TEST_MAIL_SITE.url}/requests/`);

    const pending = await callLoader(statusLoader, {
      path: new URL(link).pathname,
      params: { token: statusToken(link) },
      db: t.db,
    });
    expect(pending.data.requests).toHaveLength(1);
    expect(pending.data.requests[0]).toMatchObject({
      companyName: "Lumina Dental Materials",
      status: "pending",
      supplierContact: null,
    });

    // An admin approves: the requester hears of it, and the page shows it with its date.
    const [stored] = await t.db
      .select({ id: sampleRequests.id })
      .from(sampleRequests)
      .where(eq(sampleRequests.email, requester));
    const admin = await signedInAs(t.db, "admin");
    const changed = await callAction(changeStatus, {
      path: "/admin/requests",
      form: { id: stored?.id ?? "", status: "approved" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(changed.data).toMatchObject({ ok: true });
    const statusMail = await smtp.waitFor(
      (m) => m.to.includes(requester) && m.subject.endsWith("Approved"),
    );
    expect(statusMail.subject).toBe("Your sample request to Lumina Dental Materials: Approved");
    // Each e-mail carries a link of its own; the first one still works too.
    const newLink = linkIn(statusMail, `${TEST_MAIL_SITE.url}/requests/`);
    for (const url of [newLink, link]) {
      const approved = await callLoader(statusLoader, {
        path: new URL(url).pathname,
        params: { token: statusToken(url) },
        db: t.db,
      });
      const [request] = approved.data.requests;
      expect(request?.status).toBe("approved");
      expect(request?.history.map((h) => h.status)).toEqual(["pending", "approved"]);
      expect(request?.supplierContact).toMatchObject({ email: LEADS_INBOX });
    }
  });

  it("'Make Request to All' sends one message per company; unclaimed ones go to the operators", async () => {
    const requester = uniqueEmail("all");
    const reply = await submitPublicForm(
      requestAction,
      "/request-samples",
      { ...buildSampleRequestForm({ email: requester }), companyId: "all" },
      t.db,
    );
    expect(reply.status).toBe(200);
    // Every company with a sample to send (issue 23 point 7).
    const companyCount = await countRequestAllCompanies(t.db);
    const confirmation = await smtp.waitFor((m) => m.to.includes(requester));
    const leads = await waitForCount(
      () =>
        smtp.received.filter(
          (m) => m.subject.startsWith("New sample request for") && m.text.includes(requester),
        ),
      companyCount,
    );
    expect(leads.filter((m) => m.to.includes(LEADS_INBOX))).toHaveLength(1);
    expect(leads.filter((m) => m.to.includes(TEST_MAIL_SITE.leadsFallbackEmail))).toHaveLength(
      companyCount - 1,
    );
    // The one status link lists every company's request.
    const link = linkIn(confirmation, `${TEST_MAIL_SITE.url}/requests/`);
    const page = await callLoader(statusLoader, {
      path: new URL(link).pathname,
      params: { token: statusToken(link) },
      db: t.db,
    });
    expect(page.data.requests).toHaveLength(companyCount);
  });

  it("a claim reaches the operators, answerable to the sender, and the sender hears back", async () => {
    const sender = uniqueEmail("claim");
    const reply = await submitPublicForm(
      claimAction,
      "/claim-request",
      {
        companyName: "Lumina Dental Materials",
        contactName: "Casey Claimer",
        email: sender,
        jobTitle: "Marketing Director",
      },
      t.db,
    );
    expect(reply.status).toBe(200);
    const operators = await smtp.waitFor((m) => m.to.includes(TEST_MAIL_SITE.contactEmail));
    expect(operators.text).toContain("Casey Claimer");
    expect(operators.headers.get("reply-to")).toMatchObject({ text: sender });
    const ack = await smtp.waitFor((m) => m.to.includes(sender));
    expect(ack.text).toContain("within 2-3 business days");
  });

  it("an unknown or altered status link shows the not-valid page", async () => {
    const missing = await callLoader(statusLoader, {
      path: "/requests/not-a-token",
      params: { token: "not-a-token" },
      db: t.db,
    }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ThrownRoute);
    expect((missing as ThrownRoute).status).toBe(404);
  });

  it("every message is kept in the outbox as sent, with one try (pg-boss's count)", async () => {
    const read = () =>
      t.db.select({ id: outboxMessages.id, status: outboxMessages.status }).from(outboxMessages);
    let rows = await read();
    for (let i = 0; i < 100 && rows.some((r) => r.status === "queued"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await read();
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    const deliveries = await findDeliveries(
      t.db,
      rows.map((r) => r.id),
    );
    expect(rows.map((r) => deliveries.get(r.id)?.tries)).toEqual(rows.map(() => 1));
  });
});

async function waitForCount<T>(read: () => T[], count: number, timeoutMs = 15_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = read();
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
