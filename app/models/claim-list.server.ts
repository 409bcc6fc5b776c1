/**
 * The admin's claims pages (reads only): every claim, open ones first (pending, more information
 * asked, disputed), then the rest, each group newest first, a page at a time (keyset on the
 * group, submitted_at and id); and one claim whole, with its company's current owners.
 */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { claimRequests, companies, companyMembers, users } from "~/db/schema";
import { CLAIM_STATUSES, type ClaimStatus } from "~/lib/suppliers";
import { isUuid } from "./claim-review.server";

export const CLAIMS_PAGE_SIZE = 50;

export interface ClaimFilters {
  status: ClaimStatus | null;
  /** The last row of the previous page: its group, exact submitted_at (as text) and id. */
  after: { group: number; submittedAt: string; id: string } | null;
}

/** 0 pending, 1 more information asked, 2 disputed, 3 decided. */
const group = sql<number>`(case ${claimRequests.status} when 'pending' then 0 when 'more_info' then 1 when 'disputed' then 2 else 3 end)`;

export function claimFiltersFromUrl(url: URL): ClaimFilters {
  const status = CLAIM_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const [groupText, submittedAt, id] = (url.searchParams.get("after") ?? "").split("_");
  const after =
    groupText &&
    /^[0-3]$/.test(groupText) &&
    submittedAt &&
    id &&
    isUuid(id) &&
    !Number.isNaN(Date.parse(submittedAt))
      ? { group: Number(groupText), submittedAt, id }
      : null;
  return { status, after };
}

const reviewer = alias(users, "reviewer");

export async function listClaims(db: Database, filters: ClaimFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(claimRequests.status, filters.status));
  if (filters.after) {
    const { group: g, submittedAt, id } = filters.after;
    conditions.push(
      sql`(${group} > ${g} or (${group} = ${g} and (${claimRequests.submittedAt}, ${claimRequests.id}) < (${submittedAt}::timestamptz, ${id}::uuid)))`,
    );
  }
  const rows = await db
    .select({
      id: claimRequests.id,
      companyId: claimRequests.companyId,
      companyName: claimRequests.companyName,
      contactName: claimRequests.contactName,
      email: claimRequests.email,
      phone: claimRequests.phone,
      jobTitle: claimRequests.jobTitle,
      website: claimRequests.website,
      message: claimRequests.message,
      submittedAt: claimRequests.submittedAt,
      status: claimRequests.status,
      reviewedAt: claimRequests.reviewedAt,
      reviewedBy: reviewer.email,
      group,
      // The exact timestamp (microseconds), so the next page starts right after this row.
      cursorAt: sql<string>`to_char(${claimRequests.submittedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(claimRequests)
    .leftJoin(reviewer, eq(reviewer.id, claimRequests.reviewedBy))
    .where(and(...conditions))
    .orderBy(asc(group), desc(claimRequests.submittedAt), desc(claimRequests.id))
    .limit(CLAIMS_PAGE_SIZE + 1);
  const page = rows.slice(0, CLAIMS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    claims: page.map(({ cursorAt: _, group: _g, ...row }) => row),
    nextAfter:
      rows.length > CLAIMS_PAGE_SIZE && last ? `${last.group}_${last.cursorAt}_${last.id}` : null,
  };
}

/** One claim with its reviewer's address, the listed company's name, and its current owners. */
export async function findClaim(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [claim] = await db
    .select({
      claim: claimRequests,
      reviewedByEmail: reviewer.email,
      listedCompanyName: companies.name,
    })
    .from(claimRequests)
    .leftJoin(reviewer, eq(reviewer.id, claimRequests.reviewedBy))
    .leftJoin(companies, eq(companies.id, claimRequests.companyId))
    .where(eq(claimRequests.id, id));
  if (!claim) return null;
  const owners = claim.claim.companyId ? await listCompanyOwners(db, claim.claim.companyId) : [];
  return { ...claim, owners };
}

/** The owners a company has now, so the admin sees who a transfer would replace. */
export function listCompanyOwners(db: Database, companyId: string) {
  return db
    .select({
      email: users.email,
      name: users.displayName,
      since: companyMembers.approvedAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")))
    .orderBy(asc(companyMembers.approvedAt));
}
