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
import { isUuid } from "~/lib/uuid";
import {
  afterReviewCursor,
  encodeReviewCursor,
  exactTimestamp,
  parseReviewCursor,
  type ReviewCursor,
} from "./review-queue.server";

export const CLAIMS_PAGE_SIZE = 50;

export interface ClaimFilters {
  status: ClaimStatus | null;
  /** The last row of the previous page. */
  after: ReviewCursor | null;
}

/** 0 pending, 1 more information asked, 2 disputed, 3 decided. */
const group = sql<number>`(case ${claimRequests.status} when 'pending' then 0 when 'more_info' then 1 when 'disputed' then 2 else 3 end)`;

export function claimFiltersFromUrl(url: URL): ClaimFilters {
  const status = CLAIM_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const after = parseReviewCursor(url.searchParams.get("after"), 4);
  return { status, after };
}

const reviewer = alias(users, "reviewer");

export async function listClaims(db: Database, filters: ClaimFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(claimRequests.status, filters.status));
  if (filters.after) {
    conditions.push(
      afterReviewCursor(group, claimRequests.submittedAt, claimRequests.id, filters.after),
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
      cursorAt: exactTimestamp(claimRequests.submittedAt),
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
      rows.length > CLAIMS_PAGE_SIZE && last
        ? encodeReviewCursor({ group: last.group, submittedAt: last.cursorAt, id: last.id })
        : null,
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
