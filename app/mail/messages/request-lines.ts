/** How a request's products read in e-mail: "Name (quantity)", or a note when none was chosen. */
import type { RequestedProduct } from "~/db/schema";

export function productLines(products: readonly RequestedProduct[]): string[] {
  if (products.length === 0) return ["No specific products: samples of the company's choice"];
  return products.map((p) => (p.quantity ? `${p.productName} (${p.quantity})` : p.productName));
}
