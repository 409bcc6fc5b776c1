/**
 * The product editor's one schema (/supplier/{companyId}/listing/products/…): the product, its
 * regulatory and handling facts (docs/decisions/091-product-facts-and-documents.md); images and
 * documents are files beside these fields.
 */
import { z } from "zod";
import { CATEGORIES } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import {
  DOCUMENT_KINDS,
  FDA_510K_PATTERN,
  INVALID_FDA_510K,
  PRODUCT_FACT_FLAG_LABELS,
  PRODUCT_FACT_LENGTH,
} from "~/lib/product-facts";
import {
  checkboxField,
  idListField,
  optionalLongText,
  optionalText,
  optionField,
  requiredText,
  trimmedText,
  withMeta,
} from "./fields";

/** The columns' sizes (app/db/schema.ts: varchar(100)). */
export const PRODUCT_TEXT_MAX = 100;

/** A yes/no fact the supplier may leave unstated: the select's options (empty: not stated). */
export const FACT_ANSWERS = ["Yes", "No"] as const;
export const FACT_NOT_STATED = "Not stated";

/** A yes/no/not-stated select: "Yes" → true, "No" → false, nothing → null. */
function factFlagField(label: string) {
  return withMeta(
    z.preprocess(
      (v) => (typeof v === "string" ? v : ""),
      z
        .enum(["", ...FACT_ANSWERS], { error: `Please choose Yes, No or ${FACT_NOT_STATED}` })
        .transform((v) => (v === "" ? null : v === "Yes")),
    ),
    { label, required: false, options: FACT_ANSWERS },
  );
}

const FDA_510K_LABEL = "FDA 510(k) number";
/** Room to type a wrong number and read why (the column holds 7 characters). */
const FDA_510K_TYPED_MAX = 20;

/** An FDA 510(k) number, K and 6 digits, stored upper-case (k123456 is accepted); empty: none. */
const fda510kField = withMeta(
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    trimmedText(FDA_510K_LABEL, FDA_510K_TYPED_MAX, false)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === "" || FDA_510K_PATTERN.test(v), INVALID_FDA_510K)
      .transform((v) => (v === "" ? null : v)),
  ),
  { label: FDA_510K_LABEL, required: false, maxLength: FDA_510K_TYPED_MAX, type: "text" },
);

export const productSchema = z.object({
  name: requiredText("Name", LIMITS.productName),
  description: optionalLongText("Description", LIMITS.description),
  category: optionField("Category", CATEGORIES),
  treatmentType: optionalText("Treatment type", PRODUCT_TEXT_MAX),
  sampleType: optionalText("Sample type", PRODUCT_TEXT_MAX),
  quantity: optionalText("Quantity", PRODUCT_TEXT_MAX),
  availability: checkboxField("Available for sample requests"),
  fda510k: fda510kField,
  ceMarked: factFlagField(PRODUCT_FACT_FLAG_LABELS.ceMarked),
  latexFree: factFlagField(PRODUCT_FACT_FLAG_LABELS.latexFree),
  containsFluoride: factFlagField(PRODUCT_FACT_FLAG_LABELS.containsFluoride),
  shelfLife: optionalText("Shelf life", PRODUCT_FACT_LENGTH),
  storageTemperature: optionalText("Storage temperature", PRODUCT_FACT_LENGTH),
  /** The addresses of the images to remove (checkboxes beside the current images). */
  removeImage: idListField("Images to remove", 20),
  /** The documents to remove (checkboxes beside the current ones): `sds`, `ifu`. */
  removeDocument: withMeta(
    z.preprocess(
      (v) => (Array.isArray(v) ? v : typeof v === "string" ? [v] : []),
      z.array(z.enum(DOCUMENT_KINDS, { error: "Please choose documents from the list" })),
    ),
    { label: "Documents to remove", required: false, isList: true, isEchoed: false },
  ),
});

export type ProductInput = z.output<typeof productSchema>;
