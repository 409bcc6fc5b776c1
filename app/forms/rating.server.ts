/**
 * The rating form (/rate/{token}): per product of the request a 1–5 rating (required) and an
 * optional comment. The products are the request's, so the schema is built for them on the
 * server; the page gets its constraints as plain data (docs/decisions/082).
 */
import { z } from "zod";
import { RATING_COMMENT_LENGTH } from "~/lib/product-facts";
import { commentFieldName, RATING_VALUES, ratingFieldName } from "~/lib/ratings";
import { optionalText, optionField } from "./fields";

export function ratingFormSchema(products: readonly { id: string; name: string }[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const product of products) {
    shape[ratingFieldName(product.id)] = optionField(`Rating for ${product.name}`, RATING_VALUES);
    shape[commentFieldName(product.id)] = optionalText(
      `Comment on ${product.name}`,
      RATING_COMMENT_LENGTH,
      true,
    );
  }
  return z.object(shape);
}

/** The parsed form as one entry per product. */
export function ratingsFromForm(
  products: readonly { id: string }[],
  data: Record<string, unknown>,
): { productId: string; rating: number; comment: string }[] {
  return products.map((product) => ({
    productId: product.id,
    rating: Number(data[ratingFieldName(product.id)]),
    comment: String(data[commentFieldName(product.id)] ?? ""),
  }));
}
