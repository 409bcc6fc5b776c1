/**
 * The product editor's one form (/supplier/{companyId}/listing/products/…): the product, its
 * regulatory and handling facts, whose fields (app/lib/fields/product-fields.ts) the catalogue
 * import shares; images and documents are files beside these fields.
 */
import { PRODUCT_FIELDS } from "~/lib/fields/product-fields";
import { defineForm, type FormOutput } from "./kit";

export { FACT_ANSWERS, FACT_NOT_STATED, PRODUCT_TEXT_MAX } from "~/lib/fields/product-fields";

export const productSchema = defineForm(PRODUCT_FIELDS);

export type ProductInput = FormOutput<typeof productSchema>;
