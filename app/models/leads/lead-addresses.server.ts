/**
 * "Send new leads to" (docs/decisions/145): addresses an owner adds for the company's leads. An
 * address gets a confirmation link through the outbox and receives leads only once the link's
 * page was confirmed (lead-recipients.server.ts reads confirmed ones only). At most
 * LEAD_ADDRESSES_MAX per company; links limited per company and per address like invitations.
 * Each change with its audit entry (ids only: the address is not written to the log).
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, companyLeadAddresses } from "~/db/schema";
import { RefusalError } from "~/lib/http-errors";
import { LEAD_ADDRESSES_MAX } from "~/lib/lead-emails";
import { isUuid } from "~/lib/uuid";
import { leadAddressConfirmationMessage } from "~/mail/messages/lead-address-confirmation";
import type { Outbox } from "~/mail/outbox.server";
import { emailKey, hitRateLimit } from "~/models/guards/rate-limit.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import { isLinkExpired, renewLink } from "./lead-address-links.server";

const HOUR = 3600;

export const TOO_MANY_ADDRESSES = `A company can send its leads to at most ${LEAD_ADDRESSES_MAX} addresses. Remove one first.`;
export const ALREADY_CONFIRMED = "This address already receives new leads.";
const TOO_MANY_LINKS =
  "Many confirmation links were sent in a short time. Please wait and try again later.";

/** An expected refusal, shown beside the address field (or as the page's message). */
export class LeadAddressError extends RefusalError {
  override name = "LeadAddressError";
}

/** The company's addresses, oldest first, confirmed or waiting for their link. */
export async function listLeadAddresses(db: Database, companyId: string, now = new Date()) {
  const rows = await db
    .select()
    .from(companyLeadAddresses)
    .where(eq(companyLeadAddresses.companyId, companyId))
    .orderBy(asc(companyLeadAddresses.createdAt), asc(companyLeadAddresses.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    isConfirmed: row.confirmedAt !== null,
    isLinkExpired: row.confirmedAt === null && isLinkExpired(row.confirmationSentAt, now),
  }));
}

async function checkLinkLimits(db: Database, companyId: string, email: string) {
  const byCompany = await hitRateLimit(db, `lead-address:company:${companyId}`, {
    max: 20,
    windowSeconds: HOUR,
  });
  const byAddress = await hitRateLimit(db, `lead-address:email:${emailKey(email)}`, {
    max: 3,
    windowSeconds: 24 * HOUR,
  });
  const refused = [byCompany, byAddress].find((limit) => !limit.isAllowed);
  if (refused) throw new LeadAddressError(TOO_MANY_LINKS, 429, refused.retryAfterSeconds);
}

export interface LeadAddressChange {
  companyId: string;
  companyName: string;
  actorId: string;
}

/**
 * Adds an address (trimmed and lower-cased by the form) and mails its link; an address already
 * waiting gets a new link instead. Refused: a confirmed one, the sixth, too many links.
 */
export async function addLeadAddress(
  db: Database,
  outbox: Outbox,
  change: LeadAddressChange & { email: string },
  now = new Date(),
): Promise<void> {
  await checkLinkLimits(db, change.companyId, change.email);
  await db.transaction(async (tx) => {
    // One change of the company's list at a time: the limit holds under concurrent adds.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, change.companyId))
      .for("update");
    const [existing] = await tx
      .select()
      .from(companyLeadAddresses)
      .where(
        and(
          eq(companyLeadAddresses.companyId, change.companyId),
          sql`lower(${companyLeadAddresses.email}) = lower(${change.email})`,
        ),
      );
    if (existing?.confirmedAt) throw new LeadAddressError(ALREADY_CONFIRMED);
    let id = existing?.id;
    if (!id) {
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(companyLeadAddresses)
        .where(eq(companyLeadAddresses.companyId, change.companyId));
      if (total >= LEAD_ADDRESSES_MAX) throw new LeadAddressError(TOO_MANY_ADDRESSES);
      const [row] = await tx
        .insert(companyLeadAddresses)
        .values({ companyId: change.companyId, email: change.email, addedBy: change.actorId })
        .returning({ id: companyLeadAddresses.id });
      id = row?.id ?? "";
    }
    const link = await renewLink(tx, id, outbox.site.url, now);
    await outbox.enqueue(tx, [
      leadAddressConfirmationMessage(outbox.site, change.email, change.companyName, link),
    ]);
    await recordAudit(tx, {
      actorId: change.actorId,
      action: existing ? "lead_address.link_sent" : "lead_address.added",
      entityType: "company_lead_address",
      entityId: id,
      entityLabel: change.companyName,
      companyId: change.companyId,
    });
  });
}

/** A new link for one of the company's waiting addresses; false when there is none such. */
export async function resendLeadAddressLink(
  db: Database,
  outbox: Outbox,
  change: LeadAddressChange & { addressId: string },
): Promise<boolean> {
  if (!isUuid(change.addressId)) return false;
  const [row] = await db
    .select({ email: companyLeadAddresses.email, confirmedAt: companyLeadAddresses.confirmedAt })
    .from(companyLeadAddresses)
    .where(
      and(
        eq(companyLeadAddresses.id, change.addressId),
        eq(companyLeadAddresses.companyId, change.companyId),
      ),
    );
  if (!row || row.confirmedAt) return false;
  await addLeadAddress(db, outbox, { ...change, email: row.email });
  return true;
}

/** Removes one of the company's addresses; false when it has none with this id. */
export async function removeLeadAddress(
  db: Database,
  change: LeadAddressChange & { addressId: string },
): Promise<boolean> {
  if (!isUuid(change.addressId)) return false;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(companyLeadAddresses)
      .where(
        and(
          eq(companyLeadAddresses.id, change.addressId),
          eq(companyLeadAddresses.companyId, change.companyId),
        ),
      )
      .returning({ id: companyLeadAddresses.id });
    if (!removed) return false;
    await recordAudit(tx, {
      actorId: change.actorId,
      action: "lead_address.removed",
      entityType: "company_lead_address",
      entityId: removed.id,
      entityLabel: change.companyName,
      companyId: change.companyId,
    });
    return true;
  });
}
