/**
 * The links that confirm a "Send new leads to" address (docs/decisions/145): made anew on each
 * add, "Send the link again" and the Outbox's "Send again" (decision 107), only their hash stored;
 * opening one shows its state, its button confirms the address (with its audit entry).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, companyLeadAddresses } from "~/db/schema";
import { LEAD_ADDRESS_LINK_DAYS } from "~/lib/lead-emails";
import type { SecretLink } from "~/mail/message";
import { hashLinkToken, isLinkToken, newLinkToken } from "~/mail/tokens.server";
import { recordAudit } from "~/models/operations/audit-log.server";

const LINK_MS = LEAD_ADDRESS_LINK_DAYS * 24 * 60 * 60 * 1000;

export function isLinkExpired(sentAt: Date | null, now: Date): boolean {
  return !sentAt || now.getTime() - sentAt.getTime() > LINK_MS;
}

function confirmLink(siteUrl: string, addressId: string, token: string): SecretLink {
  return { url: `${siteUrl}/lead-addresses/confirm/${token}`, token, for: addressId };
}

/** A new link for a waiting address (the one before it stops working). */
export async function renewLink(tx: Database, addressId: string, siteUrl: string, now: Date) {
  const { token, hash } = newLinkToken();
  await tx
    .update(companyLeadAddresses)
    .set({ confirmTokenHash: hash, confirmationSentAt: now })
    .where(eq(companyLeadAddresses.id, addressId));
  return confirmLink(siteUrl, addressId, token);
}

export type LeadAddressState = "pending" | "confirmed" | "expired";

/** What a confirmation link opens: its state and company, or null for an unknown link. */
export async function findLeadAddressByToken(db: Database, token: string, now = new Date()) {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select({
      id: companyLeadAddresses.id,
      companyId: companyLeadAddresses.companyId,
      companyName: companies.name,
      confirmedAt: companyLeadAddresses.confirmedAt,
      confirmationSentAt: companyLeadAddresses.confirmationSentAt,
    })
    .from(companyLeadAddresses)
    .innerJoin(companies, eq(companies.id, companyLeadAddresses.companyId))
    .where(eq(companyLeadAddresses.confirmTokenHash, hashLinkToken(token)));
  if (!row) return null;
  const state: LeadAddressState = row.confirmedAt
    ? "confirmed"
    : isLinkExpired(row.confirmationSentAt, now)
      ? "expired"
      : "pending";
  return { ...row, state };
}

/** The link's button: a waiting address is confirmed (a confirmed one stays so). */
export async function confirmLeadAddress(db: Database, token: string, now = new Date()) {
  const found = await findLeadAddressByToken(db, token, now);
  if (found?.state !== "pending") return found;
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(companyLeadAddresses)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(companyLeadAddresses.id, found.id),
          sql`${companyLeadAddresses.confirmedAt} is null`,
        ),
      )
      .returning({ id: companyLeadAddresses.id });
    if (confirmed) {
      await recordAudit(tx, {
        actorId: null,
        action: "lead_address.confirmed",
        entityType: "company_lead_address",
        entityId: found.id,
        entityLabel: found.companyName,
        companyId: found.companyId,
      });
    }
    return { ...found, state: "confirmed" as const };
  });
}

/** "Send again" of a confirmation mail (decision 107): a new link while the address waits. */
export async function freshLeadAddressLink(tx: Database, addressId: string, siteUrl: string) {
  const [row] = await tx
    .select({ confirmedAt: companyLeadAddresses.confirmedAt })
    .from(companyLeadAddresses)
    .where(eq(companyLeadAddresses.id, addressId))
    .for("update");
  if (!row || row.confirmedAt) return null;
  return renewLink(tx, addressId, siteUrl, new Date());
}
