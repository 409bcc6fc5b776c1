/**
 * Claim requests: a supplier asks to take over a company page. A claim starts pending, with no
 * reviewer, no review date and empty notes; a claim for a company that already has an owner or an
 * approved claim starts disputed (docs/decisions/060-ownership-model.md).
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { claimRequests, companies } from "~/db/schema";
import { claimMessages } from "~/mail/messages/supplier-inquiries";
import type { Outbox } from "~/mail/outbox.server";
import { hasOwner } from "~/models/suppliers/membership.server";

/** The claim as submitted; the review columns start empty. */
export type NewClaimRequest = Omit<
  typeof claimRequests.$inferInsert,
  "id" | "submittedAt" | "status" | "reviewedAt" | "reviewedBy" | "notes"
>;

/**
 * The company a `?company=` value or a typed company name refers to: an exact id, or a name that
 * matches ignoring case and surrounding spaces. Null when nothing matches (a claim may name a
 * company that is not listed yet).
 */
export async function findClaimableCompany(db: Database, reference: string) {
  const value = reference.trim();
  if (!value) return null;
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(or(eq(companies.id, value), sql`lower(${companies.name}) = lower(${value})`))
    .orderBy(sql`${companies.id} = ${value} desc`)
    .limit(1);
  return company ?? null;
}

/** Whether the company already has an approved claim (at most one: a unique index). */
export async function hasApprovedClaim(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(claimRequests)
    .where(and(eq(claimRequests.companyId, companyId), eq(claimRequests.status, "approved")))
    .limit(1);
  return row !== undefined;
}

/** Whether a new claim for the company would be a dispute: it has an owner or an approved claim. */
export async function isCompanyTaken(db: Database, companyId: string): Promise<boolean> {
  return (await hasOwner(db, companyId)) || (await hasApprovedClaim(db, companyId));
}

/**
 * Stores a claim request (status pending, or disputed when the company is already taken;
 * reviewedAt and reviewedBy null, empty notes) and, in the same transaction, the operators' e-mail
 * (which says when it is a dispute) and the claimant's usual acknowledgement.
 */
export async function createClaimRequest(db: Database, input: NewClaimRequest, outbox: Outbox) {
  const isDisputed = input.companyId ? await isCompanyTaken(db, input.companyId) : false;
  const [row] = await db
    .insert(claimRequests)
    .values({
      ...input,
      status: isDisputed ? "disputed" : "pending",
      reviewedAt: null,
      reviewedBy: null,
      notes: "",
    })
    .returning({
      id: claimRequests.id,
      submittedAt: claimRequests.submittedAt,
      status: claimRequests.status,
    });
  if (!row) throw new Error("Claim request was not stored");
  await outbox.enqueue(db, claimMessages(outbox.site, input, isDisputed));
  return row;
}
