/**
 * The free first month (issue 26 point 2, docs/decisions/135): it starts when a registration or a
 * claim is approved, 30 days from the approval, no card. A registration brings its chosen plan; a
 * claim starts Basic unless the company already has a plan (then it keeps plan and trial).
 */
import type { Database } from "~/db/client.server";
import type { PlanType } from "~/lib/catalogue";
import { TRIAL_DAYS } from "~/lib/suppliers";
import { applyBillingState, type BillingState, getBillingState } from "./billing-state.server";

const DAY_MS = 86_400_000;

export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * Starts the company's trial at `now` on `plan` (null: the plan it has, else Basic). A company
 * that already has a plan and is given none keeps its billing as it is.
 */
export async function startTrial(
  db: Database,
  companyId: string,
  plan: PlanType | null,
  now: Date,
  actorId: string | null,
): Promise<BillingState | null> {
  if (!plan) {
    const current = await getBillingState(db, companyId, now);
    if (current?.plan) return current;
  }
  return applyBillingState(
    db,
    companyId,
    {
      plan: plan ?? "basic",
      status: "trial",
      trialEndsAt: trialEnd(now),
      paidUntil: null,
      pastDueSince: null,
    },
    actorId,
    now,
  );
}
