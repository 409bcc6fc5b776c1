/**
 * The rating forms: the requester's on /rate/{token}, built for the request's products (the page
 * and its action build the same one), and the operators' hide / unhide form on /admin/ratings.
 */
import { RATING_COMMENT_LENGTH } from "~/lib/product-facts";
import { commentFieldName, RATING_VALUES, ratingFieldName } from "~/lib/ratings";
import { type Field, hiddenId, optionalText, optionField } from "./fields";
import { defineForm } from "./kit";

/** Per product of the request a 1–5 rating (required) and an optional comment. */
export function ratingFormSchema(products: readonly { id: string; name: string }[]) {
  const shape: Record<string, Field> = {};
  for (const product of products) {
    shape[ratingFieldName(product.id)] = optionField(`Rating for ${product.name}`, RATING_VALUES);
    shape[commentFieldName(product.id)] = optionalText(
      `Comment on ${product.name}`,
      RATING_COMMENT_LENGTH,
      true,
    );
  }
  return defineForm(shape);
}

/** The operators' hide / unhide button on /admin/ratings. */
export const RATING_VISIBILITY_INTENTS = ["hide", "unhide"] as const;

export const ratingVisibilitySchema = defineForm({
  intent: optionField("Action", RATING_VISIBILITY_INTENTS),
  ratingId: hiddenId("Rating"),
});
