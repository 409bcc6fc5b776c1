/**
 * The status history of requests (what the requester's My samples and their data download show):
 * each change with its details, oldest first. Who made a change is the workspace's own query
 * (listLeadHistory): never shown to the requester.
 */
import { asc, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sampleRequestStatusChanges } from "~/db/schema";

/** The status changes of these requests, oldest first (none for no request). */
export async function listStatusChanges(db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  // No tie-break: changes of one instant (one transaction) come in the order the database reads
  // them, which for a small table is the order they were written (the data download relies on it).
  return db
    .select({
      requestId: sampleRequestStatusChanges.requestId,
      status: sampleRequestStatusChanges.status,
      changedAt: sampleRequestStatusChanges.changedAt,
      carrier: sampleRequestStatusChanges.carrier,
      trackingNumber: sampleRequestStatusChanges.trackingNumber,
      reason: sampleRequestStatusChanges.reason,
      note: sampleRequestStatusChanges.note,
    })
    .from(sampleRequestStatusChanges)
    .where(inArray(sampleRequestStatusChanges.requestId, requestIds))
    .orderBy(asc(sampleRequestStatusChanges.changedAt));
}
