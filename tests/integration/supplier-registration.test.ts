import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { supplierRegistrations } from "~/db/schema";
import { action, loader } from "~/routes/site/pricing.register/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  expectFieldErrors,
  expectNulByteRefusedInEachField,
  sendWithFailingDatabase,
  submitPublicForm,
} from "../helpers/public-forms";
import { callLoader } from "../helpers/route";

const valid = {
  planType: "featured",
  companyName: "Northwind Dental",
  contactName: "Sam Lee",
  email: "sam@northwind.example",
  phone: "(555) 010-3000",
  website: "https://northwind.example",
  message: "Interested in the featured plan.",
};

describe(`supplier registration (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  const submit = (fields: Record<string, string>, db = t.db) =>
    submitPublicForm(action, "/pricing/register", fields, db);

  it("pre-fills the plan from ?plan= and falls back to basic", async () => {
    const load = async (q: string) =>
      (await callLoader(loader, { path: `/pricing/register${q}`, db: t.db })).data;
    expect(await load("?plan=featured")).toMatchObject({ plan: "featured" });
    expect(await load("?plan=gold")).toMatchObject({ plan: "basic" });
  });

  it("stores a registration with its plan, status pending and submittedAt", async () => {
    const email = `reg-${crypto.randomUUID()}@example.com`;
    const result = await submit({ ...valid, email });
    expect(result.data).toEqual({ ok: true, planType: "featured" });
    const [row] = await t.db
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.email, email));
    expect(row).toMatchObject({
      planType: "featured",
      companyName: valid.companyName,
      contactName: valid.contactName,
      phone: valid.phone,
      website: valid.website,
      message: valid.message,
      status: "pending",
    });
    expect(row?.submittedAt).toBeInstanceOf(Date);
  });

  it("stores optional fields as null", async () => {
    const email = `reg-${crypto.randomUUID()}@example.com`;
    await submit({ ...valid, planType: "basic", email, website: "", message: "" });
    const [row] = await t.db
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.email, email));
    expect(row).toMatchObject({ planType: "basic", website: null, message: null });
  });

  it("answers 400 with each required field's message", async () => {
    const result = await submit({ planType: "basic" });
    expectFieldErrors(result, {
      companyName: "Company name is required",
      contactName: "Contact name is required",
      email: "Email is required",
      phone: "Phone is required",
    });
  });

  it("refuses an unknown plan and a website that is not a URL", async () => {
    const result = await submit({ ...valid, planType: "gold", website: "ftp//x" });
    expect(result.status).toBe(400);
    expect(Object.keys(result.data.errors as object).sort()).toEqual(["planType", "website"]);
  });

  it("answers 400, never 500, to a NUL byte in any field", async () => {
    await expectNulByteRefusedInEachField(submit, valid);
  });

  it("shows the spec's alert text when the database fails", async () => {
    // The failure is logged, without anything the user typed.
    const result = await sendWithFailingDatabase(valid.email, (db) => submit(valid, db));
    expect(result.status).toBe(500);
    expect(result.data.formError).toBe(
      "Error submitting form. Please try again or contact us directly.",
    );
  });
});
