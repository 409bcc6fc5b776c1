import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, type RequestedProduct, sampleRequests } from "~/db/schema";
import { type Category, DEFAULT_QUANTITY } from "~/lib/catalogue";
import { isUuid } from "~/lib/uuid";
import { newLeadMessage } from "~/mail/messages/new-lead";
import { requestConfirmationMessage } from "~/mail/messages/request-confirmation";
import type { Outbox } from "~/mail/outbox.server";
import { findAvailableProducts, requestAllCompanies } from "~/models/catalogue/company.server";
import { publicCompany } from "~/models/catalogue/visibility.server";
import { queueLeadEvents } from "~/models/webhooks/lead-events.server";
import { checkFairUse } from "./fair-use.server";
import { findLeadRouting } from "./lead-recipients.server";
import { createStatusLink } from "./request-status-link.server";

/** What the requester gives: the row less what this function and the database fill in. */
export type Contact = Omit<
  typeof sampleRequests.$inferInsert,
  | "id"
  | "companyId"
  | "requestedProducts"
  | "status"
  | "requestedAt"
  | "statusChangedAt"
  | "statusChangedBy"
  | "submissionId"
>;

export interface CreatedRequest {
  id: string;
  companyId: string;
  companyName: string;
  requestedProducts: RequestedProduct[];
}

export class UnknownCompanyError extends Error {
  override name = "UnknownCompanyError";
}

/**
 * Stores one pending sample request per company, all in one transaction. `target` is one company
 * (with the products asked for), or every published company ('Make Request to All'), or with a category
 * every company in it (the same under a category filter), looked up here: for all, only those
 * with an available product. Requested products are
 * checked against the company's available products: unknown or unavailable ids are dropped.
 * A submission past a fair-use limit is refused with FairUseExceededError and stores nothing.
 * In the same transaction: each company's lead e-mail to each of its lead recipients
 * (findLeadRouting, docs/decisions/145) and one confirmation to the requester,
 * with the private link to the submission's status page, and each company's lead.created webhooks.
 */
export async function createSampleRequests(
  db: Database,
  contact: Contact,
  target:
    | { all: true; category?: Category | undefined }
    | { companyId: string; productIds: string[] },
  outbox: Outbox,
  /** The requests' shared submission id: the form guard's key when it is a UUID, else a new one. */
  submissionId: string = randomUUID(),
): Promise<CreatedRequest[]> {
  return db.transaction(async (tx) => {
    const targets = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        "all" in target
          ? requestAllCompanies(target.category)
          : and(eq(companies.id, target.companyId), publicCompany()),
      )
      .orderBy(companies.name);
    if (targets.length === 0) throw new UnknownCompanyError("Company not found");
    // Fair use (docs/decisions/090): refused here, before anything is stored, under a lock.
    await checkFairUse(tx, contact.email, targets);

    let requested: RequestedProduct[] = [];
    if (!("all" in target) && target.productIds.length > 0) {
      const rows = await findAvailableProducts(tx, target.companyId, [
        ...new Set(target.productIds),
      ]);
      requested = rows.map((p) => ({
        productId: p.id,
        productName: p.name,
        quantity: DEFAULT_QUANTITY,
      }));
    }

    const inserted = await tx
      .insert(sampleRequests)
      .values(
        targets.map((company) => ({
          ...contact,
          companyId: company.id,
          requestedProducts: requested,
          status: "pending" as const,
          submissionId,
        })),
      )
      .returning({ id: sampleRequests.id, companyId: sampleRequests.companyId });
    const byId = new Map(targets.map((c) => [c.id, c]));
    const created = inserted.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      companyName: byId.get(row.companyId)?.name ?? "",
      requestedProducts: requested,
    }));
    const statusLink = await createStatusLink(tx, submissionId, outbox.site.url);
    const routing = await findLeadRouting(
      tx,
      created.map((request) => request.companyId),
      outbox.site.leadsFallbackEmail,
    );
    await outbox.enqueue(tx, [
      // One message per recipient: no one sees another's address.
      ...created.flatMap((request) =>
        (routing.get(request.companyId)?.recipients ?? []).map((recipient) =>
          newLeadMessage(outbox.site, recipient.email, { ...contact, ...request }),
        ),
      ),
      requestConfirmationMessage(
        outbox.site,
        contact.email,
        contact.firstName,
        created,
        statusLink,
      ),
    ]);
    await queueLeadEvents(
      tx,
      outbox,
      "lead.created",
      created.map((request) => ({ requestId: request.id })),
    );
    return created;
  });
}

/**
 * The submission id of the requests a guarded form submission creates: its idempotency key when
 * that is a lower-case UUID (the guard issues those), so `form_submissions` (form
 * 'sample-request', key = submission_id::text) links a lead to its submission and to the
 * duplicates that repeated it; any other key gets a fresh id.
 */
export function submissionIdFromKey(key: string): string {
  return isUuid(key) && key === key.toLowerCase() ? key : randomUUID();
}
