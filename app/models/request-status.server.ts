/**
 * Changing a sample request's status: the one function every screen calls (the admin page now, the
 * supplier workspace later). In one transaction: the change (allowed only from the statuses that
 * lead to it, so two people cannot both move a request), its history entry, and the e-mail to the
 * requester with a new private status link.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, sampleRequestStatusChanges, sampleRequests } from "~/db/schema";
import type { RequestStatus } from "~/lib/catalogue";
import { statusesLeadingTo } from "~/lib/request-status";
import { requestStatusMessage } from "~/mail/messages/request-status";
import type { Outbox } from "~/mail/outbox.server";
import { createStatusLink } from "./request-status-link.server";

export type StatusChangeResult = { ok: true } | { ok: false; reason: "not-found" | "not-allowed" };

export async function changeRequestStatus(
  db: Database,
  id: string,
  to: RequestStatus,
  userId: string,
  outbox: Outbox,
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const from = statusesLeadingTo(to);
    const [changed] =
      from.length === 0
        ? []
        : await tx
            .update(sampleRequests)
            .set({ status: to, statusChangedAt: new Date(), statusChangedBy: userId })
            .where(and(eq(sampleRequests.id, id), inArray(sampleRequests.status, from)))
            .returning();
    if (!changed) {
      const [exists] = await tx
        .select({ id: sampleRequests.id })
        .from(sampleRequests)
        .where(eq(sampleRequests.id, id));
      return { ok: false, reason: exists ? "not-allowed" : "not-found" };
    }
    await tx
      .insert(sampleRequestStatusChanges)
      .values({ requestId: id, status: to, changedBy: userId });
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
    const statusUrl = await createStatusLink(tx, submissionId, outbox.site.url);
    await outbox.enqueue(tx, [
      requestStatusMessage(
        outbox.site,
        changed.email,
        { firstName: changed.firstName, companyName: company?.name ?? "", status: to },
        statusUrl,
      ),
    ]);
    return { ok: true };
  });
}
