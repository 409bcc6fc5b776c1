/**
 * The requester's private status page (/requests/{token}; docs/decisions/051): each e-mail to the
 * requester carries a new random token for the submission; only its hash is stored, and a link
 * lasts as long as its requests are kept (the retention period).
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, requestStatusLinks, sampleRequests } from "~/db/schema";
import type { SecretLink } from "~/mail/message";
import { hashLinkToken, isLinkToken, newLinkToken } from "~/mail/tokens.server";
import { listStatusChanges } from "~/models/leads/status-history.server";
import { RETENTION_MONTHS } from "~/models/operations/retention.server";

/** Stores a new link to the submission's status page and answers it. */
export async function createStatusLink(
  tx: Database,
  submissionId: string,
  siteUrl: string,
): Promise<SecretLink> {
  const { token, hash } = newLinkToken();
  await tx.insert(requestStatusLinks).values({ tokenHash: hash, submissionId });
  return { url: `${siteUrl}/requests/${token}`, token, for: submissionId };
}

/** A new link for "Send again" of a status e-mail (decision 107); null once the requests are gone. */
export async function freshStatusLink(
  tx: Database,
  submissionId: string,
  siteUrl: string,
): Promise<SecretLink | null> {
  const kept = await tx.$count(sampleRequests, eq(sampleRequests.submissionId, submissionId));
  return kept > 0 ? createStatusLink(tx, submissionId, siteUrl) : null;
}

export interface StatusPageRequest {
  id: string;
  companyName: string;
  companyWebsite: string | null;
  /** The supplier's contact, shown once the request is approved. */
  companyLeadEmail: string | null;
  requestedProducts: { productName: string; quantity: string }[];
  status: (typeof sampleRequests.$inferSelect)["status"];
  requestedAt: Date;
  history: StatusPageChange[];
}

/** One step of a request's history, with what the supplier said (shipment or rejection). */
export interface StatusPageChange {
  status: (typeof sampleRequests.$inferSelect)["status"];
  changedAt: Date;
  carrier: string | null;
  trackingNumber: string | null;
  reason: string | null;
  note: string | null;
}

function linkIsCurrent(createdAt: Date, now: Date): boolean {
  const expiry = new Date(createdAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + RETENTION_MONTHS.sampleRequests);
  return expiry > now;
}

/** The requests behind a status link, oldest change first; null for an unknown or old link. */
export async function findRequestsByStatusToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<StatusPageRequest[] | null> {
  if (!isLinkToken(token)) return null;
  const [link] = await db
    .select()
    .from(requestStatusLinks)
    .where(eq(requestStatusLinks.tokenHash, hashLinkToken(token)));
  if (!link || !linkIsCurrent(link.createdAt, now)) return null;
  const requests = await db
    .select({
      id: sampleRequests.id,
      companyName: companies.name,
      companyWebsite: companies.website,
      companyLeadEmail: companies.leadEmail,
      requestedProducts: sampleRequests.requestedProducts,
      status: sampleRequests.status,
      requestedAt: sampleRequests.requestedAt,
    })
    .from(sampleRequests)
    .innerJoin(companies, eq(companies.id, sampleRequests.companyId))
    .where(eq(sampleRequests.submissionId, link.submissionId))
    .orderBy(asc(companies.name));
  if (requests.length === 0) return null;
  const changes = await listStatusChanges(
    db,
    requests.map((r) => r.id),
  );
  return requests.map((r) => ({
    ...r,
    history: [
      {
        status: "pending" as const,
        changedAt: r.requestedAt,
        carrier: null,
        trackingNumber: null,
        reason: null,
        note: null,
      },
      ...changes
        .filter((c) => c.requestId === r.id)
        .map((c) => ({
          status: c.status,
          changedAt: c.changedAt,
          carrier: c.carrier,
          trackingNumber: c.trackingNumber,
          reason: c.reason,
          note: c.note,
        })),
    ],
  }));
}
