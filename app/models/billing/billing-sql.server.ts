/**
 * The billing rule of app/lib/billing.ts as SQL conditions, so a public query asks a company's
 * placements in its own WHERE clause (no query per row; docs/decisions/134). `now` comes from the
 * billing clock (app/lib/clock.ts) as a parameter, never SQL's now(), so tests can move it.
 */
import { type SQL, sql } from "drizzle-orm";
import { GRACE_DAYS } from "~/lib/billing";

const DAY_MS = 86_400_000;

/** A company column: drizzle's `companies` table, or a hand-written query's alias (`c`). */
function column(alias: string | undefined, name: string): SQL {
  return alias ? sql.raw(`${alias}.${name}`) : sql.raw(`"companies"."${name}"`);
}

/** The company's plan ran out unpaid as of `now` (coveredUntil in app/lib/billing.ts). */
export function lapsedCondition(now: Date, alias?: string): SQL {
  const status = column(alias, "billing_status");
  const trialEnd = column(alias, "trial_ends_at");
  const paidUntil = column(alias, "paid_until");
  const pastDueSince = column(alias, "past_due_since");
  // `paid + grace <= now` is `paid <= now - grace`: one parameter, no interval arithmetic.
  const graceStart = new Date(now.getTime() - GRACE_DAYS * DAY_MS);
  return sql`(${column(alias, "plan")} IS NOT NULL AND CASE coalesce(${status}, 'trial')
    WHEN 'lapsed' THEN true
    WHEN 'trial' THEN ${trialEnd} IS NOT NULL AND ${trialEnd} <= ${now}
    WHEN 'active' THEN ${paidUntil} IS NOT NULL AND ${paidUntil} <= ${graceStart}
    WHEN 'past_due' THEN coalesce(${pastDueSince}, ${paidUntil}) IS NOT NULL
      AND coalesce(${pastDueSince}, ${paidUntil}) <= ${graceStart}
    WHEN 'canceled' THEN CASE WHEN ${paidUntil} IS NOT NULL THEN ${paidUntil} <= ${graceStart}
      ELSE ${trialEnd} IS NULL OR ${trialEnd} <= ${now} END
    ELSE false END)`;
}

/** The plan itself gives Featured placements now: Featured, not lapsed. */
export function featuredPlanCondition(now: Date, alias?: string): SQL {
  // Never NULL (a company without a plan): an ORDER BY … DESC would put NULL first.
  return sql`(${column(alias, "plan")} IS NOT DISTINCT FROM 'featured' AND NOT ${lapsedCondition(now, alias)})`;
}

/**
 * In Top Free Samples (and the 404 suggestions): the admin's Featured switch, or the Featured
 * plan while it is paid or in its trial (docs/decisions/134: the switch grants, it never removes).
 */
export function topSamplesCondition(now: Date, alias?: string): SQL {
  return sql`(${column(alias, "featured")} OR ${featuredPlanCondition(now, alias)})`;
}

/** In the sponsor spot: the admin's Sponsored switch, or the Featured plan as above. */
export function sponsorCondition(now: Date, alias?: string): SQL {
  return sql`(${column(alias, "sponsored")} OR ${featuredPlanCondition(now, alias)})`;
}
