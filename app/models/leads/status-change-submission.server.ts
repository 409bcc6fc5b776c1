/**
 * The action half of the status form (app/forms/status-change.ts), shared by the supplier's lead
 * page and the admin's request table and page: parse, change the status (with its history entry,
 * e-mail and audit entry) or correct a shipment, and answer the page's message or the form's
 * failure (the shipping rule's included: app/lib/shipping-rule.ts).
 */
import type { Database } from "~/db/client.server";
import { failureReply, parseSubmission } from "~/forms/parse-submission.server";
import { statusChangeSchema } from "~/forms/status-change";
import type { RequestStatus } from "~/lib/catalogue";
import { STATUS_LABELS } from "~/lib/request-status";
import type { Outbox } from "~/mail/outbox.server";
import { changeRequestStatus } from "./request-status.server";

const DONE: Partial<Record<RequestStatus, string>> = {
  approved: "Marked approved.",
  shipped: "Marked shipped.",
  completed: "Marked completed.",
  rejected: "Rejected.",
};

export async function submitStatusChange(
  request: Request,
  { db, outbox }: { db: Database; outbox: Outbox },
  change: {
    userId: string;
    requestId: string;
    /** What the page calls the request ("lead", "request") and says when it is gone. */
    noun: string;
    notFound: string;
    /** Sent back with every answer (the admin table's row id). */
    extra?: Record<string, string>;
  },
) {
  const { userId, requestId, noun, notFound, extra = {} } = change;
  const submission = await parseSubmission(request, statusChangeSchema);
  if (!submission.ok) {
    return failureReply(submission.failure, 400, {
      ...extra,
      status: submission.failure.values.status,
    });
  }
  const { status, ...details } = submission.data;
  const result = await changeRequestStatus(db, requestId, status, userId, outbox, details);
  if (result.ok) {
    const done =
      result.change === "none"
        ? "The carrier and tracking number are unchanged."
        : result.change === "shipment"
          ? "Tracking updated. We e-mailed the requester."
          : `${DONE[status] ?? "Status changed."} We e-mailed the requester.`;
    return { ...extra, ok: true as const, message: done };
  }
  // The shipping rule, which needs the request's status (a hand-over's note).
  if (result.reason === "invalid") {
    return failureReply({ ok: false, errors: result.errors, values: submission.values }, 400, {
      ...extra,
      status,
    });
  }
  // Someone else changed it first, or the status does not follow the current one.
  return failureReply(
    {
      ok: false,
      errors: {},
      values: submission.values,
      formError:
        result.reason === "not-found"
          ? notFound
          : `The ${noun} cannot be marked ${STATUS_LABELS[status].toLowerCase()} now: its status has changed. The page shows its current status.`,
    },
    result.reason === "not-found" ? 404 : 409,
    { ...extra, status },
  );
}
