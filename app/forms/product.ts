/** The product editor's one schema (/supplier/{companyId}/listing/products/…); images are files. */
import { z } from "zod";
import { CATEGORIES } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import {
  checkboxField,
  idListField,
  optionalLongText,
  optionalText,
  optionField,
  requiredText,
} from "./fields";

/** The columns' sizes (app/db/schema.ts: varchar(100)). */
export const PRODUCT_TEXT_MAX = 100;

export const productSchema = z.object({
  name: requiredText("Name", LIMITS.productName),
  description: optionalLongText("Description", LIMITS.description),
  category: optionField("Category", CATEGORIES),
  treatmentType: optionalText("Treatment type", PRODUCT_TEXT_MAX),
  sampleType: optionalText("Sample type", PRODUCT_TEXT_MAX),
  quantity: optionalText("Quantity", PRODUCT_TEXT_MAX),
  availability: checkboxField("Available for sample requests"),
  /** The addresses of the images to remove (checkboxes beside the current images). */
  removeImage: idListField("Images to remove", 20),
});

export type ProductInput = z.output<typeof productSchema>;
