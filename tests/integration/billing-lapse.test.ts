/**
 * Trials and lapses on each backend (issue 26 points 2 and 6): the billing scan, with the clock
 * moved by its `now` argument, sends each trial reminder once to the owners through a real SMTP
 * server, stores the lapse, hides products beyond 10 and the Featured placements, and a lapsed
 * company's leads are still delivered.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, companies, outboxMessages, products } from "~/db/schema";
import type { JobQueue } from "~/jobs/start.server";
import { runBillingScan } from "~/models/billing/billing-scan.server";
import { applyBillingState, getBillingState } from "~/models/billing/billing-state.server";
import { startTrial } from "~/models/billing/trial.server";
import { listCompanies, listSponsoredCompanies } from "~/models/catalogue/company.server";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  buildSampleRequestForm,
  createCompany,
  createProduct,
  createUser,
  uniqueEmail,
} from "../helpers/factories";
import { startTestMailQueue } from "../helpers/mail";
import { submitPublicForm } from "../helpers/public-forms";
import { startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const DAY = 86_400_000;
const START = new Date("2026-03-01T12:00:00Z");
const at = (days: number) => new Date(START.getTime() + days * DAY);

describe(`billing scan and lapse (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let smtp: TestSmtpServer;
  let worker: JobQueue;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    worker = await startTestMailQueue(t.handle, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  async function featuredTrialCompany(productCount: number) {
    const company = await createCompany(t.db, { description: "Composites." });
    const owner = await createUser(t.db, { email: uniqueEmail("owner") });
    await addCompanyMember(t.db, company.id, owner.id);
    for (let i = 0; i < productCount; i++) {
      await createProduct(t.db, company.id, {
        position: i,
        name: `Product ${String(i + 1).padStart(2, "0")}`,
      });
    }
    await t.db.transaction((tx) => startTrial(tx, company.id, "featured", START, null));
    return { company, owner };
  }

  const subjects = (to: string) =>
    smtp.received.filter((m) => m.to.includes(to)).map((m) => m.subject);

  it("sends each reminder once, at 7 days, 1 day and the end, as the clock moves", async () => {
    const { company, owner } = await featuredTrialCompany(1);
    // Day 20: nothing due yet.
    await runBillingScan(t.db, t.outbox, at(20));
    // Day 23 (7 days left), twice: one e-mail.
    expect((await runBillingScan(t.db, t.outbox, at(23))).reminded).toBe(1);
    expect((await runBillingScan(t.db, t.outbox, at(23.5))).reminded).toBe(0);
    await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject.includes("ends in 7 days"));
    // Day 29.5 (1 day left), and the end on day 30.
    await runBillingScan(t.db, t.outbox, at(29.5));
    await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject.includes("ends tomorrow"));
    const ended = await runBillingScan(t.db, t.outbox, at(30));
    expect(ended.reminded).toBe(1);
    await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject.includes("has ended"));
    await runBillingScan(t.db, t.outbox, at(31));
    // Stored once each (no second e-mail is queued), and each arrived once.
    const stored = await t.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, "trial-reminder"), eq(outboxMessages.recipient, owner.email)),
      );
    const expected = [
      `${company.name}'s free month on SampleTray ends in 7 days`,
      `${company.name}'s free month on SampleTray ends tomorrow`,
      `${company.name}'s free month on SampleTray has ended`,
    ];
    expect(stored.map((m) => m.subject).sort()).toEqual([...expected].sort());
    expect(subjects(owner.email)).toEqual(expected);
    const state = await getBillingState(t.db, company.id, at(31));
    expect(state).toMatchObject({ billingStatus: "lapsed", status: "lapsed" });
  });

  it("a lapsed Featured company loses its placements and products beyond 10, keeps its leads, and gets them back on payment", async () => {
    const { company, owner } = await featuredTrialCompany(12);
    const placed = async (now: Date) => ({
      top: (await listCompanies(t.db, {}, now)).findIndex((c) => c.id === company.id),
      sponsor: (await listSponsoredCompanies(t.db, now)).some((c) => c.id === company.id),
    });
    expect(await placed(at(10))).toEqual({ top: 0, sponsor: true });
    // After the trial's end, before any scan: already read as lapsed.
    expect((await placed(at(31))).sponsor).toBe(false);
    await runBillingScan(t.db, t.outbox, at(31));
    const shown = await t.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.companyId, company.id), eq(products.listed, true)));
    expect(shown.map((p) => p.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Product ${String(i + 1).padStart(2, "0")}`),
    );
    // A dentist's request still reaches the lapsed company's owner (docs/decisions/145).
    const reply = await submitPublicForm(
      requestAction,
      "/request-samples",
      { ...buildSampleRequestForm({ email: uniqueEmail("dentist") }), companyId: company.id },
      t.db,
    );
    expect(reply.status).toBe(200);
    await smtp.waitFor(
      (m) => m.to.includes(owner.email) && m.subject.startsWith("New sample request for"),
    );
    // Paid by invoice: everything back.
    await t.db.transaction((tx) =>
      applyBillingState(tx, company.id, { status: "active", paidUntil: at(400) }, null, at(32)),
    );
    const [row] = await t.db
      .select({ s: companies.billingStatus })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.s).toBe("active");
    const all = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, company.id), eq(products.listed, true)));
    expect(all).toHaveLength(12);
    const entries = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.entityId, company.id));
    expect(
      entries.filter((e) => e.action === "company.billing_changed").at(-1)?.changes,
    ).toMatchObject({
      billingStatus: { from: "lapsed", to: "active" },
    });
  });
});
