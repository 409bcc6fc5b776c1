/**
 * Changing a sample request's status: the one function every screen calls (the admin page now, the
 * supplier workspace later). In one transaction: the change (allowed only from the statuses that
 * lead to it, so two people cannot both move a request), its history entry with the change's
 * details (a shipment's carrier and tracking number, a rejection's reason), and the e-mail to the
 * requester with a new private status link, the audit entry (who moved it from what to what),
 * the company's lead.status_changed webhooks, and on completion the follow-up asking for a rating.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, sampleRequestStatusChanges, sampleRequests } from "~/db/schema";
import type { RequestStatus } from "~/lib/catalogue";
import { statusesLeadingTo } from "~/lib/request-status";
import { isUuid } from "~/lib/uuid";
import { requestStatusMessage } from "~/mail/messages/request-status";
import type { Outbox } from "~/mail/outbox.server";
import { queueLeadEvents } from "~/models/integrations/webhook-events.server";
import { changedFields, recordAudit } from "~/models/operations/audit-log.server";
import { createStatusLink } from "./request-status-link.server";

/** What a status change may say: how a shipment travels, or why a request was rejected. */
export interface StatusDetails {
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  reason?: string | null | undefined;
}

/**
 * The details that belong to the new status, each trimmed, empty as null: carrier and tracking
 * number only for shipped, the reason only for rejected (so a stray field never reaches the
 * requester under another status).
 */
export function detailsFor(to: RequestStatus, details: StatusDetails) {
  const clean = (v: string | null | undefined) => v?.trim() || null;
  return {
    carrier: to === "shipped" ? clean(details.carrier) : null,
    trackingNumber: to === "shipped" ? clean(details.trackingNumber) : null,
    reason: to === "rejected" ? clean(details.reason) : null,
  };
}

type AuditedChange = { status: RequestStatus } & ReturnType<typeof detailsFor>;

export type StatusChangeResult = { ok: true } | { ok: false; reason: "not-found" | "not-allowed" };

export async function changeRequestStatus(
  db: Database,
  id: string,
  to: RequestStatus,
  userId: string | null,
  outbox: Outbox,
  details: StatusDetails = {},
): Promise<StatusChangeResult> {
  const stored = detailsFor(to, details);
  return db.transaction(async (tx) => {
    if (!isUuid(id)) return { ok: false, reason: "not-found" };
    const from = statusesLeadingTo(to);
    // Locked, so the audit entry's "before" is the status this change replaces.
    const [current] = await tx
      .select({ status: sampleRequests.status })
      .from(sampleRequests)
      .where(eq(sampleRequests.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    const [changed] =
      from.length === 0
        ? []
        : await tx
            .update(sampleRequests)
            .set({ status: to, statusChangedAt: new Date(), statusChangedBy: userId })
            .where(and(eq(sampleRequests.id, id), inArray(sampleRequests.status, from)))
            .returning();
    if (!changed) return { ok: false, reason: "not-allowed" };
    await tx
      .insert(sampleRequestStatusChanges)
      .values({ requestId: id, status: to, changedBy: userId, ...stored });
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, changed.companyId));
    // A request stored before status links existed (the demo data) becomes its own submission.
    let submissionId = changed.submissionId;
    if (!submissionId) {
      submissionId = changed.id;
      await tx.update(sampleRequests).set({ submissionId }).where(eq(sampleRequests.id, id));
    }
    await recordAudit(tx, {
      actorId: userId,
      action: "request.status_changed",
      entityType: "sample_request",
      entityId: id,
      entityLabel: `Request ${id.slice(0, 8)} to ${company?.name ?? changed.companyId}`,
      companyId: changed.companyId,
      changes: changedFields<AuditedChange>({ status: current.status }, { status: to, ...stored }, [
        "status",
        "carrier",
        "trackingNumber",
        "reason",
      ]),
    });
    const statusLink = await createStatusLink(tx, submissionId, outbox.site.url);
    await outbox.enqueue(tx, [
      requestStatusMessage(
        outbox.site,
        changed.email,
        { firstName: changed.firstName, companyName: company?.name ?? "", status: to, ...stored },
        statusLink,
      ),
    ]);
    await queueLeadEvents(tx, outbox, "lead.status_changed", [
      { requestId: id, change: { previousStatus: current.status, ...stored } },
    ]);
    // Some days later, one e-mail asking how the samples performed (docs/decisions/092).
    if (to === "completed") await outbox.scheduleRatingRequest(tx, id);
    return { ok: true };
  });
}
