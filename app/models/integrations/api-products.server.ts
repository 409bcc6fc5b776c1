/**
 * The API's products (GET /products, PATCH /products/{id}): the company's products as its team
 * edits them, hidden ones too, each with `public`, whether the public sees it now (the catalogue's
 * one rule, docs/decisions/146); a change of availability and facts checked by the product
 * editor's own fields (app/lib/fields/product-fields.ts) and saved by its updateProduct (audited).
 */
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Category } from "~/lib/catalogue";
import { type Field, parseField } from "~/lib/fields/field";
import { PRODUCT_FIELDS } from "~/lib/fields/product-fields";
import {
  findCompanyProduct,
  listCompanyProducts,
  type ProductFields,
  updateProduct,
} from "~/models/catalogue/listing-products.server";
import type { productPatchSchema, productSchema } from "./api-schemas.server";

type ApiProduct = z.infer<typeof productSchema>;
type ProductRow = Awaited<ReturnType<typeof listCompanyProducts>>[number];

export function toApiProduct(row: ProductRow): ApiProduct {
  return {
    id: row.id,
    name: row.name,
    category: row.category as Category,
    description: row.description,
    available: row.availability,
    public: row.isPublic,
    fda510k: row.fda510k,
    ceMarked: row.ceMarked,
    latexFree: row.latexFree,
    containsFluoride: row.containsFluoride,
    shelfLife: row.shelfLife,
    storageTemperature: row.storageTemperature,
  };
}

export async function listApiProducts(db: Database, companyId: string) {
  return (await listCompanyProducts(db, companyId)).map(toApiProduct);
}

type ProductPatch = z.infer<typeof productPatchSchema>;
const FLAGS = ["ceMarked", "latexFree", "containsFluoride"] as const;
const TEXTS = ["fda510k", "shelfLife", "storageTemperature"] as const;

/** A JSON value as the editor's form would have sent it ("Yes"/"No"/"" for a fact flag). */
function asFormText(value: string | boolean | null): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return value;
}

export type ProductChangeResult =
  | { ok: true; product: ApiProduct }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> };

export async function changeApiProduct(
  db: Database,
  change: { companyId: string; productId: string; actorId: string | null },
  body: ProductPatch,
): Promise<ProductChangeResult> {
  const fields: Partial<ProductFields> = {};
  const errors: Record<string, string> = {};
  for (const name of [...FLAGS, ...TEXTS]) {
    const value = body[name];
    if (value === undefined) continue;
    const parsed = parseField(PRODUCT_FIELDS[name] as Field<unknown>, asFormText(value));
    if (parsed.ok) Object.assign(fields, { [name]: parsed.value });
    else errors[name] = parsed.message;
  }
  if (body.available !== undefined) fields.availability = body.available;
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
  const { companyId, productId, actorId } = change;
  // Nothing to change (an empty body): answered like a GET of the product.
  const isFound =
    Object.keys(fields).length === 0 ||
    (await updateProduct(db, companyId, productId, fields, actorId));
  const product = isFound ? await findCompanyProduct(db, companyId, productId) : null;
  if (!product) return { ok: false, reason: "not-found" };
  return { ok: true, product: toApiProduct(product) };
}
