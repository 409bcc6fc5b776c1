/**
 * A product's documents (docs/decisions/091-product-facts-and-documents.md): at most one Safety
 * Data Sheet and one Instructions for Use, each a PDF kept in `uploads` and served from
 * /uploads/{id}.pdf. Adding, replacing and removing one is audited in the same transaction.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productDocuments, products } from "~/db/schema";
import { DOCUMENT_KINDS, type DocumentKind } from "~/lib/product-facts";
import { recordAudit } from "~/models/operations/audit-log.server";
import { type CheckedUpload, deleteUploads, saveUpload, uploadUrl } from "./upload.server";

export interface ProductDocument {
  kind: DocumentKind;
  /** The PDF's address, /uploads/{id}.pdf. */
  url: string;
}

/** The documents of these products, by product id, Safety Data Sheet first. */
export async function listProductDocuments(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, ProductDocument[]>> {
  const byProduct = new Map<string, ProductDocument[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productDocuments.productId,
      kind: productDocuments.kind,
      uploadId: productDocuments.uploadId,
    })
    .from(productDocuments)
    .where(inArray(productDocuments.productId, [...productIds]))
    .orderBy(asc(productDocuments.kind));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ kind: row.kind, url: uploadUrl(row.uploadId, "application/pdf") });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** What one product save does to the documents: new files by kind, kinds to remove. */
export interface DocumentChanges {
  added: Partial<Record<DocumentKind, CheckedUpload>>;
  removed: readonly DocumentKind[];
}

/**
 * Adds, replaces or removes the product's documents (a new file wins over a removal of the same
 * kind). A replaced or removed PDF is deleted from `uploads`. Call it inside the product's save
 * transaction; each change is one audit entry (the addresses before → after).
 */
export async function saveProductDocuments(
  db: Database,
  target: { companyId: string; productId: string; productName: string; actorId: string | null },
  changes: DocumentChanges,
): Promise<void> {
  const { companyId, productId, actorId } = target;
  for (const kind of DOCUMENT_KINDS) {
    const file = changes.added[kind];
    if (!file && !changes.removed.includes(kind)) continue;
    const [current] = await db
      .select({ id: productDocuments.id, uploadId: productDocuments.uploadId })
      .from(productDocuments)
      .where(and(eq(productDocuments.productId, productId), eq(productDocuments.kind, kind)))
      .for("update");
    const before = current ? uploadUrl(current.uploadId, "application/pdf") : null;
    let after: string | null = null;
    if (file) {
      const saved = await saveUpload(db, { ...file, companyId, uploadedBy: actorId });
      after = saved.url;
      if (current) {
        await db
          .update(productDocuments)
          .set({ uploadId: saved.id, createdAt: new Date() })
          .where(eq(productDocuments.id, current.id));
      } else {
        await db.insert(productDocuments).values({ productId, kind, uploadId: saved.id });
      }
    } else if (current) {
      await db.delete(productDocuments).where(eq(productDocuments.id, current.id));
    } else continue;
    if (before) await deleteUploads(db, companyId, [before]);
    await recordAudit(db, {
      actorId,
      action: !before
        ? "product.document_added"
        : after
          ? "product.document_replaced"
          : "product.document_removed",
      entityType: "product",
      entityId: productId,
      entityLabel: target.productName,
      companyId,
      changes: { [kind]: { from: before, to: after } },
    });
  }
}

/** The product and kind a PDF upload belongs to (its download name), or null. */
export async function findDocumentOwner(db: Database, uploadId: string) {
  const [row] = await db
    .select({ kind: productDocuments.kind, productName: products.name })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(eq(productDocuments.uploadId, uploadId))
    .limit(1);
  return row ?? null;
}
