/**
 * Where a company's leads go (issue 34 point 1, docs/decisions/145): an owned company's leads
 * reach its confirmed owners, the members who opted in and the "Send new leads to" addresses whose
 * link was followed; only companies nobody owns fall back to LEADS_FALLBACK_EMAIL. The lead e-mail
 * (one company and 'Make Request to All'), the console's company page and the workspace's Lead
 * e-mails page read the one rule.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companyLeadAddresses, outboxMessages, users } from "~/db/schema";
import { loader as consoleCompany } from "~/routes/admin/companies.$companyId";
import { action as confirmAction } from "~/routes/site/lead-addresses.confirm.$token";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { action, loader } from "~/routes/supplier/$companyId.lead-emails/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  buildSampleRequestForm,
  createCompany,
  createProduct,
  type SignedInUser,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { TEST_MAIL_SITE, textAsSent } from "../helpers/mail";
import { submitPublicForm } from "../helpers/public-forms";
import { callAction, callLoader, catchThrown } from "../helpers/route";

const FALLBACK = TEST_MAIL_SITE.leadsFallbackEmail;

describe(`lead recipients (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function ownedCompany(ownerVerified = true) {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const owner = await signedInAs(t.db, "user", {
      user: { email: uniqueEmail("owner"), emailVerified: ownerVerified },
    });
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    return { company, product, owner };
  }

  /** A dentist's request to the company; the recipients of its lead e-mail. */
  async function requestAndReadLeadRecipients(companyId: string, productId: string) {
    const requester = uniqueEmail("dentist");
    const reply = await submitPublicForm(
      requestAction,
      "/request-samples",
      { ...buildSampleRequestForm({ email: requester }), companyId, productId: [productId] },
      t.db,
    );
    expect(reply.status).toBe(200);
    const rows = await t.db
      .select({ recipient: outboxMessages.recipient, textBody: outboxMessages.textBody })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "new-lead"));
    return rows
      .filter((row) => row.textBody.includes(requester))
      .map((row) => row.recipient)
      .sort();
  }

  const workspace = (companyId: string) => ({
    path: `/supplier/${companyId}/lead-emails`,
    params: { companyId },
    db: t.db,
  });
  const post = (as: SignedInUser, companyId: string, form: Record<string, string>) =>
    callAction(action, { ...workspace(companyId), form, cookie: as.cookie });

  it("a self-registered company's lead goes to its confirmed owner, not to the fallback", async () => {
    const { company, product, owner } = await ownedCompany();
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual([owner.user.email]);
  });

  it("an owner whose address is not confirmed gets no lead, nor does the fallback, until confirmed", async () => {
    const { company, product, owner } = await ownedCompany(false);
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual([]);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.user.id));
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual([owner.user.email]);
  });

  it("a member who opts in receives leads; one who does not, doesn't; the owner may opt out", async () => {
    const { company, product, owner } = await ownedCompany();
    const optedIn = await signedInAs(t.db, "user", { user: { email: uniqueEmail("in") } });
    const other = await signedInAs(t.db, "user", { user: { email: uniqueEmail("out") } });
    await addCompanyMember(t.db, company.id, optedIn.user.id, "member");
    await addCompanyMember(t.db, company.id, other.user.id, "member");

    const answer = await post(optedIn, company.id, {
      intent: "receive-leads",
      receivesLeads: "on",
    });
    expect(answer.data).toMatchObject({ ok: true, message: "You will receive new leads." });
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual(
      [owner.user.email, optedIn.user.email].sort(),
    );

    // The owner opts out: the member who opted in is then the only one.
    await post(owner, company.id, { intent: "receive-leads" });
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual([
      optedIn.user.email,
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entityId, owner.user.id)));
    expect(entry).toMatchObject({
      action: "member.lead_email_changed",
      changes: { receivesLeads: { from: true, to: false } },
    });
  });

  it("a 'Send new leads to' address receives leads only after its link is followed", async () => {
    const { company, product, owner } = await ownedCompany();
    const sales = uniqueEmail("sales");
    const added = await post(owner, company.id, { intent: "add-address", email: sales });
    expect(added.data).toMatchObject({
      ok: true,
      message: `We sent a confirmation link to ${sales}. It receives new leads once the link is followed.`,
    });
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual([owner.user.email]);

    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, sales),
          eq(outboxMessages.kind, "lead-address-confirmation"),
        ),
      );
    expect(mail?.subject).toBe(`Confirm this address for ${company.name}'s sample requests`);
    // The stored message has the link redacted; as sent, it is whole.
    const link = textAsSent(mail ?? { textBody: "", secrets: null }).match(
      /http:\/\/localhost:3000\/lead-addresses\/confirm\/([\w-]+)/,
    );
    const token = link?.[1] ?? "";
    const confirmed = await callAction(confirmAction, {
      path: `/lead-addresses/confirm/${token}`,
      params: { token },
      form: {},
      db: t.db,
    });
    expect(confirmed.data).toMatchObject({ state: "confirmed", companyName: company.name });
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual(
      [owner.user.email, sales].sort(),
    );

    // The workspace lists it as receiving; removing it stops its leads.
    const page = await callLoader(loader, { ...workspace(company.id), cookie: owner.cookie });
    expect(page.data.recipients).toEqual([
      { email: owner.user.email, reason: "owner" },
      { email: sales, reason: "address" },
    ]);
    const [row] = page.data.addresses;
    expect(row).toMatchObject({ email: sales, isConfirmed: true });
    await post(owner, company.id, { intent: "remove-address", addressId: row?.id ?? "" });
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual([owner.user.email]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id ?? ""));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "lead_address.added",
      "lead_address.confirmed",
      "lead_address.removed",
    ]);
  });

  it("'Send new leads to' is for owners, checked on the server, and holds at most 5 addresses", async () => {
    const { company, owner } = await ownedCompany();
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    const refused = await catchThrown(
      post(member, company.id, { intent: "add-address", email: uniqueEmail("x") }),
    );
    expect(refused.status).toBe(403);

    const invalid = await post(owner, company.id, {
      intent: "add-address",
      email: "not-an-address",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      ok: false,
      errors: { email: "Please enter a valid email address" },
      values: { email: "not-an-address" },
    });

    for (let i = 0; i < 5; i++) {
      const ok = await post(owner, company.id, { intent: "add-address", email: uniqueEmail("a") });
      expect(ok.status).toBe(200);
    }
    const sixth = await post(owner, company.id, { intent: "add-address", email: uniqueEmail("a") });
    expect(sixth.status).toBe(400);
    expect(sixth.data).toMatchObject({
      errors: { email: "A company can send its leads to at most 5 addresses. Remove one first." },
    });
    const rows = await t.db
      .select()
      .from(companyLeadAddresses)
      .where(eq(companyLeadAddresses.companyId, company.id));
    expect(rows).toHaveLength(5);
  });

  it("a company nobody owns sends its leads to the operators' address, else the fallback", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    expect(await requestAndReadLeadRecipients(company.id, product.id)).toEqual([FALLBACK]);
    const withAddress = await createCompany(t.db, { leadEmail: "orders@unowned.example" });
    const other = await createProduct(t.db, withAddress.id);
    expect(await requestAndReadLeadRecipients(withAddress.id, other.id)).toEqual([
      "orders@unowned.example",
    ]);
  });

  it("'Make Request to All' sends each company's lead to its own recipients", async () => {
    const { company, owner } = await ownedCompany();
    const unowned = await createCompany(t.db);
    await createProduct(t.db, unowned.id);
    const requester = uniqueEmail("all");
    const reply = await submitPublicForm(
      requestAction,
      "/request-samples",
      { ...buildSampleRequestForm({ email: requester }), companyId: "all" },
      t.db,
    );
    expect(reply.status).toBe(200);
    const rows = await t.db
      .select({ recipient: outboxMessages.recipient, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "new-lead"),
          inArray(outboxMessages.recipient, [owner.user.email, FALLBACK]),
        ),
      );
    const leadsFor = (name: string) =>
      rows.filter((r) => r.subject.startsWith(`New sample request for ${name} from`));
    expect(leadsFor(company.name).map((r) => r.recipient)).toEqual([owner.user.email]);
    expect(leadsFor(unowned.name).map((r) => r.recipient)).toEqual([FALLBACK]);
  });

  it("the console's company page shows where the company's leads go", async () => {
    const admin = await signedInAs(t.db, "admin");
    const { company, owner } = await ownedCompany();
    const owned = await callLoader(consoleCompany, {
      path: `/admin/companies/${company.id}`,
      params: { companyId: company.id },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(owned.data.leadRouting).toEqual({
      isOwned: true,
      recipients: [{ email: owner.user.email, reason: "owner" }],
    });
    const unowned = await createCompany(t.db);
    const page = await callLoader(consoleCompany, {
      path: `/admin/companies/${unowned.id}`,
      params: { companyId: unowned.id },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(page.data.leadRouting).toEqual({
      isOwned: false,
      recipients: [{ email: FALLBACK, reason: "fallback" }],
    });
  });
});
