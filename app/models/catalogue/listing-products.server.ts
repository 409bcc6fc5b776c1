/**
 * A company's products as its team edits them (/supplier/{companyId}/listing): hidden ones
 * included, in the supplier's order, with facts, images and documents; every save audited.
 */
import { and, eq, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import type { Category } from "~/lib/catalogue";
import type { StatedFacts } from "~/lib/product-fact-summary";
import { checkProductRoom, refreshProductLimit } from "~/models/billing/product-limit.server";
import { changedFields, recordAudit, recordEdit } from "~/models/operations/audit-log.server";
import { productFactColumns, productOrder } from "./company.server";
import { listProductDocuments } from "./product-documents.server";
import { publicProduct } from "./visibility.server";

const editorProductColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  treatmentType: products.treatmentType,
  sampleType: products.sampleType,
  quantity: products.quantity,
  availability: products.availability,
  planHidden: products.planHidden,
  /** The public sees it now (docs/decisions/146): available, within the plan, company published. */
  isPublic: sql<boolean>`${publicProduct()}`.mapWith(Boolean),
  images: products.images,
  position: products.position,
  ...productFactColumns,
};

/** All the company's products, hidden ones too, in the order the company page shows them. */
export function listCompanyProducts(db: Database, companyId: string) {
  return db
    .select(editorProductColumns)
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(...productOrder);
}

/**
 * One product of this company with its documents (Safety Data Sheet, Instructions for Use), or
 * null (another company's product is not found either).
 */
export async function findCompanyProduct(db: Database, companyId: string, productId: string) {
  const [row] = await db
    .select(editorProductColumns)
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
    .limit(1);
  if (!row) return null;
  const documents = (await listProductDocuments(db, [row.id])).get(row.id) ?? [];
  return { ...row, documents };
}

/** A product's regulatory and handling facts; null means the supplier has not said. */
export type ProductFacts = Required<StatedFacts>;

export type ProductFields = ProductFacts & {
  name: string;
  description: string;
  category: Category;
  treatmentType: string;
  sampleType: string;
  quantity: string;
  availability: boolean;
  images: string[];
};

/** What the audit log keeps of a product save: every field the editor changes. */
const PRODUCT_AUDITED = [
  "name",
  "description",
  "category",
  "treatmentType",
  "sampleType",
  "quantity",
  "availability",
  "images",
  "fda510k",
  "ceMarked",
  "latexFree",
  "containsFluoride",
  "shelfLife",
  "storageTemperature",
] as const satisfies readonly (keyof ProductFields)[];

/** Adds a product at the end of the company's order (audited); returns its id. */
export async function addProduct(
  db: Database,
  companyId: string,
  fields: ProductFields,
  actorId: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (fields.availability) await checkProductRoom(tx, companyId);
    const [last] = await tx
      .select({ position: max(products.position) })
      .from(products)
      .where(eq(products.companyId, companyId));
    const [row] = await tx
      .insert(products)
      .values({ ...fields, companyId, position: (last?.position ?? -1) + 1 })
      .returning({ id: products.id });
    if (!row) throw new Error("Product was not stored");
    await refreshProductLimit(tx, companyId);
    await recordAudit(tx, {
      actorId,
      action: "product.created",
      entityType: "product",
      entityId: row.id,
      entityLabel: fields.name,
      companyId,
      changes: changedFields<ProductFields>({}, fields, PRODUCT_AUDITED),
    });
    return row.id;
  });
}

/**
 * Changes a product of this company and logs what changed (nothing changed: no entry); false
 * when the company has no such product.
 */
export async function updateProduct(
  db: Database,
  companyId: string,
  productId: string,
  fields: Partial<ProductFields>,
  actorId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(editorProductColumns)
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
      .for("update");
    if (!before) return false;
    // Showing a hidden product counts against the plan's limit (ProductLimitError).
    if (fields.availability && !before.availability) await checkProductRoom(tx, companyId);
    await tx.update(products).set(fields).where(eq(products.id, productId));
    await refreshProductLimit(tx, companyId);
    const changes = changedFields<typeof before>(before, fields, PRODUCT_AUDITED);
    await recordEdit(tx, {
      actorId,
      action: "product.updated",
      entityType: "product",
      entityId: productId,
      entityLabel: fields.name ?? before.name,
      companyId,
      changes,
    });
    return true;
  });
}

/**
 * Moves a product one place up or down in the company's order. The whole order is renumbered
 * 0…n-1 (products start with equal positions), under a lock on the company's products so two
 * moves at once cannot interleave. False when the product is not the company's.
 */
export async function moveProduct(
  db: Database,
  companyId: string,
  productId: string,
  direction: "up" | "down",
  actorId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await tx
      .select({ id: products.id, name: products.name, position: products.position })
      .from(products)
      .where(eq(products.companyId, companyId))
      .orderBy(...productOrder)
      .for("update");
    const from = order.findIndex((p) => p.id === productId);
    if (from === -1) return false;
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return true;
    const ids = order.map((p) => p.id);
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    for (const [position, id] of ids.entries()) {
      if (order.find((p) => p.id === id)?.position === position) continue;
      await tx.update(products).set({ position }).where(eq(products.id, id));
    }
    await refreshProductLimit(tx, companyId);
    await recordAudit(tx, {
      actorId,
      action: "product.moved",
      entityType: "product",
      entityId: productId,
      entityLabel: order[from]?.name ?? "",
      companyId,
      // Places in the company's order, counted from 1 as the page shows them.
      changes: { place: { from: from + 1, to: to + 1 } },
    });
    return true;
  });
}
