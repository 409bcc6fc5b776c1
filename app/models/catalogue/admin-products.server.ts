/**
 * The operators' products (/admin/products): the list with search, a company filter and pages in
 * SQL, which company a product belongs to, and deleting one with its audit entry. Creating and
 * editing go through the supplier's product editor (app/models/catalogue/product-submission.server.ts).
 */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, productDocuments, products, uploads } from "~/db/schema";
import { isAdminSearch } from "~/lib/admin-search";
import { refreshProductLimit } from "~/models/billing/product-limit.server";
import { likePattern } from "~/models/leads/admin-request-query.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import { ADMIN_PAGE_SIZE, type AdminListQuery, pageOf } from "./company-list.server";
import { deleteUploads } from "./upload.server";

/**
 * Products by company and name, matching `q` (3 characters or more) in the product's name,
 * optionally of one company.
 */
export async function listAdminProducts(
  db: Database,
  { q, page, companyId }: AdminListQuery & { companyId: string | null },
) {
  const conditions: SQL[] = [];
  if (isAdminSearch(q))
    conditions.push(sql`${products.nameSearchText} like lower(${likePattern(q)})`);
  if (companyId) conditions.push(eq(products.companyId, companyId));
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      availability: products.availability,
      images: products.images,
      companyId: products.companyId,
      companyName: companies.name,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(...conditions))
    .orderBy(asc(companies.name), asc(products.name), asc(products.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return pageOf(rows, page);
}

/** The company a product belongs to, or null when there is no such product. */
export async function findProductCompany(db: Database, productId: string) {
  const [row] = await db
    .select({ companyId: products.companyId, companyName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes a product with its documents and the uploads its images and documents were (sample
 * requests keep the product's name in their own rows, so nothing refuses). Null when there is
 * no such product.
 */
export function deleteAdminProduct(
  db: Database,
  input: { actorId: string; productId: string },
): Promise<{ name: string; companyId: string } | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, companyId: products.companyId, images: products.images })
      .from(products)
      .where(eq(products.id, input.productId))
      .for("update");
    if (!product) return null;
    const documents = await tx
      .delete(productDocuments)
      .where(eq(productDocuments.productId, input.productId))
      .returning({ uploadId: productDocuments.uploadId });
    await tx.delete(products).where(eq(products.id, input.productId));
    // A product hidden by the plan's limit may now have room.
    await refreshProductLimit(tx, product.companyId);
    await deleteUploads(tx, product.companyId, product.images);
    if (documents.length > 0) {
      const ids = documents.map((d) => d.uploadId);
      await tx
        .delete(uploads)
        .where(and(eq(uploads.companyId, product.companyId), inArray(uploads.id, ids)));
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "product.deleted",
      entityType: "product",
      entityId: input.productId,
      entityLabel: product.name,
      companyId: product.companyId,
      changes: {},
    });
    return { name: product.name, companyId: product.companyId };
  });
}
