/**
 * Whether the public sees a product the supplier just saved, and if not why (issue 34 point 6):
 * the listing says "Your public page shows it now" only when it does. It asks the one visibility
 * rule (`publicProduct()`, and `publicCompany()` to say why not), never a condition of its own.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { publicCompany, publicProduct } from "./visibility.server";

export const SAVED_PRODUCT_MESSAGES = {
  public: "Product saved. Your public page shows it now.",
  draft:
    "Product saved. Your company page is a draft, so the public does not see it yet: publish the page to show it.",
  hidden: "Product saved. It is hidden, so your public page does not show it.",
  overLimit:
    "Product saved. It is beyond your plan's product limit, so your public page does not show it.",
} as const;

/** The listing's message for a saved product of the company; null when it is not the company's. */
export async function savedProductMessage(
  db: Database,
  companyId: string,
  productId: string,
): Promise<string | null> {
  const [row] = await db
    .select({
      isPublic: publicProduct().mapWith(Boolean),
      isAvailable: products.availability,
      isCompanyPublic: publicCompany().mapWith(Boolean),
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)));
  if (!row) return null;
  if (!row.isCompanyPublic) return SAVED_PRODUCT_MESSAGES.draft;
  if (row.isPublic) return SAVED_PRODUCT_MESSAGES.public;
  return row.isAvailable ? SAVED_PRODUCT_MESSAGES.overLimit : SAVED_PRODUCT_MESSAGES.hidden;
}
