/**
 * The console's companies list (/admin/companies): searched from 3 characters, a page at a
 * time; and every company's id and name for the products page's chooser.
 */
import { asc, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products, sampleRequests } from "~/db/schema";
import { isAdminSearch } from "~/lib/admin-search";
import { hasControlCharacter } from "~/lib/control-characters";
import { likePattern } from "~/models/leads/admin-request-query.server";

export const ADMIN_PAGE_SIZE = 50;
/** The highest page number a list URL may ask for (offset paging). */
const MAX_PAGE = 10_000;

/** A list page's search and page number, read from its URL (`?q=…&page=…`). */
export interface AdminListQuery {
  q: string;
  page: number;
}

/** `?q=` (trimmed; one with control characters names nothing) and `?page=` (1 when absent). */
export function adminListQueryFromUrl(url: URL): AdminListQuery {
  const raw = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    q: hasControlCharacter(raw) ? "" : raw,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Rows of one page: fetch one more than a page to know whether there is a next one. */
export function pageOf<T>(rows: T[], page: number) {
  return { rows: rows.slice(0, ADMIN_PAGE_SIZE), hasNext: rows.length > ADMIN_PAGE_SIZE, page };
}

/** Companies by name, matching `q` (3 characters or more) in the name or brand, a page at a time. */
export async function listAdminCompanies(db: Database, { q, page }: AdminListQuery) {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      brandName: companies.brandName,
      featured: companies.featured,
      sponsored: companies.sponsored,
      verified: companies.verified,
      samplesAvailable: companies.samplesAvailable,
      productCount: sql<number>`(SELECT count(*) FROM ${products} AS p
        WHERE p.company_id = "companies"."id")::int`.mapWith(Number),
      requestCount: sql<number>`(SELECT count(*) FROM ${sampleRequests} AS r
        WHERE r.company_id = "companies"."id")::int`.mapWith(Number),
    })
    .from(companies)
    // name_search_text is lower(name || brand), behind a trigram index.
    .where(
      isAdminSearch(q) ? sql`${companies.nameSearchText} like lower(${likePattern(q)})` : undefined,
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return pageOf(rows, page);
}

/** Every company's id and name, by name: the products page's company filter and chooser. */
export function listCompanyChoices(db: Database) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id));
}
