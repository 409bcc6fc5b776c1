/**
 * Which sample requests the admin page's filters select: the filters read from its URL, the
 * WHERE conditions and the columns of a row. Used by the page's queries and its CSV export
 * (app/models/leads/admin-requests.server.ts).
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, sampleRequestSearchText, sampleRequests } from "~/db/schema";
import { isAdminSearch } from "~/lib/admin-search";
import { REQUEST_STATUSES, type RequestStatus } from "~/lib/catalogue";
import { escapeLike } from "~/lib/like-pattern";
import { type Cursor, cursorFromUrl } from "~/lib/page-cursor.server";
import { listedRequestColumns, requestsKeyset } from "./request-keyset.server";

export const SEARCH_MAX_LENGTH = 100;

export interface RequestFilters {
  status: RequestStatus | null;
  /** Free text matched case-insensitively as a substring; none under 3 characters (isAdminSearch). */
  q: string;
}

/** The search text as a LIKE pattern: wildcards escaped, newlines dropped, length capped. */
export function likePattern(q: string): string {
  const cleaned = q
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
  return `%${escapeLike(cleaned)}%`;
}

/**
 * The WHERE conditions of the filters. Companies whose name matches are looked up first through
 * the trigram index on lower(name), so the planner sees a plain list of ids and estimates the
 * search well (a sub-select inside the OR made it walk the whole date index).
 */
export async function filterConditions(db: Database, filters: RequestFilters): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(sampleRequests.status, filters.status));
  if (isAdminSearch(filters.q)) {
    const pattern = likePattern(filters.q);
    const matchingCompanies = await db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.name}) like lower(${pattern})`);
    const textMatch = sql`${sampleRequestSearchText(sampleRequests)} ilike ${pattern}`;
    conditions.push(
      matchingCompanies.length === 0
        ? textMatch
        : sql`(${textMatch} or ${inArray(
            sampleRequests.companyId,
            matchingCompanies.map((c) => c.id),
          )})`,
    );
  }
  return conditions;
}

/** Every column of a request the admin page and its export show. */
const adminColumns = {
  ...listedRequestColumns,
  companyId: sampleRequests.companyId,
  companyName: companies.name,
  street: sampleRequests.street,
  specificRequests: sampleRequests.specificRequests,
  comments: sampleRequests.comments,
  howHeardAbout: sampleRequests.howHeardAbout,
  allowMarketing: sampleRequests.allowMarketing,
  subscribeUpdates: sampleRequests.subscribeUpdates,
  isReturningProfessional: sampleRequests.isReturningProfessional,
};

export type AdminRequestRow = Awaited<ReturnType<typeof selectAdminRows>>[number];

export function selectAdminRows(
  db: Database,
  conditions: SQL[],
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .select(adminColumns)
    .from(sampleRequests)
    .leftJoin(companies, eq(companies.id, sampleRequests.companyId))
    .where(and(...conditions, ...requestsKeyset.after(cursor)))
    .orderBy(...requestsKeyset.order)
    .limit(limit);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The admin page's filters from its URL (?status=…&q=…&cursor=…). */
export function filtersFromUrl(url: URL): RequestFilters & { cursor: Cursor | null } {
  const status = url.searchParams.get("status");
  return {
    status: REQUEST_STATUSES.find((s) => s === status) ?? null,
    // Control characters (a NUL broke the CSV stream mid-way) are ignored.
    q: (url.searchParams.get("q") ?? "")
      .replace(CONTROL_CHARACTERS, "")
      .slice(0, SEARCH_MAX_LENGTH),
    cursor: cursorFromUrl(url, "cursor", requestsKeyset),
  };
}
