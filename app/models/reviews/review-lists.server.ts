/**
 * The admin's review pages (reads only): one queue for claims and registrations (every row, open
 * ones first by group, then each group newest first, filtered by status, a page at a time by a
 * keyset on the group, submitted_at and id), and one claim or registration whole.
 */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  claimRequests,
  companies,
  companyMembers,
  supplierRegistrations,
  users,
} from "~/db/schema";
import { CLAIM_STATUSES, REGISTRATION_STATUSES } from "~/lib/suppliers";
import { isUuid } from "~/lib/uuid";
import {
  afterReviewCursor,
  encodeReviewCursor,
  exactTimestamp,
  parseReviewCursor,
  type ReviewCursor,
} from "./review-queue.server";

export const REVIEW_PAGE_SIZE = 50;

const reviewer = alias(users, "reviewer");

/** Each kind's queue: its table, statuses, and the groups open rows come first in. */
const QUEUES = {
  claim: {
    table: claimRequests,
    statuses: CLAIM_STATUSES,
    /** 0 pending, 1 more information asked, 2 disputed, 3 decided. */
    group: sql<number>`(case ${claimRequests.status} when 'pending' then 0 when 'more_info' then 1 when 'disputed' then 2 else 3 end)`,
    groups: 4,
  },
  registration: {
    table: supplierRegistrations,
    statuses: REGISTRATION_STATUSES,
    /** 0 pending, 1 decided. */
    group: sql<number>`(case ${supplierRegistrations.status} when 'pending' then 0 else 1 end)`,
    groups: 2,
  },
} as const;

type Kind = keyof typeof QUEUES;
type StatusOf<K extends Kind> = (typeof QUEUES)[K]["statuses"][number];

export interface ReviewFilters<K extends Kind> {
  status: StatusOf<K> | null;
  /** The last row of the previous page. */
  after: ReviewCursor | null;
}

export function reviewFiltersFromUrl<K extends Kind>(kind: K, url: URL): ReviewFilters<K> {
  const { statuses, groups } = QUEUES[kind];
  const status = statuses.find((s) => s === url.searchParams.get("status")) ?? null;
  return { status, after: parseReviewCursor(url.searchParams.get("after"), groups) };
}

/**
 * One kind's queue from the cursor on: the columns both kinds have and the kind's `extra` ones,
 * one row more than a page. Written against claim_requests' columns: supplier_registrations has
 * the same names.
 */
function queueQuery<K extends Kind, E extends SelectedFields>(
  db: Database,
  kind: K,
  filters: ReviewFilters<K>,
  extra: E,
) {
  const { group } = QUEUES[kind];
  const table = QUEUES[kind].table as typeof claimRequests;
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`${table.status} = ${filters.status}`);
  if (filters.after) {
    conditions.push(afterReviewCursor(group, table.submittedAt, table.id, filters.after));
  }
  return db
    .select({
      ...extra,
      id: table.id,
      companyId: table.companyId,
      companyName: table.companyName,
      contactName: table.contactName,
      email: table.email,
      website: table.website,
      submittedAt: table.submittedAt,
      status: sql<StatusOf<K>>`${table.status}`,
      reviewedAt: table.reviewedAt,
      reviewedBy: reviewer.email,
      group,
      cursorAt: exactTimestamp(table.submittedAt),
    })
    .from(table)
    .leftJoin(reviewer, eq(reviewer.id, table.reviewedBy))
    .where(and(...conditions))
    .orderBy(asc(group), desc(table.submittedAt), desc(table.id))
    .limit(REVIEW_PAGE_SIZE + 1);
}

/** A page of the queue, and the cursor of the next page (null on the last). */
function pageOf<R extends { id: string; group: number; cursorAt: string }>(rows: R[]) {
  const page = rows.slice(0, REVIEW_PAGE_SIZE);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursorAt: _, group: _g, ...row }) => row),
    nextAfter:
      rows.length > REVIEW_PAGE_SIZE && last
        ? encodeReviewCursor({ group: last.group, submittedAt: last.cursorAt, id: last.id })
        : null,
  };
}

export async function listClaims(db: Database, filters: ReviewFilters<"claim">) {
  const { phone, jobTitle, message } = claimRequests;
  return pageOf(await queueQuery(db, "claim", filters, { phone, jobTitle, message }));
}

export async function listRegistrations(db: Database, filters: ReviewFilters<"registration">) {
  const { phone, planType } = supplierRegistrations;
  return pageOf(await queueQuery(db, "registration", filters, { phone, planType }));
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
function listCompanyOwners(db: Database, companyId: string) {
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

/** One registration with its reviewer's address and the company its approval created. */
export async function findRegistration(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      registration: supplierRegistrations,
      reviewedByEmail: reviewer.email,
      company: { id: companies.id, name: companies.name, trialEndsAt: companies.trialEndsAt },
    })
    .from(supplierRegistrations)
    .leftJoin(reviewer, eq(reviewer.id, supplierRegistrations.reviewedBy))
    .leftJoin(companies, eq(companies.id, supplierRegistrations.companyId))
    .where(eq(supplierRegistrations.id, id));
  return row ?? null;
}
