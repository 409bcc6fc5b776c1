/**
 * A company's billing state (docs/decisions/133-135): read it, and change it in one place, which
 * audit-logs the change and keeps the products beyond the plan's limit hidden or shown. Updating
 * `companies` and `products` fires the catalogue-change trigger, so every instance drops its cached
 * public pages (server/catalogue-changes.ts). The Stripe webhook, the admin's billing form, the
 * scheduled scan and approvals all come through `applyBillingState`.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import {
  type BillingFacts,
  type BillingInterval,
  type BillingStatus,
  type Entitlements,
  effectiveStatus,
  entitlements,
} from "~/lib/billing";
import type { PlanType } from "~/lib/catalogue";
import { now as clockNow } from "~/lib/clock";
import { changedFields, recordAudit } from "~/models/operations/audit-log.server";
import { syncProductLimit } from "./product-limit.server";

export interface BillingState extends BillingFacts {
  companyId: string;
  companyName: string;
  billingInterval: BillingInterval;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** The status as of now (a stored status whose time ran out reads lapsed). */
  status: BillingStatus | null;
  entitlements: Entitlements;
}

export interface BillingChange {
  plan?: PlanType | null;
  status?: BillingStatus | null;
  interval?: BillingInterval;
  trialEndsAt?: Date | null;
  paidUntil?: Date | null;
  pastDueSince?: Date | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

const billingColumns = {
  companyId: companies.id,
  companyName: companies.name,
  plan: companies.plan,
  billingStatus: companies.billingStatus,
  billingInterval: companies.billingInterval,
  trialEndsAt: companies.trialEndsAt,
  paidUntil: companies.paidUntil,
  pastDueSince: companies.pastDueSince,
  stripeCustomerId: companies.stripeCustomerId,
  stripeSubscriptionId: companies.stripeSubscriptionId,
};

/** The company's billing and what it gets at `now` (the billing clock); null when it does not exist. */
export async function getBillingState(
  db: Database,
  companyId: string,
  now: Date = clockNow(),
): Promise<BillingState | null> {
  const [row] = await db.select(billingColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) return null;
  return { ...row, status: effectiveStatus(row, now), entitlements: entitlements(row, now) };
}

/** Fields of a change as the company's columns. */
function columnsOf(change: BillingChange) {
  const { status, interval, ...rest } = change;
  return {
    ...rest,
    ...(status !== undefined && { billingStatus: status }),
    ...(interval !== undefined && { billingInterval: interval }),
  };
}

const AUDITED = [
  "plan",
  "billingStatus",
  "billingInterval",
  "trialEndsAt",
  "paidUntil",
  "pastDueSince",
  "stripeCustomerId",
  "stripeSubscriptionId",
] as const;

/**
 * Changes the company's billing (only the fields given), in `db` (a transaction when the caller
 * has one): writes the audit entry `company.billing_changed` when a field changed, then hides or
 * shows its products beyond the plan's limit. `actorId`: the user, null for the system (the scan,
 * Stripe). Returns the state after the change; null when the company does not exist.
 */
export async function applyBillingState(
  db: Database,
  companyId: string,
  change: BillingChange,
  actorId: string | null,
  now: Date = clockNow(),
): Promise<BillingState | null> {
  const [before] = await db
    .select(billingColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  if (!before) return null;
  const set = columnsOf(change);
  const changes = changedFields<Record<string, unknown>>(before, set, AUDITED);
  if (Object.keys(changes).length > 0) {
    await db.update(companies).set(set).where(eq(companies.id, companyId));
    await recordAudit(db, {
      actorId,
      action: "company.billing_changed",
      entityType: "company",
      entityId: companyId,
      entityLabel: before.companyName,
      companyId,
      changes,
    });
  }
  const after = { ...before, ...set };
  const state: BillingState = {
    ...after,
    status: effectiveStatus(after, now),
    entitlements: entitlements(after, now),
  };
  await syncProductLimit(db, companyId, state.entitlements.productLimit);
  return state;
}
