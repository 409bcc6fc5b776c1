/**
 * The catalogue import and export (docs/decisions/071): the dry run says what each row does
 * (created, updated, unchanged, rejected with line and column), the apply writes exactly that in
 * one transaction with one audit entry, importing the same file again changes nothing, and an
 * export imports back onto itself unchanged.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, catalogueImports, companies, products } from "~/db/schema";
import { csvRow } from "~/lib/csv";
import {
  catalogueExportBatches,
  catalogueHeader,
} from "~/models/catalogue/catalogue-export.server";
import {
  applyCatalogueImport,
  checkCatalogueFile,
  IMPORT_GONE,
} from "~/models/catalogue/catalogue-import.server";
import type { ImportKind } from "~/models/catalogue/catalogue-import-columns.server";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct, createUser, uniqueTag } from "../helpers/factories";

const COMPANY_HEADER = [
  "external_key",
  "name",
  "brand_name",
  "description",
  "categories",
  "treatment_types",
  "featured",
  "samples_available",
  "lead_email",
];

function csvFile(rows: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(rows.map((r) => csvRow(r)).join(""));
}

async function exportText(db: Parameters<typeof catalogueExportBatches>[0], kind: ImportKind) {
  const next = catalogueExportBatches(db, kind);
  let text = csvRow(catalogueHeader(kind));
  for (let rows = await next(); rows.length > 0; rows = await next()) {
    text += rows.map((r) => csvRow(r)).join("");
  }
  return text;
}

describe(`catalogue import (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function importFile(kind: ImportKind, bytes: Uint8Array, actorId: string) {
    const check = await checkCatalogueFile(t.db, {
      kind,
      fileName: `${kind}.csv`,
      bytes,
      uploadedBy: actorId,
    });
    if (!check.ok) throw new Error(check.message);
    const applied = check.importId
      ? await applyCatalogueImport(t.db, check.importId, actorId)
      : null;
    return { check, applied };
  }

  it("reports created, updated, unchanged and rejected rows, applies them, and changes nothing the second time", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const tag = uniqueTag();
    const same = await createCompany(t.db, {
      externalKey: `same-${tag}`,
      name: "Same Co",
      description: "Kept as it is",
      categories: ["Restorative"],
      treatmentTypes: ["Fillings"],
      featured: false,
      samplesAvailable: true,
    });
    await createCompany(t.db, { externalKey: `edit-${tag}`, name: "Old Name" });
    const file = csvFile([
      COMPANY_HEADER,
      [
        `new-${tag}`,
        "New Co",
        "",
        "Fresh",
        "restorative|Whitening",
        "Bleaching | Trays",
        "yes",
        "no",
        "",
      ],
      [`same-${tag}`, "Same Co", "", "Kept as it is", "Restorative", "Fillings", "no", "yes", ""],
      [`edit-${tag}`, "New Name", "", "", "", "", "no", "yes", "Leads@Example.com"],
      [`bad-${tag}`, "Bad Co", "", "", "Implants", "", "maybe", "yes", "not-an-email"],
      [`new-${tag}`, "Twice", "", "", "", "", "", "", ""],
    ]);
    const { check, applied } = await importFile("companies", file, admin.id);
    if (!check.ok || !applied?.ok) throw new Error("import failed");

    expect(check.report.counts).toEqual({ created: 1, updated: 1, unchanged: 1, rejected: 2 });
    const byLine = Object.fromEntries(check.report.rows.map((r) => [r.line, r]));
    expect(byLine[2]).toMatchObject({ outcome: "created", key: `new-${tag}` });
    expect(byLine[3]).toMatchObject({ outcome: "unchanged" });
    expect(byLine[4]).toMatchObject({ outcome: "updated", changed: ["name", "lead_email"] });
    expect(byLine[5]?.problems).toEqual([
      {
        column: "categories",
        message: "Please choose categories from the list (“Implants” is not one)".replace(
          /[“”]/g,
          '"',
        ),
      },
      { column: "featured", message: "featured must be yes, no or empty" },
      { column: "lead_email", message: "Please enter a valid email address" },
    ]);
    expect(byLine[6]).toMatchObject({
      outcome: "rejected",
      problems: [{ column: "external_key", message: "This key is already on line 2" }],
    });
    expect(applied.report.counts).toEqual(check.report.counts);

    const [created] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.externalKey, `new-${tag}`));
    expect(created).toMatchObject({
      name: "New Co",
      brandName: null,
      categories: ["Restorative", "Whitening"],
      treatmentTypes: ["Bleaching", "Trays"],
      featured: true,
      samplesAvailable: false,
    });
    const [edited] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.externalKey, `edit-${tag}`));
    expect(edited).toMatchObject({ name: "New Name", leadEmail: "leads@example.com" });
    const [untouched] = await t.db.select().from(companies).where(eq(companies.id, same.id));
    expect(untouched?.updatedAt).toEqual(same.updatedAt);
    expect(
      await t.db
        .select()
        .from(companies)
        .where(eq(companies.externalKey, `bad-${tag}`)),
    ).toEqual([]);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entry).toMatchObject({
      action: "catalogue.imported",
      entityId: "companies",
      changes: {
        created: { from: null, to: 1 },
        updated: { from: null, to: 1 },
        unchanged: { from: null, to: 1 },
        rejected: { from: null, to: 2 },
      },
    });

    // The same file again: nothing to apply, nothing kept, nothing written.
    const before = await t.db
      .select()
      .from(companies)
      .where(eq(companies.externalKey, `edit-${tag}`));
    const again = await checkCatalogueFile(t.db, {
      kind: "companies",
      fileName: "again.csv",
      bytes: file,
      uploadedBy: admin.id,
    });
    expect(again).toMatchObject({
      ok: true,
      importId: null,
      report: { counts: { created: 0, updated: 0, unchanged: 3, rejected: 2 } },
    });
    const after = await t.db
      .select()
      .from(companies)
      .where(eq(companies.externalKey, `edit-${tag}`));
    expect(after).toEqual(before);
  });

  it("rejects a product whose company_key is unknown, naming it, and imports the others with their facts", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const tag = uniqueTag();
    const company = await createCompany(t.db, { externalKey: `co-${tag}` });
    const keyless = await createCompany(t.db);
    const header = [
      "external_key",
      "company_key",
      "name",
      "category",
      "availability",
      "fda510k",
      "latex_free",
      "ce_marked",
      "shelf_life",
    ];
    const file = csvFile([
      header,
      [`p1-${tag}`, `co-${tag}`, "Bond One", "Adhesives", "yes", "k123456", "yes", "", "24 months"],
      [`p2-${tag}`, keyless.id, "Paste Two", "Preventive", "", "", "no", "false", ""],
      [`p3-${tag}`, `nobody-${tag}`, "Lost", "Preventive", "", "", "", "", ""],
      [`p4-${tag}`, `co-${tag}`, "", "Gadgets", "", "123", "", "", ""],
    ]);
    const { check, applied } = await importFile("products", file, admin.id);
    if (!check.ok || !applied?.ok) throw new Error("import failed");
    expect(check.report.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 2 });
    expect(check.report.rows[2]?.problems).toEqual([
      {
        column: "company_key",
        message: `Unknown company_key “nobody-${tag}”: no company has this key (import the companies file first)`,
      },
    ]);
    expect(check.report.rows[3]).toMatchObject({
      line: 5,
      problems: [
        { column: "name", message: "Name is required" },
        { column: "category", message: "Please choose a valid category" },
        {
          column: "fda510k",
          message: "Please enter a 510(k) number as K followed by 6 digits",
        },
      ],
    });
    const stored = await t.db.select().from(products).where(eq(products.companyId, company.id));
    expect(stored).toMatchObject([
      {
        name: "Bond One",
        externalKey: `p1-${tag}`,
        fda510k: "K123456",
        latexFree: true,
        ceMarked: null,
        containsFluoride: null,
        shelfLife: "24 months",
        availability: true,
      },
    ]);
    const [second] = await t.db.select().from(products).where(eq(products.companyId, keyless.id));
    expect(second).toMatchObject({ name: "Paste Two", latexFree: false, ceMarked: false });
  });

  it("refuses a file with an unknown column or without a required one, and one that is not CSV", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const check = (kind: ImportKind, text: string) =>
      checkCatalogueFile(t.db, {
        kind,
        fileName: "x.csv",
        bytes: new TextEncoder().encode(text),
        uploadedBy: admin.id,
      });
    expect(await check("companies", "external_key,name,colour\r\n")).toMatchObject({
      ok: false,
      message: expect.stringContaining("Unknown column “colour” in the header (line 1)"),
    });
    expect(await check("products", "external_key,name\r\n")).toMatchObject({
      ok: false,
      message: expect.stringContaining("lacks the required columns “company_key”, “category”"),
    });
    expect(await check("companies", 'external_key,name\r\na,"b\r\nc,d\r\n')).toEqual({
      ok: false,
      message: "The file is not valid CSV: line 2: a quoted field is never closed.",
    });
    expect(await check("companies", "")).toEqual({
      ok: false,
      message: "The file is empty: it needs a header row naming its columns.",
    });
  });

  it("applies a checked file once; a second apply finds nothing", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const tag = uniqueTag();
    const check = await checkCatalogueFile(t.db, {
      kind: "companies",
      fileName: "one.csv",
      bytes: csvFile([
        ["external_key", "name"],
        [`once-${tag}`, "Once Co"],
      ]),
      uploadedBy: admin.id,
    });
    if (!check.ok || !check.importId) throw new Error("no import kept");
    const [kept] = await t.db
      .select()
      .from(catalogueImports)
      .where(eq(catalogueImports.id, check.importId));
    expect(kept?.kind).toBe("companies");
    expect((await applyCatalogueImport(t.db, check.importId, admin.id)).ok).toBe(true);
    expect(await applyCatalogueImport(t.db, check.importId, admin.id)).toEqual({
      ok: false,
      message: IMPORT_GONE,
    });
    const rows = await t.db
      .select()
      .from(companies)
      .where(eq(companies.externalKey, `once-${tag}`));
    expect(rows).toHaveLength(1);
  });

  it("exports formula-safe cells and imports its own export back with every row unchanged", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const company = await createCompany(t.db, {
      name: '=HYPERLINK("http://evil.example")',
      brandName: "'=quoted already",
      description: 'Line one\nLine two, with "quotes"',
      shortDescription: "",
      categories: ["Whitening", "Preventive"],
      treatmentTypes: ["Bleaching", "Sensitivity care"],
      website: "https://example.com",
      responseTime: "-1 day",
    });
    await createProduct(t.db, company.id, {
      name: "+Plus gel",
      description: "@mention",
      quantity: "-2 tubes",
      fda510k: "K000001",
      containsFluoride: true,
    });
    const companiesCsv = await exportText(t.db, "companies");
    expect(companiesCsv.startsWith(`${catalogueHeader("companies").join(",")}\r\n`)).toBe(true);
    expect(companiesCsv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(companiesCsv).toContain("Whitening|Preventive");
    const productsCsv = await exportText(t.db, "products");
    expect(productsCsv).toContain("'+Plus gel");
    expect(productsCsv).toContain("'@mention");

    const [beforeCompany] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    for (const [kind, text] of [
      ["companies", companiesCsv],
      ["products", productsCsv],
    ] as const) {
      const check = await checkCatalogueFile(t.db, {
        kind,
        fileName: "export.csv",
        bytes: new TextEncoder().encode(text),
        uploadedBy: admin.id,
      });
      if (!check.ok) throw new Error(check.message);
      expect(check.report.counts.created + check.report.counts.updated).toBe(0);
      expect(check.report.counts.rejected).toBe(0);
      expect(check.importId).toBeNull();
    }
    const [afterCompany] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(afterCompany).toEqual(beforeCompany);
  });
});
