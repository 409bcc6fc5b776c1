/**
 * A professional's saved products (docs/decisions/127): saved and unsaved from any product card,
 * listed by company on /account/saved. Only a public product (docs/decisions/146) can be saved; the list shows only those that still are.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products, savedProducts } from "~/db/schema";
import { productOrder } from "~/models/catalogue/company.server";
import { publicProduct } from "~/models/catalogue/visibility.server";

const isPublicProduct = publicProduct();

/** Saves (or, with `isSaved` false, unsaves) a product; false when it is not a public product. */
export async function setProductSaved(
  db: Database,
  userId: string,
  productId: string,
  isSaved: boolean,
): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isPublicProduct))
    .limit(1);
  if (!product) return false;
  if (isSaved) {
    await db.insert(savedProducts).values({ userId, productId }).onConflictDoNothing();
  } else {
    await db
      .delete(savedProducts)
      .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)));
  }
  return true;
}

/** Which of these products the user has saved (for the pressed state of their Save buttons). */
export async function savedAmong(
  db: Database,
  userId: string | undefined,
  productIds: string[],
): Promise<string[]> {
  if (!userId || productIds.length === 0) return [];
  const rows = await db
    .select({ productId: savedProducts.productId })
    .from(savedProducts)
    .where(and(eq(savedProducts.userId, userId), inArray(savedProducts.productId, productIds)));
  return rows.map((r) => r.productId);
}

/**
 * Saved products with their product's and company's names, where `where` holds, in `order`: the one
 * join the saved list and the data download read.
 */
const savedColumns = {
  productId: products.id,
  productName: products.name,
  category: products.category,
  companyId: products.companyId,
  companyName: companies.name,
  savedAt: savedProducts.createdAt,
};

export function listSaved(db: Database, where: SQL | undefined, order: SQL[]) {
  return db
    .select(savedColumns)
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(where)
    .orderBy(...order);
}

export interface SavedCompany {
  id: string;
  name: string;
  products: { id: string; companyId: string; name: string; category: string }[];
}

/** The user's saved public products, by company (companies by name, products as listed). */
export async function listSavedByCompany(db: Database, userId: string): Promise<SavedCompany[]> {
  const rows = await listSaved(db, and(eq(savedProducts.userId, userId), isPublicProduct), [
    asc(companies.name),
    asc(companies.id),
    ...productOrder,
  ]);
  const groups = new Map<string, SavedCompany>();
  for (const { productId: id, productName: name, companyId, category, companyName } of rows) {
    let group = groups.get(companyId);
    if (!group) {
      group = { id: companyId, name: companyName, products: [] };
      groups.set(companyId, group);
    }
    group.products.push({ id, companyId, name, category });
  }
  return [...groups.values()];
}
