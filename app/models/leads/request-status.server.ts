/**
 * Changing a sample request's status: the one function every caller uses (the workspace, the
 * console and the REST API). In one transaction: the shipping rule (app/lib/shipping-rule.ts,
 * decision 147), the change (allowed only from the statuses that lead to it, so two people cannot
 * both move a request), its history entry with the change's details (a shipment's carrier and
 * tracking number, a rejection's reason, a hand-over's note), the e-mail to the requester with a
 * new private status link, the audit entry (who moved it from what to what), the company's
 * lead.status_changed webhooks, and on completion the follow-up asking for a rating.
 *
 * "Shipped" again on a shipped request corrects its carrier and tracking number: a new "shipped"
 * history entry (the status stays), audited as request.shipment_corrected, e-mailed and sent to
 * webhooks like a status change (previousStatus "shipped"); the same details again change nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, sampleRequestStatusChanges, sampleRequests } from "~/db/schema";
import type { RequestStatus } from "~/lib/catalogue";
import { canChangeStatus, statusesLeadingTo } from "~/lib/request-status";
import {
  isShipmentCorrection,
  type ShippingRuleErrors,
  shippingRuleErrors,
} from "~/lib/shipping-rule";
import { isUuid } from "~/lib/uuid";
import { requestStatusMessage } from "~/mail/messages/request-status";
import type { Outbox } from "~/mail/outbox.server";
import { changedFields, recordAudit } from "~/models/operations/audit-log.server";
import { queueLeadEvents } from "~/models/webhooks/lead-events.server";
import { createStatusLink } from "./request-status-link.server";
import { findShipments } from "./shipments.server";

/** What a status change may say: how a shipment travels, why a request was rejected, a note. */
export interface StatusDetails {
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  reason?: string | null | undefined;
  note?: string | null | undefined;
}

/**
 * The details that belong to the new status, each trimmed, empty as null: carrier and tracking
 * number only for shipped, the reason only for rejected, the note only for completed (so a stray
 * field never reaches the requester under another status).
 */
export function detailsFor(to: RequestStatus, details: StatusDetails) {
  const clean = (v: string | null | undefined) => v?.trim() || null;
  return {
    carrier: to === "shipped" ? clean(details.carrier) : null,
    trackingNumber: to === "shipped" ? clean(details.trackingNumber) : null,
    reason: to === "rejected" ? clean(details.reason) : null,
    note: to === "completed" ? clean(details.note) : null,
  };
}

type StoredDetails = ReturnType<typeof detailsFor>;
type AuditedChange = { status: RequestStatus } & StoredDetails;

export type StatusChangeResult =
  | { ok: true; change: "status" | "shipment" | "none" }
  | { ok: false; reason: "not-found" | "not-allowed" }
  | { ok: false; reason: "invalid"; errors: ShippingRuleErrors };

export async function changeRequestStatus(
  db: Database,
  id: string,
  to: RequestStatus,
  userId: string | null,
  outbox: Outbox,
  details: StatusDetails = {},
): Promise<StatusChangeResult> {
  const stored = detailsFor(to, details);
  return db.transaction(async (tx): Promise<StatusChangeResult> => {
    if (!isUuid(id)) return { ok: false, reason: "not-found" };
    // Locked, so the rule and the audit entry's "before" see the status this change replaces.
    const [current] = await tx
      .select({ status: sampleRequests.status })
      .from(sampleRequests)
      .where(eq(sampleRequests.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    const isCorrection = isShipmentCorrection(current.status, to);
    if (!isCorrection && !canChangeStatus(current.status, to)) {
      return { ok: false, reason: "not-allowed" };
    }
    const errors = shippingRuleErrors({ from: current.status, to, ...stored });
    if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
    const before = isCorrection ? (await findShipments(tx, [id])).get(id) : null;
    if (
      before &&
      before.carrier === stored.carrier &&
      before.trackingNumber === stored.trackingNumber
    ) {
      return { ok: true, change: "none" };
    }
    const [changed] = await tx
      .update(sampleRequests)
      .set({ status: to, statusChangedAt: new Date(), statusChangedBy: userId })
      .where(
        and(
          eq(sampleRequests.id, id),
          inArray(sampleRequests.status, isCorrection ? ["shipped"] : statusesLeadingTo(to)),
        ),
      )
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
      action: isCorrection ? "request.shipment_corrected" : "request.status_changed",
      entityType: "sample_request",
      entityId: id,
      entityLabel: `Request ${id.slice(0, 8)} to ${company?.name ?? changed.companyId}`,
      companyId: changed.companyId,
      changes: changedFields<AuditedChange>(
        { status: current.status, ...before },
        { status: to, ...stored },
        ["status", "carrier", "trackingNumber", "reason", "note"],
      ),
    });
    const statusLink = await createStatusLink(tx, submissionId, outbox.site.url);
    await outbox.enqueue(tx, [
      requestStatusMessage(
        outbox.site,
        changed.email,
        {
          firstName: changed.firstName,
          companyName: company?.name ?? "",
          status: to,
          isCorrection,
          ...stored,
        },
        statusLink,
      ),
    ]);
    await queueLeadEvents(tx, outbox, "lead.status_changed", [
      { requestId: id, change: { previousStatus: current.status, ...stored } },
    ]);
    // Some days later, one e-mail asking how the samples performed (docs/decisions/092).
    if (to === "completed") await outbox.scheduleRatingRequest(tx, id);
    return { ok: true, change: isCorrection ? "shipment" : "status" };
  });
}
