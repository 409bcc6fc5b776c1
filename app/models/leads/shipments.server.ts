/**
 * How a request was shipped: its latest "shipped" entry, corrections included (decision 147);
 * for the status change's own check, and for the lead's JSON (lead-json.server.ts).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sampleRequestStatusChanges } from "~/db/schema";
import { latestShipment } from "~/lib/shipping-rule";

/** The carrier and tracking number a request has now (its latest shipped entry), or null. */
export async function findShipments(db: Database, requestIds: readonly string[]) {
  const rows =
    requestIds.length === 0
      ? []
      : await db
          .select({
            requestId: sampleRequestStatusChanges.requestId,
            status: sampleRequestStatusChanges.status,
            carrier: sampleRequestStatusChanges.carrier,
            trackingNumber: sampleRequestStatusChanges.trackingNumber,
          })
          .from(sampleRequestStatusChanges)
          .where(
            and(
              inArray(sampleRequestStatusChanges.requestId, [...requestIds]),
              eq(sampleRequestStatusChanges.status, "shipped"),
            ),
          )
          .orderBy(asc(sampleRequestStatusChanges.changedAt), asc(sampleRequestStatusChanges.id));
  return new Map(
    requestIds.map((id) => [id, latestShipment(rows.filter((r) => r.requestId === id))]),
  );
}
