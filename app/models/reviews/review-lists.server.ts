/**
 * The admin's review pages (reads only): one queue for claims and registrations (every row, open
 * ones first by group, then each group newest first, filtered by status, a page at a time by a
 * keyset on the group, submitted_at and id), and one claim or registration whole.
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  claimRequests,
  companies,
  companyMembers,
  supplierRegistrations,
  users,
} from "~/db/schema";
import { type Cursor, cursorFromUrl, defineKeyset } from "~/lib/page-cursor.server";
import { CLAIM_STATUSES, REGISTRATION_STATUSES } from "~/lib/suppliers";
import { isUuid } from "~/lib/uuid";

export const REVIEW_PAGE_SIZE = 50;

const reviewer = alias(users, "reviewer");

/**
 * Each kind's queue: its table, statuses, and its keyset: open rows first by group (claims: 0
 * pending, 1 more information asked, 2 disputed, 3 decided; registrations: 0 pending, 1 decided),
 * then each group newest first.
 */
const QUEUES = {
  claim: {
    table: claimRequests,
    statuses: CLAIM_STATUSES,
    keyset: defineKeyset({
      at: claimRequests.submittedAt,
      id: claimRequests.id,
      idShape: "uuid",
      rank: {
        value: sql<number>`(case ${claimRequests.status} when 'pending' then 0 when 'more_info' then 1 when 'disputed' then 2 else 3 end)`,
        order: "asc",
        max: 3,
      },
    }),
  },
  registration: {
    table: supplierRegistrations,
    statuses: REGISTRATION_STATUSES,
    keyset: defineKeyset({
      at: supplierRegistrations.submittedAt,
      id: supplierRegistrations.id,
      idShape: "uuid",
      rank: {
        value: sql<number>`(case ${supplierRegistrations.status} when 'pending' then 0 else 1 end)`,
        order: "asc",
        max: 1,
      },
    }),
  },
} as const;

type Kind = keyof typeof QUEUES;
type StatusOf<K extends Kind> = (typeof QUEUES)[K]["statuses"][number];

export interface ReviewFilters<K extends Kind> {
  status: StatusOf<K> | null;
  /** The last row of the previous page. */
  after: Cursor | null;
}

export function reviewFiltersFromUrl<K extends Kind>(kind: K, url: URL): ReviewFilters<K> {
  const { statuses, keyset } = QUEUES[kind];
  const status = statuses.find((s) => s === url.searchParams.get("status")) ?? null;
  return { status, after: cursorFromUrl(url, "after", keyset) };
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
  const { keyset } = QUEUES[kind];
  const table = QUEUES[kind].table as typeof claimRequests;
  const conditions: SQL[] = [...keyset.after(filters.after)];
  if (filters.status) conditions.push(sql`${table.status} = ${filters.status}`);
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
      ...keyset.columns,
    })
    .from(table)
    .leftJoin(reviewer, eq(reviewer.id, table.reviewedBy))
    .where(and(...conditions))
    .orderBy(...keyset.order)
    .limit(REVIEW_PAGE_SIZE + 1);
}

/** A page of the queue, and the cursor of the next page (null on the last). */
function pageOf<R extends { id: string; cursorAt: string; cursorRank: number }>(
  kind: Kind,
  rows: R[],
) {
  const page = QUEUES[kind].keyset.page(rows, REVIEW_PAGE_SIZE);
  return { rows: page.rows, nextAfter: page.next };
}

export async function listClaims(db: Database, filters: ReviewFilters<"claim">) {
  const { phone, jobTitle, message } = claimRequests;
  return pageOf("claim", await queueQuery(db, "claim", filters, { phone, jobTitle, message }));
}

export async function listRegistrations(db: Database, filters: ReviewFilters<"registration">) {
  const { phone, planType } = supplierRegistrations;
  return pageOf("registration", await queueQuery(db, "registration", filters, { phone, planType }));
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
