import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { analyticsEvents, companies, sampleRequests } from "~/db/schema";
import { requestAllCompanies } from "~/models/catalogue/company.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { action as eventsAction } from "~/routes/resources/api.events";
import { action, loader } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequestForm } from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import {
  callAction,
  callLoader,
  catchThrown,
  createTestContext,
  type FormFields,
  testAnalytics,
} from "../helpers/route";

const contact = buildSampleRequestForm();

async function submit(db: Database, fields: FormFields) {
  const result = await callAction(action, {
    path: "/request-samples",
    form: { ...guardFields(), ...fields },
    db,
  });
  return { status: result.status, body: result.data as Record<string, unknown> };
}

describe(`sample requests (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);
  beforeEach(async () => {
    await t.db.delete(sampleRequests);
  });

  it("stores one pending request with the chosen available products", async () => {
    const res = await submit(t.db, {
      ...contact,
      companyId: "lumina-dental",
      productId: ["lumina-flow-a2", "lumina-nano-universal", "not-a-product", "bondwell-one"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true });
    const rows = await t.db.select().from(sampleRequests);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      companyId: "lumina-dental",
      status: "pending",
      email: "dana.reyes@example.com",
      licenseNumber: null,
      agreedToTerms: true,
    });
    expect(row?.requestedAt).toBeInstanceOf(Date);
    expect(row?.requestedProducts.map((p) => p.productId).sort()).toEqual([
      "lumina-flow-a2",
      "lumina-nano-universal",
    ]);
    expect(row?.requestedProducts.every((p) => p.quantity === "Standard sample")).toBe(true);
    const summary = (res.body as { summary: { companies: { name: string; products: string[] }[] } })
      .summary;
    expect(summary.companies[0]?.name).toBe("Lumina Dental Materials");
    expect(summary.companies[0]?.products).toHaveLength(2);
  });

  it("'Make Request to All' stores one request per company with an available sample", async () => {
    const res = await submit(t.db, { ...contact, companyId: "all" });
    expect(res.body).toMatchObject({ ok: true });
    const [companyRows, rows] = await Promise.all([
      t.db.select({ id: companies.id }).from(companies).where(requestAllCompanies()),
      t.db.select().from(sampleRequests),
    ]);
    expect(rows).toHaveLength(companyRows.length);
    expect(new Set(rows.map((r) => r.companyId)).size).toBe(companyRows.length);
  });

  it("'Make Request to All' under a category filter stores one request per company in it", async () => {
    const inCategory = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(requestAllCompanies("Endodontics"));
    const all = await t.db.select({ id: companies.id }).from(companies);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.length).toBeLessThan(all.length);
    const res = await submit(t.db, { ...contact, companyId: "all", category: "Endodontics" });
    expect(res.body).toMatchObject({ ok: true });
    const rows = await t.db.select({ companyId: sampleRequests.companyId }).from(sampleRequests);
    expect(rows.map((r) => r.companyId).sort()).toEqual(inCategory.map((c) => c.id).sort());
  });

  it("refuses a category that is not one of the catalogue's and stores nothing", async () => {
    const res = await submit(t.db, { ...contact, companyId: "all", category: "Everything" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ category: "Please choose a valid category" });
    expect(await t.db.select().from(sampleRequests)).toHaveLength(0);
  });

  it("refuses missing fields with the spec's messages and keeps the values", async () => {
    const res = await submit(t.db, { companyId: "lumina-dental", firstName: "Dana" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone is required",
      practiceName: "Practice name is required",
      practiceType: "Practice type is required",
      yearsInPractice: "Years in practice is required",
      street: "Street address is required",
      city: "City is required",
      state: "State is required",
      zipCode: "ZIP code is required",
      howHeardAbout: "How you heard about us is required",
      agreedToTerms: "You must agree to the terms and conditions",
    });
    expect(res.body.values).toMatchObject({ firstName: "Dana" });
    expect(await t.db.select().from(sampleRequests)).toHaveLength(0);
  });

  it("refuses a bad e-mail, unknown options and over-long text", async () => {
    const res = await submit(t.db, {
      ...contact,
      companyId: "lumina-dental",
      email: "not-an-email",
      practiceType: "Veterinary",
      comments: "x".repeat(2001),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: "Please enter a valid email address",
      practiceType: "Please choose a valid practice type",
      comments: "Comments must be at most 2000 characters",
    });
  });

  it("refuses a state that is not on the list next to the field, keeping the rest", async () => {
    for (const state of ["ZZ", "California"]) {
      const res = await submit(t.db, { ...contact, companyId: "lumina-dental", state });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ state: "Please choose a valid state" });
      // The rest is kept; the state is echoed at most as long as a code (the select's options).
      expect(res.body.values).toMatchObject({
        practiceName: contact.practiceName,
        city: contact.city,
        state: state.slice(0, 2),
      });
    }
    expect(await t.db.select().from(sampleRequests)).toHaveLength(0);
    const res = await submit(t.db, { ...contact, companyId: "lumina-dental", state: "PR" });
    expect(res.body).toMatchObject({ ok: true });
    const [row] = await t.db.select({ state: sampleRequests.state }).from(sampleRequests);
    expect(row?.state).toBe("PR");
  });

  it("an unknown company fails with the spec's message and stores nothing", async () => {
    const res = await submit(t.db, { ...contact, companyId: "no-such-company" });
    expect(res.status).toBe(404);
    expect(res.body.formError).toBe("Failed to submit request. Please try again.");
    expect(await t.db.select().from(sampleRequests)).toHaveLength(0);
  });

  it("answers 400, never 500, to a NUL byte in any field or id, and stores nothing", async () => {
    const fields = { ...contact, companyId: "lumina-dental", productId: "lumina-flow-a2" };
    for (const name of Object.keys(fields)) {
      const value =
        name === "agreedToTerms" ? "on\u0000" : `${fields[name as keyof typeof fields]}\u0000`;
      const res = await submit(t.db, { ...fields, [name]: value });
      expect(res.status, name).toBe(400);
    }
    const res = await submit(t.db, { ...fields, firstName: "Da\u0000na" });
    expect(res.body.errors).toMatchObject({
      firstName: "First name contains characters that are not allowed",
    });
    expect(await t.db.select().from(sampleRequests)).toHaveLength(0);
  });

  it("echoes only the fields the form shows, each cut to its maximum length", async () => {
    const huge = "x".repeat(100_000);
    const res = await submit(t.db, {
      ...contact,
      companyId: "lumina-dental",
      firstName: huge,
      productId: [huge, huge],
      unknown: huge,
    });
    expect(res.status).toBe(400);
    const values = res.body.values as Record<string, string>;
    expect(values.firstName).toHaveLength(100);
    expect(values).not.toHaveProperty("productId");
    expect(values).not.toHaveProperty("companyId");
    expect(values).not.toHaveProperty("unknown");
    expect(JSON.stringify(res.body).length).toBeLessThan(5_000);
  });

  it("answers 400 to a body that is not readable form data", async () => {
    const request = new Request("http://localhost:3000/request-samples", {
      method: "POST",
      body: "--x\r\nbroken",
      headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
    });
    const result = await callAction(action, { request, db: t.db });
    expect(result.status).toBe(400);
  });

  it("the plain 'all' page under a category names that category's companies", async () => {
    const { data } = await callLoader(loader, {
      path: "/request-samples?company=all&category=Orthodontics",
      db: t.db,
    });
    const expected = await t.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(requestAllCompanies("Orthodontics"))
      .orderBy(companies.name);
    expect(data.target).toMatchObject({
      companyId: "all",
      category: "Orthodontics",
      label: `all ${expected.length} Orthodontics companies`,
      companies: expected,
    });
    const unfiltered = await callLoader(loader, { path: "/request-samples?company=all", db: t.db });
    const count = (
      await t.db.select({ id: companies.id }).from(companies).where(requestAllCompanies())
    ).length;
    expect(unfiltered.data.target.label).toBe(`all ${count} companies`);
    expect(unfiltered.data.target.companies).toBeUndefined();
  });

  it("an unknown company on the plain page is a 404 that says 'Company not found' once", async () => {
    const missing = await catchThrown(
      callLoader(loader, { path: "/request-samples?company=no-such-company", db: t.db }),
    );
    expect(missing.status).toBe(404);
    expect(missing.data).toBe("Company not found");
  });

  it("the plain page loads the company and only its available products", async () => {
    const { data } = await callLoader(loader, {
      path: "/request-samples?company=lumina-dental&product=lumina-flow-a2&product=bondwell-one",
      db: t.db,
    });
    expect(data.target.label).toBe("Lumina Dental Materials");
    expect(data.target.products.map((p) => p.id)).toEqual(["lumina-flow-a2"]);
    // Control characters in the query name nothing: a 404 or a skipped product, never a 500.
    const nul = await callLoader(loader, {
      path: "/request-samples?company=lumina-dental&product=lumina-flow-a2%00",
      db: t.db,
    });
    expect(nul.data.target.products).toEqual([]);
    const missing = await catchThrown(
      callLoader(loader, { path: "/request-samples?company=lumina%00", db: t.db }),
    );
    expect(missing.status).toBe(404);
  });
});

describe(`POST /api/events (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  const post = (body: string) =>
    eventsAction({
      request: new Request("http://localhost:3000/api/events", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json" },
      }),
      params: {},
      context: createTestContext(t.db),
    } as never);

  it("records the event without personal data and refuses bad bodies", async () => {
    expect(
      (
        await post(
          JSON.stringify({
            name: "view_item",
            companyId: "lumina-dental",
            companyName: "x",
            path: "/company/lumina-dental?email=a@b.c",
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await post(
          JSON.stringify({
            name: "click",
            url: "https://lumina-dental.example/path?q=1",
            companyId: "lumina-dental",
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await post(
          JSON.stringify({
            name: "generate_lead",
            companyId: "unknown",
            value: 1,
            currency: "USD",
          }),
        )
      ).status,
    ).toBe(204);
    expect((await post("{not json")).status).toBe(400);
    expect((await post(JSON.stringify({ name: "page_view" }))).status).toBe(400);
    expect(
      (await post(JSON.stringify({ name: "view_item", companyId: "x".repeat(5000) }))).status,
    ).toBe(413);
    // A control character would fail in the database: refused before it gets there.
    expect(
      (await post(JSON.stringify({ name: "view_item", companyId: "lumina-dental\u0000" }))).status,
    ).toBe(400);
    expect(
      (
        await post(
          JSON.stringify({ name: "view_item", companyId: "lumina-dental", path: "/\u0000" }),
        )
      ).status,
    ).toBe(400);
    // Counted in memory, once per visitor and day, written by a flush (docs/decisions/164).
    await testAnalytics(t.db).flush();
    const rows = await t.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(3);
    const view = rows.find((r) => r.name === "view_item");
    expect(view).toMatchObject({ companyId: "lumina-dental", path: "/company/lumina-dental" });
    expect(rows.find((r) => r.name === "click")).toMatchObject({
      contentId: "https://lumina-dental.example",
    });
    const lead = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, "generate_lead"));
    expect(lead[0]?.companyId).toBeNull();
  });
});
