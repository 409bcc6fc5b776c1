/**
 * The fields of a product, written once: the product editor's form (app/forms/product.ts) and
 * the catalogue import's columns use them. Its regulatory and handling facts:
 * docs/decisions/091-product-facts-and-documents.md.
 */
import { CATEGORIES } from "../catalogue.ts";
import { LIMITS } from "../limits.ts";
import {
  DOCUMENT_KINDS,
  FDA_510K_PATTERN,
  INVALID_FDA_510K,
  PRODUCT_FACT_FLAG_LABELS,
  PRODUCT_FACT_LENGTH,
} from "../product-facts.ts";
import {
  checkboxField,
  choiceList,
  idListField,
  optionalChoice,
  optionField,
} from "./choice-fields.ts";
import { optionalLongText, optionalText, requiredText, textField } from "./text-fields.ts";

/** The columns' sizes (app/db/schema/catalogue.ts: varchar(100)). */
export const PRODUCT_TEXT_MAX = 100;

/** A yes/no fact the supplier may leave unstated: the select's options (empty: not stated). */
export const FACT_ANSWERS = ["Yes", "No"] as const;
export const FACT_NOT_STATED = "Not stated";

/** A yes/no/not-stated select: "Yes" → true, "No" → false, nothing → null. */
function factFlagField(label: string) {
  const message = `Please choose Yes, No or ${FACT_NOT_STATED}`;
  return optionalChoice(label, FACT_ANSWERS, message, (v) => (v === "" ? null : v === "Yes"));
}

/** Room to type a wrong number and read why (the column holds 7 characters). */
const FDA_510K_TYPED_MAX = 20;

/** An FDA 510(k) number, K and 6 digits, stored upper-case (k123456 is accepted); empty: none. */
const fda510kField = {
  ...textField("FDA 510(k) number", FDA_510K_TYPED_MAX, {
    checks: [
      {
        kind: "rule",
        test: (v) => v === "" || FDA_510K_PATTERN.test(v),
        message: INVALID_FDA_510K,
      },
    ],
    value: (v) => (v === "" ? null : v),
  }),
  prepare: (v: string) => v.trim().toUpperCase(),
};

export const PRODUCT_FIELDS = {
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
  removeDocument: choiceList(
    "Documents to remove",
    DOCUMENT_KINDS,
    "Please choose documents from the list",
    {
      isEchoed: false,
      showsOptions: false,
    },
  ),
};
