/** The requester's rating form (./rating.ts) as one entry per product. */
import { commentFieldName, ratingFieldName } from "~/lib/ratings";

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
