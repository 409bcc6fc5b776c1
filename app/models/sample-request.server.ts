import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products, type RequestedProduct, sampleRequests } from "~/db/schema";
import { DEFAULT_QUANTITY } from "~/lib/catalogue";

/** What the requester gives: the row less what this function and the database fill in. */
export type Contact = Omit<
  typeof sampleRequests.$inferInsert,
  | "id"
  | "companyId"
  | "requestedProducts"
  | "status"
  | "requestedAt"
  | "statusChangedAt"
  | "statusChangedBy"
>;

export interface CreatedRequest {
  id: string;
  companyId: string;
  companyName: string;
  requestedProducts: RequestedProduct[];
}

export class UnknownCompanyError extends Error {
  override name = "UnknownCompanyError";
}

/**
 * Stores one pending sample request per company, all in one transaction. `target` is one company
 * (with the products asked for) or every company ('Make Request to All'). Requested products are
 * checked against the company's available products: unknown or unavailable ids are dropped.
 */
export async function createSampleRequests(
  db: Database,
  contact: Contact,
  target: { all: true } | { companyId: string; productIds: string[] },
): Promise<CreatedRequest[]> {
  return db.transaction(async (tx) => {
    const targets = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where("all" in target ? undefined : eq(companies.id, target.companyId))
      .orderBy(companies.name);
    if (targets.length === 0) throw new UnknownCompanyError("Company not found");

    let requested: RequestedProduct[] = [];
    if (!("all" in target) && target.productIds.length > 0) {
      const rows = await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(
          and(
            eq(products.companyId, target.companyId),
            eq(products.availability, true),
            inArray(products.id, [...new Set(target.productIds)]),
          ),
        )
        .orderBy(products.name);
      requested = rows.map((p) => ({
        productId: p.id,
        productName: p.name,
        quantity: DEFAULT_QUANTITY,
      }));
    }

    const inserted = await tx
      .insert(sampleRequests)
      .values(
        targets.map((company) => ({
          ...contact,
          companyId: company.id,
          requestedProducts: requested,
          status: "pending" as const,
        })),
      )
      .returning({ id: sampleRequests.id, companyId: sampleRequests.companyId });
    const names = new Map(targets.map((c) => [c.id, c.name]));
    return inserted.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      companyName: names.get(row.companyId) ?? "",
      requestedProducts: requested,
    }));
  });
}
