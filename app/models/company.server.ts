import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";

export const companyCardColumns = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  verified: companies.verified,
  shortDescription: companies.shortDescription,
  categories: companies.categories,
  samplesAvailable: companies.samplesAvailable,
};

/** Companies for the directory grid, ordered by name (spec §7). */
export function listCompanies(db: Database) {
  return db.select(companyCardColumns).from(companies).orderBy(asc(companies.name));
}

export async function findCompany(db: Database, id: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return company ?? null;
}

/** Products shown on a company page: that company's available products (spec §7). */
export function listAvailableProducts(db: Database, companyId: string) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.availability, true)))
    .orderBy(asc(products.name));
}
