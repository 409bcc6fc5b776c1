/**
 * Product facts and documents (docs/decisions/091-product-facts-and-documents.md): the product
 * editor saves the facts and audits every change; a document is a PDF by its content and at most
 * 10 MB, replaced and removed with its upload; /uploads/{id}.pdf serves it inline as a PDF; the
 * company page shows both; search filters by latex-free and by having a Safety Data Sheet.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, productDocuments, products, uploads } from "~/db/schema";
import { INVALID_FDA_510K } from "~/lib/product-facts";
import { NO_FACT_FILTERS } from "~/lib/search/fact-filters";
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from "~/lib/suppliers";
import { searchCatalogue } from "~/models/catalogue/search.server";
import {
  checkUpload,
  parseUploadUrl,
  tooLargeMessage,
  wrongTypeMessage,
} from "~/models/catalogue/upload.server";
import { loader as uploadLoader } from "~/routes/resources/uploads.$file";
import { loader as publicLoader } from "~/routes/site/company.$companyId/route";
import { loader as searchLoader } from "~/routes/site/search/route";
import { action as listingAction } from "~/routes/supplier/$companyId.listing/route";
import {
  action as editProductAction,
  loader as editProductLoader,
} from "~/routes/supplier/$companyId.listing.products.$productId";
import { action as newProductAction } from "~/routes/supplier/$companyId.listing.products.new";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  signedInAs,
  uniqueTag,
} from "../helpers/factories";
import { callAction, callLoader } from "../helpers/route";
import {
  file,
  multipartRequest,
  PDF_BYTES,
  PNG_BYTES,
  pdfOfSize,
  SVG_TEXT,
} from "../helpers/uploads";

const FACTS = {
  fda510k: "k123456",
  ceMarked: "Yes",
  latexFree: "Yes",
  containsFluoride: "No",
  shelfLife: "24 months",
  storageTemperature: "2–25 °C",
};

describe(`product facts and documents (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function setUp() {
    const company = await createCompany(t.db, { name: `Facts Co ${uniqueTag()}` });
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    const base = `/supplier/${company.id}/listing/products`;
    const params = { companyId: company.id };
    const add = (fields: Record<string, string | string[]>, files = {}) =>
      callAction(newProductAction, {
        request: multipartRequest(`${base}/new`, fields, files, { Cookie: member.cookie }),
        params,
        db: t.db,
      });
    const edit = (productId: string, fields: Record<string, string | string[]>, files = {}) =>
      callAction(editProductAction, {
        request: multipartRequest(`${base}/${productId}`, fields, files, {
          Cookie: member.cookie,
        }),
        params: { ...params, productId },
        db: t.db,
      });
    const productNamed = async (name: string) => {
      const [row] = await t.db
        .select()
        .from(products)
        .where(and(eq(products.companyId, company.id), eq(products.name, name)));
      if (!row) throw new Error(`no product ${name}`);
      return row;
    };
    const audit = () =>
      t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.companyId, company.id))
        .orderBy(asc(auditLog.id));
    const documents = async (productId: string) =>
      t.db
        .select({ kind: productDocuments.kind, uploadId: productDocuments.uploadId })
        .from(productDocuments)
        .where(eq(productDocuments.productId, productId))
        .orderBy(asc(productDocuments.kind));
    return { company, member, base, params, add, edit, productNamed, audit, documents };
  }

  const sds = () => file(PDF_BYTES, "sds.pdf", "application/pdf");

  it("saves the facts (510(k) upper-cased, flags as true/false/null) and audits the creation", async () => {
    const ctx = await setUp();
    const reply = await ctx.add({ name: "Flow A2", category: "Restorative", ...FACTS });
    expect(reply.status).toBe(302);
    const product = await ctx.productNamed("Flow A2");
    expect(product).toMatchObject({
      fda510k: "K123456",
      ceMarked: true,
      latexFree: true,
      containsFluoride: false,
      shelfLife: "24 months",
      storageTemperature: "2–25 °C",
    });
    const [entry] = await ctx.audit();
    expect(entry).toMatchObject({
      actorId: ctx.member.user.id,
      action: "product.created",
      entityType: "product",
      entityId: product.id,
      entityLabel: "Flow A2",
    });
    expect(entry?.changes).toMatchObject({
      fda510k: { from: null, to: "K123456" },
      latexFree: { from: null, to: true },
    });
  });

  it("audits an edit as before → after of the changed fields only, and not an unchanged save", async () => {
    const ctx = await setUp();
    await ctx.add({ name: "Bond", category: "Adhesives", ...FACTS });
    const product = await ctx.productNamed("Bond");
    const fields = { name: "Bond", category: "Adhesives", ...FACTS };
    await ctx.edit(product.id, { ...fields, latexFree: "", shelfLife: "36 months" });
    expect(await ctx.productNamed("Bond")).toMatchObject({
      latexFree: null,
      shelfLife: "36 months",
    });
    await ctx.edit(product.id, { ...fields, latexFree: "", shelfLife: "36 months" });
    const entries = await ctx.audit();
    expect(entries.map((e) => e.action)).toEqual(["product.created", "product.updated"]);
    expect(entries[1]?.changes).toEqual({
      latexFree: { from: true, to: null },
      shelfLife: { from: "24 months", to: "36 months" },
    });
  });

  it("refuses a bad 510(k) and a bad flag with their messages, keeping what was typed", async () => {
    const ctx = await setUp();
    const reply = await ctx.add({
      name: "Kept",
      category: "Restorative",
      ...FACTS,
      fda510k: "K12-345",
      latexFree: "perhaps",
    });
    expect(reply.status).toBe(400);
    expect(reply.data).toMatchObject({
      errors: { fda510k: INVALID_FDA_510K, latexFree: "Please choose Yes, No or Not stated" },
      values: { name: "Kept", fda510k: "K12-345", shelfLife: "24 months", ceMarked: "Yes" },
    });
    expect(
      await t.db.select().from(products).where(eq(products.companyId, ctx.company.id)),
    ).toEqual([]);
  });

  it("accepts a PDF by its content, whatever its name, and refuses others by content and size", async () => {
    const ctx = await setUp();
    const reply = await ctx.add(
      { name: "Sheeted", category: "Restorative" },
      { sds: file(PDF_BYTES, "safety.txt", "text/plain") },
    );
    expect(reply.status).toBe(302);
    const product = await ctx.productNamed("Sheeted");
    expect((await ctx.documents(product.id)).map((d) => d.kind)).toEqual(["sds"]);

    const fields = { name: "Sheeted", category: "Restorative" };
    const refused = await ctx.edit(product.id, fields, {
      sds: file(PNG_BYTES, "sds.pdf", "application/pdf"),
      ifu: file(SVG_TEXT, "ifu.pdf", "application/pdf"),
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: {
        sds: wrongTypeMessage(["application/pdf"]),
        ifu: "The file is not a PDF file (its content was checked, not its name).",
      },
      values: { name: "Sheeted" },
    });
    const big = await ctx.edit(product.id, fields, { ifu: pdfOfSize(MAX_DOCUMENT_BYTES + 1) });
    expect(big.data).toMatchObject({ errors: { ifu: tooLargeMessage(MAX_DOCUMENT_BYTES) } });
    expect(tooLargeMessage(MAX_DOCUMENT_BYTES)).toBe(
      "The file is too large: at most 10 MB is accepted.",
    );
    expect((await ctx.documents(product.id)).map((d) => d.kind)).toEqual(["sds"]);
    // A PDF exactly at the limit passes the check (not stored here: 10 MB is slow on PGlite).
    expect(
      await checkUpload(pdfOfSize(MAX_DOCUMENT_BYTES), DOCUMENT_TYPES, MAX_DOCUMENT_BYTES),
    ).toMatchObject({ ok: true, upload: { contentType: "application/pdf" } });
  });

  it("replaces and removes a document: the old PDF is deleted, each change audited", async () => {
    const ctx = await setUp();
    await ctx.add({ name: "Varnish", category: "Preventive" }, { sds: sds() });
    const product = await ctx.productNamed("Varnish");
    const [first] = await ctx.documents(product.id);
    const fields = { name: "Varnish", category: "Preventive" };

    await ctx.edit(product.id, fields, { sds: sds() });
    const [second] = await ctx.documents(product.id);
    expect(second?.uploadId).not.toBe(first?.uploadId);
    expect(
      await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, first?.uploadId ?? "")),
    ).toEqual([]);

    // The edit page shows the current document with its address.
    const page = await callLoader(editProductLoader, {
      path: `${ctx.base}/${product.id}`,
      params: { ...ctx.params, productId: product.id },
      cookie: ctx.member.cookie,
      db: t.db,
    });
    expect(page.data.product.documents).toEqual([
      { kind: "sds", url: `/uploads/${second?.uploadId}.pdf` },
    ]);

    await ctx.edit(product.id, { ...fields, removeDocument: "sds" });
    expect(await ctx.documents(product.id)).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.companyId, ctx.company.id))).toEqual(
      [],
    );
    const entries = (await ctx.audit()).filter((e) => e.action.startsWith("product.document"));
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ["product.document_added", { sds: { from: null, to: `/uploads/${first?.uploadId}.pdf` } }],
      [
        "product.document_replaced",
        {
          sds: {
            from: `/uploads/${first?.uploadId}.pdf`,
            to: `/uploads/${second?.uploadId}.pdf`,
          },
        },
      ],
      ["product.document_removed", { sds: { from: `/uploads/${second?.uploadId}.pdf`, to: null } }],
    ]);
  });

  it("serves a document as an inline PDF named after its product, with nosniff and its own CSP", async () => {
    const ctx = await setUp();
    await ctx.add({ name: "Flow Ünïcode A2", category: "Restorative" }, { sds: sds() });
    const product = await ctx.productNamed("Flow Ünïcode A2");
    const [doc] = await ctx.documents(product.id);
    const path = `/uploads/${doc?.uploadId}.pdf`;
    const served = await callLoader(uploadLoader, {
      path,
      params: { file: path.replace("/uploads/", "") },
      db: t.db,
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      'inline; filename="flow-unicode-a2-safety-data-sheet.pdf"',
    );
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const csp = served.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src");
    const body = new Uint8Array(await (served.response as Response).arrayBuffer());
    expect(Buffer.from(body).equals(Buffer.from(PDF_BYTES))).toBe(true);
    // The .png address of the same file is not found.
    const wrong = await callLoader(uploadLoader, {
      path: path.replace(".pdf", ".png"),
      params: { file: `${doc?.uploadId}.png` },
      db: t.db,
    });
    expect(wrong.status).toBe(404);
  });

  it("shows each product's facts and documents on the public company page", async () => {
    const ctx = await setUp();
    await ctx.add(
      { name: "Public Flow", category: "Restorative", availability: "on", ...FACTS },
      {
        sds: sds(),
      },
    );
    const page = await callLoader(publicLoader, {
      path: `/company/${ctx.company.id}`,
      params: { companyId: ctx.company.id },
      db: t.db,
    });
    const [product] = page.data.products;
    expect(product).toMatchObject({
      name: "Public Flow",
      fda510k: "K123456",
      latexFree: true,
      ceMarked: true,
      containsFluoride: false,
      shelfLife: "24 months",
    });
    expect(product?.documents).toHaveLength(1);
    expect(parseUploadUrl(product?.documents[0]?.url ?? "")?.ext).toBe("pdf");
  });

  it("filters search by latex-free and by a Safety Data Sheet, in SQL, and shows the key facts", async () => {
    const tag = `zq${uniqueTag()}`;
    const company = await createCompany(t.db, { name: `Search Co ${tag}` });
    const latexFree = await createProduct(t.db, company.id, {
      name: `${tag} Latex-free gloves`,
      latexFree: true,
    });
    const withLatex = await createProduct(t.db, company.id, {
      name: `${tag} Latex dam`,
      latexFree: false,
    });
    const unstated = await createProduct(t.db, company.id, { name: `${tag} Unstated cups` });
    const ctx = await setUp();
    await addCompanyMember(t.db, company.id, ctx.member.user.id, "member");
    // A Safety Data Sheet for the product whose latex is unstated, through the editor.
    await callAction(editProductAction, {
      request: multipartRequest(
        `/supplier/${company.id}/listing/products/${unstated.id}`,
        { name: unstated.name, category: "Restorative", availability: "on" },
        { sds: sds() },
        { Cookie: ctx.member.cookie },
      ),
      params: { companyId: company.id, productId: unstated.id },
      db: t.db,
    });

    const ids = async (facts: { latexFree: boolean; hasSds: boolean }) =>
      (await searchCatalogue(t.db, tag, { facts: { ...NO_FACT_FILTERS, ...facts } })).results
        .map((r) => `${r.type}:${r.id}`)
        .sort();
    expect(await ids({ latexFree: false, hasSds: false })).toEqual(
      [
        `company:${company.id}`,
        `product:${latexFree.id}`,
        `product:${withLatex.id}`,
        `product:${unstated.id}`,
      ].sort(),
    );
    expect(await ids({ latexFree: true, hasSds: false })).toEqual([`product:${latexFree.id}`]);
    expect(await ids({ latexFree: false, hasSds: true })).toEqual([`product:${unstated.id}`]);
    expect(await ids({ latexFree: true, hasSds: true })).toEqual([]);

    // Products of a company matched by its name alone are filtered too.
    const byCompany = await searchCatalogue(t.db, `Search Co ${tag}`, {
      facts: { ...NO_FACT_FILTERS, latexFree: true },
    });
    expect(byCompany.results.map((r) => r.id)).toEqual([latexFree.id]);
    expect(byCompany).toMatchObject({ companyCount: 0, productCount: 1 });

    // The page reads the filters from GET parameters and shows the key facts.
    const page = await callLoader(searchLoader, { path: `/search?q=${tag}&latexFree=1`, db: t.db });
    expect(page.data).toMatchObject({ facts: { latexFree: true, hasSds: false } });
    const results = page.data.state === "done" ? page.data.page.results : [];
    expect(results).toEqual([expect.objectContaining({ id: latexFree.id, latexFree: true })]);
    const all = await searchCatalogue(t.db, tag);
    expect(all.results.find((r) => r.id === unstated.id)).toMatchObject({ hasSds: true });
  });

  it("audits the listing's saves, hiding and moving products, in the same transaction", async () => {
    const ctx = await setUp();
    await ctx.add({ name: "First", category: "Restorative", availability: "on" });
    await ctx.add({ name: "Second", category: "Restorative", availability: "on" });
    const second = await ctx.productNamed("Second");
    const listing = (fields: Record<string, string | string[]>) =>
      callAction(listingAction, {
        request: multipartRequest(
          `/supplier/${ctx.company.id}/listing`,
          fields,
          {},
          {
            Cookie: ctx.member.cookie,
          },
        ),
        params: ctx.params,
        db: t.db,
      });
    await listing({
      intent: "save",
      description: "New words",
      website: "facts.example",
      categories: ["Restorative"],
      samplesAvailable: "on",
    });
    await listing({ intent: "hide", productId: second.id });
    await listing({ intent: "up", productId: second.id });
    const entries = (await ctx.audit()).filter((e) => e.action !== "product.created");
    expect(entries.map((e) => [e.action, e.entityId, e.changes])).toEqual([
      [
        "company.listing_updated",
        ctx.company.id,
        {
          description: { from: "", to: "New words" },
          website: { from: null, to: "https://facts.example" },
          categories: { from: [], to: ["Restorative"] },
        },
      ],
      ["product.updated", second.id, { availability: { from: true, to: false } }],
      ["product.moved", second.id, { place: { from: 2, to: 1 } }],
    ]);
    expect(entries.every((e) => e.actorId === ctx.member.user.id)).toBe(true);
  });
});
