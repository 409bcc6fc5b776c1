/** What sitemap.xml lists from the database. */
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";

/** Every company with what its canonical URL and last-modified date need. */
export function listCompaniesForSitemap(db: Database) {
  return db
    .select({ id: companies.id, name: companies.name, updatedAt: companies.updatedAt })
    .from(companies)
    .orderBy(asc(companies.name));
}
