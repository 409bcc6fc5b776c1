/**
 * Lead signals on each backend (docs/decisions/090): the NPI and license checks of the request
 * form; each lead's signals in words on the leads list and the lead's page (NPI format, license,
 * e-mail domain, earlier requests and how they ended, repeats, several companies at once); and
 * the signal filters and "most signals first" order in SQL with keyset pages.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sampleRequests } from "~/db/schema";
import type { LeadSignal } from "~/lib/lead-signals";
import { WRONG_NPI_CHECK_DIGIT } from "~/lib/npi";
import { findLeadsPage, leadFiltersFromUrl } from "~/models/leads/supplier-leads.server";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { loader as leadsLoader } from "~/routes/supplier/$companyId.leads/route";
import { loader as leadLoader } from "~/routes/supplier/$companyId.leads.$requestId/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  buildSampleRequestForm,
  createCompany,
  createProduct,
  createSampleRequest,
  signedInAs,
  uniqueTag,
} from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { submitPublicForm } from "../helpers/public-forms";
import { callAction, callLoader, type FormFields } from "../helpers/route";

const labels = (signals: readonly LeadSignal[]) => signals.map((s) => s.label);

describe(`lead signals (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function companyWithOwner() {
    const company = await createCompany(t.db);
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    return { company, owner };
  }

  const submit = (fields: FormFields) =>
    submitPublicForm(requestAction, "/request-samples", buildSampleRequestForm(fields), t.db);

  async function leadsOf(companyId: string, cookie: string, query = "") {
    const result = await callLoader(leadsLoader, {
      path: `/supplier/${companyId}/leads${query}`,
      params: { companyId },
      cookie,
      db: t.db,
    });
    return result.data;
  }

  it("stores a valid NPI as its 10 digits and shows the supplier its signals in words", async () => {
    const { company, owner } = await companyWithOwner();
    const email = `dana-${uniqueTag()}@reyesdental.example`;
    const reply = await submit({
      email,
      companyId: company.id,
      npi: "123 456-7893",
      licenseNumber: "DN 12345",
      state: "FL",
    });
    expect(reply.data).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(sampleRequests).where(eq(sampleRequests.email, email));
    expect(row).toMatchObject({ npi: "1234567893", licenseNumber: "DN 12345" });

    const list = await leadsOf(company.id, owner.cookie);
    expect(labels(list.rows[0]?.signals ?? [])).toEqual([
      "NPI format valid",
      "License given",
      "Practice e-mail domain",
      "First request",
    ]);

    const page = await callLoader(leadLoader, {
      path: `/supplier/${company.id}/leads/${row?.id}`,
      params: { companyId: company.id, requestId: row?.id ?? "" },
      cookie: owner.cookie,
      db: t.db,
    });
    const details = page.data.signals.map((s) => s.detail);
    expect(details).toContain(
      "NPI 1234567893 has a correct check digit. Its format was checked; it was not looked up in the national registry.",
    );
    expect(details).toContain(
      "A license number was given and it fits the usual Florida format. It was not looked up with the state board.",
    );
    expect(details).toContain(
      "The e-mail address is at reyesdental.example, not a free e-mail provider: likely the practice's own domain.",
    );
  });

  it("refuses an invalid NPI and a license that does not fit its state, keeping what was typed", async () => {
    const company = await createCompany(t.db);
    const bad = await submit({
      companyId: company.id,
      npi: "1234567890",
      licenseNumber: "ABC-1",
      state: "TX",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      errors: {
        // Ten digits with a wrong last digit: the check digit is named (issue 23 point 7).
        npi: WRONG_NPI_CHECK_DIGIT,
        licenseNumber:
          "This does not look like a Texas dental license number (4 to 6 digits, e.g. 23456)",
      },
      values: { npi: "1234567890", licenseNumber: "ABC-1", state: "TX" },
    });
    // A state without a known pattern takes any license number; no NPI is fine.
    const oregon = await submit({ companyId: company.id, licenseNumber: "ABC-1", state: "OR" });
    expect(oregon.data).toMatchObject({ ok: true });
  });

  it("counts the company's earlier requests from the same practice and how they ended", async () => {
    const { company, owner } = await companyWithOwner();
    const other = await createCompany(t.db);
    const email = `pat-${uniqueTag()}@gmail.com`;
    const practiceName = `Smile Studio ${uniqueTag()}`;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (const [status, at, who] of [
      ["completed", 1, email],
      ["rejected", 2, email],
      ["pending", 3, email],
      // Same practice name and ZIP, another address: the same practice.
      ["completed", 4, `front-desk-${uniqueTag()}@example.com`],
    ] as const) {
      await createSampleRequest(t.db, {
        companyId: company.id,
        email: who,
        practiceName,
        status,
        requestedAt: day(at),
      });
    }
    // Another company's lead from the same address is not this company's business.
    await createSampleRequest(t.db, { companyId: other.id, email, requestedAt: day(5) });
    await createSampleRequest(t.db, {
      companyId: company.id,
      email,
      practiceName,
      requestedAt: day(6),
    });

    const list = await leadsOf(company.id, owner.cookie);
    const newest = list.rows[0];
    expect(labels(newest?.signals ?? [])).toEqual([
      "No NPI",
      "No license number",
      "Free-mail address",
      "4 earlier requests: 2 completed, 1 rejected, 1 still open",
    ]);
    expect(labels(list.rows.at(-1)?.signals ?? [])).toContain("First request");

    const returning = await leadsOf(company.id, owner.cookie, "?signal=returning");
    expect(returning.rows).toHaveLength(4);
    const first = await leadsOf(company.id, owner.cookie, "?signal=first");
    expect(first.rows).toHaveLength(1);
    expect(first.rows[0]?.requestedAt).toEqual(day(1));
  });

  it("flags a request sent again and a request sent to several companies at once", async () => {
    const { company, owner } = await companyWithOwner();
    const product = await createProduct(t.db, company.id);
    const email = `lee-${uniqueTag()}@example.com`;
    const fields = buildSampleRequestForm({ email, companyId: company.id, productId: product.id });
    for (let i = 0; i < 3; i++) {
      const reply = await callAction(requestAction, {
        path: "/request-samples",
        form: { ...guardFields(), ...fields },
        db: t.db,
      });
      expect(reply.data).toMatchObject({ ok: true, ...(i > 0 ? { alreadyReceived: true } : {}) });
    }
    const repeated = await leadsOf(company.id, owner.cookie, "?signal=repeated");
    expect(repeated.rows).toHaveLength(1);
    expect(labels(repeated.rows[0]?.signals ?? [])).toContain("Sent again twice");

    // 'Make Request to All' asks only companies with an available sample: one more has one.
    await createProduct(t.db, (await createCompany(t.db)).id);
    const all = await submit({ email: `all-${uniqueTag()}@example.com`, companyId: "all" });
    expect(all.data).toMatchObject({ ok: true });
    const companies = (all.data.summary as { companies: unknown[] }).companies.length;
    expect(companies).toBeGreaterThan(1);
    const list = await leadsOf(company.id, owner.cookie);
    expect(labels(list.rows[0]?.signals ?? [])).toContain(`Sent to ${companies} companies at once`);
    expect(labels(list.rows.at(-1)?.signals ?? [])).not.toContain(
      `Sent to ${companies} companies at once`,
    );
  });

  it("filters by a signal and orders by the number of signals, in keyset pages", async () => {
    const { company, owner } = await companyWithOwner();
    const make = (name: string, day: number, extra: Parameters<typeof createSampleRequest>[1]) =>
      createSampleRequest(t.db, {
        companyId: company.id,
        firstName: name,
        practiceName: `${name} Dental ${uniqueTag()}`,
        email: `${name.toLowerCase()}-${uniqueTag()}@${name.toLowerCase()}dental.example`,
        requestedAt: new Date(Date.UTC(2026, 1, day)),
        ...extra,
      });
    // Ranks: Ada 3 (NPI, license, own domain), Cy 2, Dee 1, Bo 0.
    await make("Ada", 1, { npi: "1234567893", licenseNumber: "12345" });
    await make("Bo", 2, { email: `bo-${uniqueTag()}@gmail.com` });
    await make("Cy", 3, { licenseNumber: "77" });
    await make("Dee", 4, { npi: "1245319599", email: `dee-${uniqueTag()}@yahoo.com` });
    const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName);

    const by = async (query: string) =>
      names((await leadsOf(company.id, owner.cookie, query)).rows);
    expect(await by("?signal=npi")).toEqual(["Dee", "Ada"]);
    expect(await by("?signal=license")).toEqual(["Cy", "Ada"]);
    expect(await by("?signal=free-mail")).toEqual(["Dee", "Bo"]);
    expect(await by("?signal=practice-email")).toEqual(["Cy", "Ada"]);
    expect(await by("?sort=signals")).toEqual(["Ada", "Cy", "Dee", "Bo"]);
    expect(await by("?sort=signals&signal=practice-email")).toEqual(["Ada", "Cy"]);
    expect(await by("?signal=nonsense")).toEqual(["Dee", "Cy", "Bo", "Ada"]);

    // Keyset pages of two in the signals order: no lead skipped or repeated.
    const filters = leadFiltersFromUrl(new URL("http://x/?sort=signals"));
    const first = await findLeadsPage(t.db, company.id, filters, null, 2);
    expect(names(first.rows)).toEqual(["Ada", "Cy"]);
    expect(first.count).toBe(4);
    const next = leadFiltersFromUrl(
      new URL(`http://x/?sort=signals&cursor=${encodeURIComponent(first.nextCursor ?? "")}`),
    );
    const second = await findLeadsPage(t.db, company.id, filters, next.cursor, 2);
    expect(names(second.rows)).toEqual(["Dee", "Bo"]);
    expect(second.nextCursor).toBeNull();
  });
});
