/**
 * The /admin page's figures: what waits for an operator (open claims, pending registrations,
 * pending sample requests, e-mail not yet sent or given up on) and the catalogue's size, in one
 * query of counts; and since when e-mail sending has failed, if it has (decision 106).
 */
import { and, desc, eq, gt, inArray, min, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  claimRequests,
  companies,
  outboxMessages,
  products,
  sampleRequestCounts,
  supplierRegistrations,
} from "~/db/schema";

/** Claims an operator still has to decide (the claims page lists them first). */
const OPEN_CLAIM_STATUSES = ["pending", "more_info", "disputed"] as const;

const countOf = (query: SQL) => sql<number>`(${query})::int`.mapWith(Number);

export async function countAdminOverview(db: Database) {
  const [row] = await db
    .select({
      openClaims: countOf(
        sql`select count(*) from ${claimRequests} where ${inArray(claimRequests.status, [...OPEN_CLAIM_STATUSES])}`,
      ),
      pendingRegistrations: countOf(
        sql`select count(*) from ${supplierRegistrations} where ${supplierRegistrations.status} = 'pending'`,
      ),
      // The trigger-kept counts table (docs/decisions/034): exact at any size.
      pendingRequests: countOf(
        sql`select coalesce(sum(${sampleRequestCounts.count}), 0) from ${sampleRequestCounts} where ${sampleRequestCounts.status} = 'pending'`,
      ),
      queuedMessages: countOf(
        sql`select count(*) from ${outboxMessages} where ${outboxMessages.status} = 'queued'`,
      ),
      retryingMessages: countOf(
        sql`select count(*) from ${outboxMessages} where ${outboxMessages.status} = 'retrying'`,
      ),
      deadMessages: countOf(
        sql`select count(*) from ${outboxMessages} where ${outboxMessages.status} = 'dead'`,
      ),
      companies: countOf(sql`select count(*) from ${companies}`),
      products: countOf(sql`select count(*) from ${products}`),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error("The overview query returned nothing");
  return row;
}

/** How long sending may fail before the overview says so: a blip is not an outage. */
export const MAIL_FAILING_NOTICE_MS = 10 * 60 * 1000;

/**
 * Since when e-mail sending has failed: the creation of the oldest message still retrying or
 * dead among those written after the newest one that went out, when that is over
 * MAIL_FAILING_NOTICE_MS ago; null while mail goes out.
 */
export async function mailFailingSince(db: Database, now = new Date()): Promise<Date | null> {
  const [newestSent] = await db
    .select({ createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, "sent"))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const [failing] = await db
    .select({ since: min(outboxMessages.createdAt) })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ["retrying", "dead"]),
        newestSent ? gt(outboxMessages.createdAt, newestSent.createdAt) : undefined,
      ),
    );
  const since = failing?.since ? new Date(failing.since) : null;
  return since && now.getTime() - since.getTime() >= MAIL_FAILING_NOTICE_MS ? since : null;
}
