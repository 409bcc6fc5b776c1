/**
 * The listing editor (/supplier/{companyId}/listing) and product pages: validation messages that
 * keep what was typed, a bare domain stored as https://, the logo, and products added, edited,
 * hidden and reordered, all visible at once through the public company page's loader.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, products, uploads } from "~/db/schema";
import { INVALID_URL } from "~/forms/fields";
import { MAX_UPLOAD_BYTES } from "~/lib/suppliers";
import { TOO_MANY_IMAGES } from "~/models/catalogue/product-submission.server";
import { parseUploadUrl, SVG_REFUSED, UPLOAD_TOO_LARGE } from "~/models/catalogue/upload.server";
import { loader as publicLoader } from "~/routes/site/company.$companyId/route";
import {
  action as listingAction,
  loader as listingLoader,
} from "~/routes/supplier/$companyId.listing/route";
import {
  action as editProductAction,
  loader as editProductLoader,
} from "~/routes/supplier/$companyId.listing.products.$productId";
import { action as newProductAction } from "~/routes/supplier/$companyId.listing.products.new";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, createCompany, createProduct, signedInAs } from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";
import { file, multipartRequest, PNG_BYTES, pngOfSize, SVG_TEXT } from "../helpers/uploads";

const VALID = {
  intent: "save",
  shortDescription: "Adhesives that hold.",
  description: "Crestline makes bonding agents for every restoration.",
  website: "crestline.example",
  responseTime: "Same day",
  categories: ["Adhesives", "Restorative"],
  treatmentTypes: "Bonding, Veneers, bonding",
  samplesAvailable: "on",
};

describe(`supplier listing (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function setUp() {
    const company = await createCompany(t.db, { description: "Old description" });
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    const path = `/supplier/${company.id}/listing`;
    const params = { companyId: company.id };
    const save = (fields: Record<string, string | string[]>, files = {}) =>
      callAction(listingAction, {
        request: multipartRequest(path, fields, files, { Cookie: member.cookie }),
        params,
        db: t.db,
      });
    const publicPage = async () =>
      (
        await callLoader(publicLoader, {
          path: `/company/${company.id}`,
          params: { companyId: company.id },
          db: t.db,
        })
      ).data;
    return { company, member, path, params, save, publicPage };
  }

  it("is only for the company's members: others get 403, signed-out visitors the login page", async () => {
    const { path, params } = await setUp();
    const stranger = await signedInAs(t.db, "user");
    const refused = await catchThrown(
      callLoader(listingLoader, { path, params, cookie: stranger.cookie, db: t.db }),
    );
    expect(refused.status).toBe(403);
    const refusedPost = await catchThrown(
      callAction(listingAction, {
        request: multipartRequest(path, VALID, {}, { Cookie: stranger.cookie }),
        params,
        db: t.db,
      }),
    );
    expect(refusedPost.status).toBe(403);
    const signedOut = await catchThrown(callLoader(listingLoader, { path, params, db: t.db }));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
  });

  it("saves the listing, a bare domain as https://, and the public page shows it at once", async () => {
    const { company, save, publicPage } = await setUp();
    const reply = await save(VALID);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      website: "https://crestline.example",
      responseTime: "Same day",
      categories: ["Adhesives", "Restorative"],
      treatmentTypes: ["Bonding", "Veneers"],
      samplesAvailable: true,
    });
    const page = await publicPage();
    expect(page.company).toMatchObject({
      description: "Crestline makes bonding agents for every restoration.",
      shortDescription: "Adhesives that hold.",
      website: "https://crestline.example",
    });
    // Unticking the box and emptying the optional fields.
    await save({ intent: "save", description: "", website: "", responseTime: "" });
    expect((await publicPage()).company).toMatchObject({
      description: "",
      website: null,
      responseTime: null,
      samplesAvailable: false,
      categories: [],
    });
  });

  it("answers bad input with a message per field and keeps what was typed", async () => {
    const { company, save } = await setUp();
    const reply = await save({
      ...VALID,
      shortDescription: "x".repeat(301),
      website: "not a website",
      categories: ["Adhesives", "Astrology"],
      samplesAvailable: "",
    });
    expect(reply.status).toBe(400);
    expect(reply.data).toMatchObject({
      ok: false,
      errors: {
        shortDescription: "Short description must be at most 300 characters",
        website: INVALID_URL,
        categories: "Please choose categories from the list",
      },
      values: {
        description: VALID.description,
        website: "not a website",
        treatmentTypes: VALID.treatmentTypes,
        samplesAvailable: "off",
      },
      categories: ["Adhesives"],
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.description).toBe("Old description");
  });

  it("refuses too many treatment types and control characters with clear messages", async () => {
    const { save } = await setUp();
    const many = Array.from({ length: 21 }, (_, i) => `Type ${i}`).join(", ");
    const reply = await save({ ...VALID, treatmentTypes: many, responseTime: "soon\u0000" });
    expect(reply.data).toMatchObject({
      errors: {
        treatmentTypes: "List at most 20 treatment types",
        responseTime: "Response time contains characters that are not allowed",
      },
    });
  });

  it("uploads a logo, replaces it (the old file goes), refuses an SVG, and removes it", async () => {
    const { company, save, publicPage } = await setUp();
    await save(VALID, { logo: file(PNG_BYTES, "logo.png", "image/png") });
    const first = (await publicPage()).company.logo ?? "";
    expect(first).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const svg = await save(VALID, { logo: file(SVG_TEXT, "logo.png", "image/png") });
    expect(svg.status).toBe(400);
    expect(svg.data).toMatchObject({ errors: { logo: SVG_REFUSED } });
    const big = await save(VALID, { logo: pngOfSize(MAX_UPLOAD_BYTES + 10) });
    expect(big.data).toMatchObject({ errors: { logo: UPLOAD_TOO_LARGE } });
    expect((await publicPage()).company.logo).toBe(first);

    await save(VALID, { logo: file(PNG_BYTES, "new.png", "image/png") });
    const second = (await publicPage()).company.logo ?? "";
    expect(second).not.toBe(first);
    const ids = (
      await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.companyId, company.id))
    ).map((r) => r.id);
    expect(ids).toEqual([parseUploadUrl(second)?.id]);

    await save({ ...VALID, removeLogo: "on" });
    expect((await publicPage()).company.logo).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.companyId, company.id))).toEqual([]);
  });

  async function addProduct(
    ctx: Awaited<ReturnType<typeof setUp>>,
    fields: Record<string, string>,
    files: Record<string, File | File[]> = {},
  ) {
    return callAction(newProductAction, {
      request: multipartRequest(`${ctx.path}/products/new`, fields, files, {
        Cookie: ctx.member.cookie,
      }),
      params: ctx.params,
      db: t.db,
    });
  }

  it("adds a product with an image; the public page lists it with the image", async () => {
    const ctx = await setUp();
    const reply = await addProduct(
      ctx,
      {
        name: "Crestline Bond",
        category: "Adhesives",
        sampleType: "Trial kit",
        availability: "on",
      },
      { images: file(PNG_BYTES, "bond.png", "image/png") },
    );
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toMatch(
      new RegExp(`^${ctx.path}\\?saved=product&product=[^&]+$`),
    );
    const page = await ctx.publicPage();
    expect(page.products).toHaveLength(1);
    expect(page.products[0]).toMatchObject({ name: "Crestline Bond", sampleType: "Trial kit" });
    expect(page.products[0]?.images[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  });

  it("refuses a product without a name or with an unknown category, and a wrong image, keeping the values", async () => {
    const ctx = await setUp();
    const reply = await addProduct(
      ctx,
      { name: " ", category: "Magic", description: "Kept" },
      { images: file("plain text", "a.png", "image/png") },
    );
    expect(reply.status).toBe(400);
    expect(reply.data).toMatchObject({
      errors: {
        name: "Name is required",
        category: "Please choose a valid category",
        images:
          "a.png: The file is not a PNG, JPEG or WebP file (its content was checked, not its name).",
      },
      values: { description: "Kept", availability: "off" },
    });
    expect(
      await t.db.select().from(products).where(eq(products.companyId, ctx.company.id)),
    ).toEqual([]);
  });

  it("edits a product, removes an image and refuses a fifth one", async () => {
    const ctx = await setUp();
    const png = () => file(PNG_BYTES, "p.png", "image/png");
    await addProduct(
      ctx,
      { name: "Flow", category: "Restorative", availability: "on" },
      { images: [png(), png()] },
    );
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.companyId, ctx.company.id));
    if (!product) throw new Error("no product");
    const productPath = `${ctx.path}/products/${product.id}`;
    const params = { ...ctx.params, productId: product.id };
    const edit = (fields: Record<string, string | string[]>, files = {}) =>
      callAction(editProductAction, {
        request: multipartRequest(productPath, fields, files, { Cookie: ctx.member.cookie }),
        params,
        db: t.db,
      });
    const base = { name: "Flow A2", category: "Restorative", availability: "on" };
    const tooMany = await edit(base, { images: [png(), png(), png()] });
    expect(tooMany.data).toMatchObject({ errors: { images: TOO_MANY_IMAGES } });

    const [removed, kept] = product.images;
    expect((await edit({ ...base, removeImage: removed ?? "" })).status).toBe(302);
    const loaded = await callLoader(editProductLoader, {
      path: productPath,
      params,
      cookie: ctx.member.cookie,
      db: t.db,
    });
    expect(loaded.data.product).toMatchObject({ name: "Flow A2", images: [kept] });
    const stored = await t.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.companyId, ctx.company.id));
    expect(stored.map((r) => r.id)).toEqual([parseUploadUrl(kept ?? "")?.id]);
  });

  it("hides and shows a product: hidden ones leave the public page but stay in the editor, marked", async () => {
    const ctx = await setUp();
    const product = await createProduct(t.db, ctx.company.id, { name: "Etch Gel" });
    const act = (intent: string) => ctx.save({ intent, productId: product.id });
    expect((await act("hide")).data).toMatchObject({
      ok: true,
      message: "Product hidden: it no longer shows on the public page.",
    });
    expect((await ctx.publicPage()).products).toEqual([]);
    const editor = await callLoader(listingLoader, {
      path: ctx.path,
      params: ctx.params,
      cookie: ctx.member.cookie,
      db: t.db,
    });
    expect(editor.data.products).toMatchObject([{ name: "Etch Gel", availability: false }]);
    await act("show");
    expect((await ctx.publicPage()).products.map((p) => p.name)).toEqual(["Etch Gel"]);
  });

  it("reorders products; the public page follows position, then name", async () => {
    const ctx = await setUp();
    for (const name of ["Alpha", "Bravo", "Charlie"])
      await createProduct(t.db, ctx.company.id, { name });
    const names = async () => (await ctx.publicPage()).products.map((p) => p.name);
    expect(await names()).toEqual(["Alpha", "Bravo", "Charlie"]);
    const id = async (name: string) =>
      (await t.db.select().from(products).where(eq(products.name, name))).find(
        (p) => p.companyId === ctx.company.id,
      )?.id ?? "";
    await ctx.save({ intent: "up", productId: await id("Charlie") });
    expect(await names()).toEqual(["Alpha", "Charlie", "Bravo"]);
    await ctx.save({ intent: "up", productId: await id("Charlie") });
    await ctx.save({ intent: "down", productId: await id("Alpha") });
    expect(await names()).toEqual(["Charlie", "Bravo", "Alpha"]);
    // Moving the first one up changes nothing.
    await ctx.save({ intent: "up", productId: await id("Charlie") });
    expect(await names()).toEqual(["Charlie", "Bravo", "Alpha"]);
  });

  it("answers 404 for another company's product, on every page and button", async () => {
    const ctx = await setUp();
    const other = await createCompany(t.db);
    const foreign = await createProduct(t.db, other.id, { name: "Not yours" });
    const params = { ...ctx.params, productId: foreign.id };
    const path = `${ctx.path}/products/${foreign.id}`;
    const loaded = await catchThrown(
      callLoader(editProductLoader, { path, params, cookie: ctx.member.cookie, db: t.db }),
    );
    expect(loaded.status).toBe(404);
    const posted = await catchThrown(
      callAction(editProductAction, {
        request: multipartRequest(
          path,
          { name: "Mine now", category: "Adhesives" },
          {},
          { Cookie: ctx.member.cookie },
        ),
        params,
        db: t.db,
      }),
    );
    expect(posted.status).toBe(404);
    for (const intent of ["hide", "up"]) {
      expect((await catchThrown(ctx.save({ intent, productId: foreign.id }))).status).toBe(404);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, foreign.id));
    expect(row).toMatchObject({ name: "Not yours", availability: true });
  });
});
