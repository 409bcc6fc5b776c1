/**
 * Claim requests: a supplier asks to take over a company page. A claim starts pending, with no
 * reviewer, no review date and empty notes.
 */
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { claimRequests, companies } from "~/db/schema";
import { claimMessages } from "~/mail/messages/supplier-inquiries";
import type { Outbox } from "~/mail/outbox.server";

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

/**
 * Stores a claim request (status pending, reviewedAt and reviewedBy null, empty notes) and, in the
 * same transaction, the operators' e-mail and the claimant's acknowledgement.
 */
export async function createClaimRequest(db: Database, input: NewClaimRequest, outbox: Outbox) {
  const [row] = await db
    .insert(claimRequests)
    .values({
      ...input,
      status: "pending",
      reviewedAt: null,
      reviewedBy: null,
      notes: "",
    })
    .returning({ id: claimRequests.id, submittedAt: claimRequests.submittedAt });
  if (!row) throw new Error("Claim request was not stored");
  await outbox.enqueue(db, claimMessages(outbox.site, input));
  return row;
}
