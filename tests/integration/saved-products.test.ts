/**
 * Saved products (issue 25 point 3, docs/decisions/127): the Save toggle's action on
 * /saved-products, the pressed state on the company and product pages, and the list by company.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, savedProducts, users } from "~/db/schema";
import { loader } from "~/routes/account/saved/route";
import { loader as companyLoader } from "~/routes/site/company.$companyId/route";
import { loader as productLoader } from "~/routes/site/company.$companyId.products.$productId/route";
import { action, PRODUCT_NOT_SAVABLE } from "~/routes/site/saved-products";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct, type SignedInUser, signedInAs } from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";

describe(`saved products (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  const path = "/account/saved";

  const post = (form: Record<string, string>, as?: SignedInUser) =>
    callAction(action, { path: "/saved-products", form, cookie: as?.cookie, db: t.db });
  const savedRows = (as: SignedInUser) =>
    t.db
      .select({ productId: savedProducts.productId })
      .from(savedProducts)
      .where(eq(savedProducts.userId, as.user.id));

  it("saves and unsaves a product, each twice without harm, and goes back to the page", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const dentist = await signedInAs(t.db, "user");
    const back = `/company/${company.id}/x`;
    const form = { productId: product.id, returnTo: back };
    for (let i = 0; i < 2; i++) {
      const thrown = await catchThrown(post({ ...form, save: "1" }, dentist));
      expect(thrown.status).toBe(303);
      expect(thrown.headers.get("Location")).toBe(back);
    }
    expect(await savedRows(dentist)).toEqual([{ productId: product.id }]);
    const withScript = await post({ ...form, save: "1", js: "1" }, dentist);
    expect(withScript.data).toEqual({ productId: product.id, isSaved: true });
    for (let i = 0; i < 2; i++) await catchThrown(post({ ...form, save: "0" }, dentist));
    expect(await savedRows(dentist)).toEqual([]);
  });

  it("refuses an unknown, unavailable or unpublished product and stores nothing", async () => {
    const dentist = await signedInAs(t.db, "user");
    const company = await createCompany(t.db);
    const hidden = await createProduct(t.db, company.id, { availability: false });
    const draft = await createCompany(t.db, { publishedAt: null });
    const drafted = await createProduct(t.db, draft.id);
    for (const productId of ["no-such-product", hidden.id, drafted.id]) {
      const refused = await post({ productId, save: "1", returnTo: "/" }, dentist);
      expect(refused.status).toBe(404);
      expect(refused.data).toEqual({ error: PRODUCT_NOT_SAVABLE, returnTo: "/" });
    }
    const malformed = await post({ productId: hidden.id, save: "yes" }, dentist);
    expect(malformed.status).toBe(400);
    expect(await savedRows(dentist)).toEqual([]);
  });

  it("sends a signed-out visitor to login and back to the page, from the toggle and the list", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const back = `/company/${company.id}/x`;
    const toggle = await catchThrown(post({ productId: product.id, save: "1", returnTo: back }));
    expect(toggle.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: back })}`,
    );
    const list = await catchThrown(callLoader(loader, { path, db: t.db }));
    expect(list.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fsaved");
    expect(
      await t.db.select().from(savedProducts).where(eq(savedProducts.productId, product.id)),
    ).toEqual([]);
  });

  it("lists saved public products by company, and the pages show them pressed for that user only", async () => {
    const dentist = await signedInAs(t.db, "user");
    const other = await signedInAs(t.db, "user");
    const zeta = await createCompany(t.db, { name: `Zeta ${Date.now()}` });
    const alpha = await createCompany(t.db, { name: `Alpha ${Date.now()}` });
    const [z1, a1, a2] = [
      await createProduct(t.db, zeta.id, { name: "Zeta bond" }),
      await createProduct(t.db, alpha.id, { name: "Alpha etch", position: 1 }),
      await createProduct(t.db, alpha.id, { name: "Alpha cement", position: 2 }),
    ];
    for (const p of [z1, a2, a1]) {
      await catchThrown(post({ productId: p.id, save: "1", returnTo: "/" }, dentist));
    }
    const { data } = await callLoader(loader, { path, cookie: dentist.cookie, db: t.db });
    expect(
      data.companies.map((c) => ({ id: c.id, products: c.products.map((p) => p.name) })),
    ).toEqual([
      { id: alpha.id, products: ["Alpha etch", "Alpha cement"] },
      { id: zeta.id, products: ["Zeta bond"] },
    ]);

    const params = { companyId: alpha.id };
    const companyPage = (as?: SignedInUser) =>
      callLoader(companyLoader, {
        path: `/company/${alpha.id}`,
        params,
        cookie: as?.cookie,
        db: t.db,
      });
    expect((await companyPage(dentist)).data.savedIds.sort()).toEqual([a1.id, a2.id].sort());
    expect((await companyPage(other)).data.savedIds).toEqual([]);
    expect((await companyPage()).data.savedIds).toEqual([]);
    const productPage = await callLoader(productLoader, {
      path: `/company/${alpha.id}/products/${a1.id}/alpha-etch`,
      params: { ...params, productId: a1.id, slug: "alpha-etch" },
      cookie: dentist.cookie,
      db: t.db,
    });
    expect(productPage.data.isSaved).toBe(true);

    // A product no longer public leaves the list; deleting the user deletes their rows.
    await t.db.update(products).set({ availability: false }).where(eq(products.id, a2.id));
    const after = await callLoader(loader, { path, cookie: dentist.cookie, db: t.db });
    expect(after.data.companies[0]?.products.map((p) => p.id)).toEqual([a1.id]);
    await t.db.delete(users).where(eq(users.id, dentist.user.id));
    expect(await savedRows(dentist)).toEqual([]);
  });
});
