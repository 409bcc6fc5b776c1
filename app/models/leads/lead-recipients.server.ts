/**
 * Where a company's leads go (docs/decisions/145), the one rule every reader asks: the lead
 * e-mail (one company's request and 'Make Request to All'), the console's company page and the
 * workspace's Lead e-mails page.
 *
 * - Nobody owns the company: the operators' lead address (companies.lead_email), else the
 *   platform's fallback (LEADS_FALLBACK_EMAIL). Only such companies' leads reach the fallback.
 * - It has owners: every team member whose "Send me new leads" is on (owners by default, members
 *   once they opt in) and every confirmed "Send new leads to" address. A person receives only
 *   with a confirmed address and an account that is not disabled; an address only once its link
 *   was followed. When that leaves no one (every owner opted out, nothing else set), the owners
 *   with a confirmed address receive them, so leads always reach the company. An owned company
 *   with no confirmed owner yet gets no lead e-mail: its leads wait in the workspace.
 */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, companyLeadAddresses, companyMembers, users } from "~/db/schema";
import type { CompanyRole } from "~/lib/suppliers";

/** Why an address receives a company's leads. */
export type LeadRecipientReason =
  | "owner"
  | "member"
  | "address"
  /** Every owner opted out and nothing else is set: the owners receive them anyway. */
  | "owner-by-default"
  | "operator"
  | "fallback";

export interface LeadRecipient {
  email: string;
  reason: LeadRecipientReason;
}

export interface LeadRouting {
  /** Whether anyone owns the company (the fallback is only for companies nobody owns). */
  isOwned: boolean;
  /** Where its leads go, each address once; empty: owned, but no owner has a confirmed address. */
  recipients: LeadRecipient[];
}

export interface TeamMemberForLeads {
  email: string;
  role: CompanyRole;
  receivesLeads: boolean | null;
  isEmailVerified: boolean;
  isDisabled: boolean;
}

/** A member's "Send me new leads": their own choice, else their role's default. */
export function wantsLeads(member: Pick<TeamMemberForLeads, "role" | "receivesLeads">): boolean {
  return member.receivesLeads ?? member.role === "owner";
}

/** The rule itself, on what the queries below read. */
export function routeLeads(
  company: { leadEmail: string | null },
  team: readonly TeamMemberForLeads[],
  confirmedAddresses: readonly string[],
  fallbackEmail: string,
): LeadRouting {
  if (!team.some((member) => member.role === "owner")) {
    return {
      isOwned: false,
      recipients: company.leadEmail
        ? [{ email: company.leadEmail, reason: "operator" }]
        : [{ email: fallbackEmail, reason: "fallback" }],
    };
  }
  const reachable = team.filter((member) => member.isEmailVerified && !member.isDisabled);
  const chosen: LeadRecipient[] = [
    ...reachable
      .filter(wantsLeads)
      .map((m) => ({ email: m.email, reason: m.role === "owner" ? "owner" : "member" }) as const),
    ...confirmedAddresses.map((email) => ({ email, reason: "address" }) as const),
  ];
  const recipients =
    chosen.length > 0
      ? chosen
      : reachable
          .filter((member) => member.role === "owner")
          .map((m) => ({ email: m.email, reason: "owner-by-default" }) as const);
  return { isOwned: true, recipients: uniqueByAddress(recipients) };
}

function uniqueByAddress(recipients: LeadRecipient[]): LeadRecipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = recipient.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where each of these companies' leads go, by company id (unknown ids are left out). */
export async function findLeadRouting(
  db: Database,
  companyIds: readonly string[],
  fallbackEmail: string,
): Promise<Map<string, LeadRouting>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  // One after another: inside a transaction (the lead e-mail) they share one connection.
  const companyRows = await db
    .select({ id: companies.id, leadEmail: companies.leadEmail })
    .from(companies)
    .where(inArray(companies.id, ids));
  const teamRows = await db
    .select({
      companyId: companyMembers.companyId,
      email: users.email,
      role: companyMembers.role,
      receivesLeads: companyMembers.receivesLeads,
      isEmailVerified: users.emailVerified,
      disabledAt: users.disabledAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(inArray(companyMembers.companyId, ids))
    .orderBy(asc(companyMembers.approvedAt), asc(users.email));
  const addressRows = await db
    .select({ companyId: companyLeadAddresses.companyId, email: companyLeadAddresses.email })
    .from(companyLeadAddresses)
    .where(
      and(
        inArray(companyLeadAddresses.companyId, ids),
        isNotNull(companyLeadAddresses.confirmedAt),
      ),
    )
    .orderBy(asc(companyLeadAddresses.createdAt), asc(companyLeadAddresses.email));
  return new Map(
    companyRows.map((company) => [
      company.id,
      routeLeads(
        company,
        teamRows
          .filter((row) => row.companyId === company.id)
          .map((row) => ({ ...row, isDisabled: row.disabledAt !== null })),
        addressRows.filter((row) => row.companyId === company.id).map((row) => row.email),
        fallbackEmail,
      ),
    ]),
  );
}

/** Where one company's leads go; null for an unknown company. */
export async function findCompanyLeadRouting(
  db: Database,
  companyId: string,
  fallbackEmail: string,
): Promise<LeadRouting | null> {
  return (await findLeadRouting(db, [companyId], fallbackEmail)).get(companyId) ?? null;
}
