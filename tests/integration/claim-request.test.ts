import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimRequests } from "~/db/schema";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { action, loader } from "~/routes/site/claim-request/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  expectFieldErrors,
  expectNulByteRefusedInEachField,
  sendWithFailingDatabase,
  submitPublicForm,
} from "../helpers/public-forms";
import { callLoader } from "../helpers/route";

const valid = {
  companyName: "Lumina Dental Materials",
  contactName: "Dana Reyes",
  jobTitle: "Marketing Manager",
  email: "dana@lumina.example",
  phone: "+1 555 010 2000",
  website: "https://lumina.example",
  message: "We would like to manage our page.",
};

describe(`claim request (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  const submit = (fields: Record<string, string>, db = t.db) =>
    submitPublicForm(action, "/claim-request", fields, db);

  async function load(query: string) {
    return (await callLoader(loader, { path: `/claim-request${query}`, db: t.db })).data;
  }

  it("pre-fills the company name from ?company= given an id, a name, or free text", async () => {
    expect(await load("?company=bondline")).toMatchObject({ companyName: "BondLine Adhesives" });
    expect(await load("?company=bondline%20adhesives")).toMatchObject({
      companyName: "BondLine Adhesives",
    });
    expect(await load("?company=Unlisted%20Co")).toMatchObject({ companyName: "Unlisted Co" });
    expect(await load("")).toMatchObject({ companyName: "" });
    expect(await load("?company=bondline%00")).toMatchObject({ companyName: "" });
  });

  it("stores a valid claim as pending, unreviewed, with the matching company id", async () => {
    const email = `claim-${crypto.randomUUID()}@example.com`;
    const result = await submit({ ...valid, email });
    expect(result.data).toEqual({ ok: true, companyName: valid.companyName });
    const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.email, email));
    expect(row).toMatchObject({
      companyId: "lumina-dental",
      companyName: valid.companyName,
      contactName: valid.contactName,
      jobTitle: valid.jobTitle,
      phone: valid.phone,
      website: valid.website,
      message: valid.message,
      status: "pending",
      reviewedAt: null,
      reviewedBy: null,
      notes: "",
    });
    expect(row?.submittedAt).toBeInstanceOf(Date);
  });

  it("stores a claim for a company that is not listed without a company id", async () => {
    const email = `claim-${crypto.randomUUID()}@example.com`;
    await submit({ ...valid, companyName: "Brand New Dental", email, phone: "", website: "" });
    const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.email, email));
    expect(row).toMatchObject({ companyId: null, phone: null, website: null });
  });

  it("answers 400 with each required field's message and keeps what was typed", async () => {
    const result = await submit({ companyName: "", contactName: "", jobTitle: "", email: "" });
    expectFieldErrors(result, {
      companyName: "Company name is required",
      contactName: "Contact name is required",
      jobTitle: "Job title is required",
      email: "Email is required",
    });
  });

  it("refuses a website that is not a URL and a malformed e-mail", async () => {
    const result = await submit({ ...valid, website: "not a url", email: "nope" });
    expectFieldErrors(result, {
      website: "Please enter a valid URL (starting with http:// or https://)",
      email: "Please enter a valid email address",
    });
    expect(result.data.values).toMatchObject({ website: "not a url" });
  });

  it("stores the e-mail lower-cased and a bare domain as an https:// website", async () => {
    const email = `Claim-${crypto.randomUUID()}@Example.com`;
    await submit({ ...valid, email, website: "lumina.example" });
    const [row] = await t.db
      .select()
      .from(claimRequests)
      .where(eq(claimRequests.email, email.toLowerCase()));
    expect(row).toMatchObject({ website: "https://lumina.example" });
  });

  it("accepts a bare domain typed as the company website and stores it with https://", async () => {
    const email = `claim-${crypto.randomUUID()}@example.com`;
    const result = await submit({
      ...valid,
      companyName: "Crestline Dental Supply",
      email,
      website: " crestline.example ",
    });
    expect(result.data).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(claimRequests).where(eq(claimRequests.email, email));
    expect(row).toMatchObject({ companyId: "crestline", website: "https://crestline.example" });
  });

  it("answers 400, never 500, to a NUL byte in any field", async () => {
    await expectNulByteRefusedInEachField(submit, valid);
  });

  it("shows the spec's failure text when the database fails", async () => {
    // The failure is logged, without anything the user typed.
    const result = await sendWithFailingDatabase(valid.email, (db) => submit(valid, db));
    expect(result.status).toBe(500);
    expect(result.data.formError).toBe("Failed to submit claim request. Please try again.");
  });
});
