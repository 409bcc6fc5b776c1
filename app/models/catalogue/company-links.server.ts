/** Companies that blog articles link to, looked up for their current names and logos. */
import { and, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import { publicCompany } from "./public-companies.server";

/** The company id in a company page path (`/company/{id}` or `/company/{id}/{slug}`). */
export function companyIdFromPath(path: string): string | null {
  const match = /^\/company\/([^/?#]+)/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export function listCompaniesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      shortDescription: companies.shortDescription,
    })
    .from(companies)
    .where(and(inArray(companies.id, ids), publicCompany()));
}
