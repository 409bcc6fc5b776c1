/**
 * Fair use (docs/decisions/090): the limits an operator sets at /admin/fair-use (app_settings key
 * `fair_use`, audit-logged), and the check a sample request passes inside the transaction that
 * stores it. A practice is its normalized e-mail address (practiceKey). The check takes an
 * advisory lock on the practice for the rest of the transaction, so two submissions at once take
 * turns: the second counts the first's rows and cannot take the same last slot.
 */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appSettings, sampleRequests, users } from "~/db/schema";
import { formatLongDate } from "~/lib/dates";
import {
  DEFAULT_FAIR_USE,
  FAIR_USE_MAX,
  FAIR_USE_WINDOW_DAYS,
  type FairUseLimits,
  isFairUseOn,
  practiceKey,
} from "~/lib/fair-use";
import { changedFields, recordAudit } from "~/models/operations/audit-log.server";

export const FAIR_USE_KEY = "fair_use";
const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_STATUSES = ["pending", "approved", "shipped"] as const;

/** A request beyond a limit: the message says which limit and when it frees up. */
export class FairUseExceededError extends Error {
  override name = "FairUseExceededError";
}

const limitOrNull = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= FAIR_USE_MAX
    ? value
    : null;

/** The limits as stored; anything missing or malformed reads as "no limit". */
export function fairUseFromJson(value: Record<string, unknown> | null | undefined): FairUseLimits {
  if (!value) return DEFAULT_FAIR_USE;
  return {
    openPerCompany: limitOrNull(value.openPerCompany),
    perThirtyDays: limitOrNull(value.perThirtyDays),
  };
}

export async function readFairUse(db: Database): Promise<FairUseLimits> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, FAIR_USE_KEY));
  return fairUseFromJson(row?.value);
}

/** The limits with when and by whom they were last changed (the console page). */
export async function findFairUseSettings(db: Database) {
  const [row] = await db
    .select({
      value: appSettings.value,
      updatedAt: appSettings.updatedAt,
      updatedBy: users.displayName,
    })
    .from(appSettings)
    .leftJoin(users, eq(users.id, appSettings.updatedBy))
    .where(eq(appSettings.key, FAIR_USE_KEY));
  return {
    limits: fairUseFromJson(row?.value),
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row ? (row.updatedBy ?? null) : null,
  };
}

/** Saves the limits and their audit entry in one transaction; false when nothing changed. */
export async function saveFairUse(
  db: Database,
  limits: FairUseLimits,
  actorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock keeps two operators' saves (and their audit entries' "before") in order.
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, FAIR_USE_KEY))
      .for("update");
    const before = fairUseFromJson(row?.value);
    const changes = changedFields<FairUseLimits>(before, limits, [
      "openPerCompany",
      "perThirtyDays",
    ]);
    if (Object.keys(changes).length === 0) return false;
    const value = { ...limits };
    await tx
      .insert(appSettings)
      .values({ key: FAIR_USE_KEY, value, updatedBy: actorId })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value, updatedBy: actorId, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorId,
      action: "settings.fair_use_updated",
      entityType: "setting",
      entityId: FAIR_USE_KEY,
      entityLabel: "Fair use",
      changes,
    });
    return true;
  });
}

/** practiceKey in SQL, over a stored (already lower-cased) e-mail column. */
export function practiceKeySql(email: SQL | typeof sampleRequests.email): SQL {
  const local = sql`split_part(split_part(${email}, '@', 1), '+', 1)`;
  const domain = sql`split_part(${email}, '@', 2)`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end)`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Refuses (FairUseExceededError) a submission that would take the practice of `email` past a
 * limit: `companies` are the companies it would create one request for each. Call inside the
 * transaction that inserts the requests, before inserting them.
 */
export async function checkFairUse(
  tx: Database,
  email: string,
  companies: readonly { id: string; name: string }[],
  now = new Date(),
): Promise<void> {
  const limits = await readFairUse(tx);
  if (!isFairUseOn(limits) || companies.length === 0) return;
  const key = practiceKey(email);
  // Held to the end of the transaction: the next submission of this practice counts our rows.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fair-use:${key}`}, 0))`);
  const isPractice = sql`${practiceKeySql(sampleRequests.email)} = ${key}`;

  if (limits.openPerCompany !== null) {
    const max = limits.openPerCompany;
    const open = await tx
      .select({ companyId: sampleRequests.companyId, n: sql<number>`count(*)::int` })
      .from(sampleRequests)
      .where(
        and(
          inArray(
            sampleRequests.companyId,
            companies.map((c) => c.id),
          ),
          inArray(sampleRequests.status, [...OPEN_STATUSES]),
          isPractice,
        ),
      )
      .groupBy(sampleRequests.companyId);
    const full = companies.filter((c) => (open.find((o) => o.companyId === c.id)?.n ?? 0) >= max);
    if (full.length > 0) {
      const names = full.slice(0, 3).map((c) => c.name);
      const who =
        full.length > 3 ? `${names.join(", ")} and ${full.length - 3} more` : names.join(", ");
      throw new FairUseExceededError(
        `Fair-use limit reached: at most ${plural(max, "open sample request", "open sample requests")} per practice with each company, and your practice already has ${max === 1 ? "one" : max} with ${who}. It frees up when ${full.length === 1 ? "that company completes or rejects one of them" : "those companies complete or reject one of them"}.`,
      );
    }
  }

  if (limits.perThirtyDays !== null) {
    const max = limits.perThirtyDays;
    const since = new Date(now.getTime() - FAIR_USE_WINDOW_DAYS * DAY_MS);
    const inWindow = and(isPractice, sql`${sampleRequests.requestedAt} > ${since}`);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sampleRequests)
      .where(inWindow);
    const used = counted?.n ?? 0;
    const over = used + companies.length - max;
    if (over > 0) {
      const limit = `at most ${plural(max, "sample request", "sample requests")} per practice in ${FAIR_USE_WINDOW_DAYS} days across the directory`;
      if (companies.length > max) {
        throw new FairUseExceededError(
          `Fair-use limit reached: ${limit}, and this request would make ${companies.length} at once (one per company). Please choose fewer companies.`,
        );
      }
      // The `over`-th oldest request in the window must age out before this one fits.
      const [freeing] = await tx
        .select({ at: sampleRequests.requestedAt })
        .from(sampleRequests)
        .where(inWindow)
        .orderBy(asc(sampleRequests.requestedAt))
        .offset(over - 1)
        .limit(1);
      const freesOn = new Date((freeing?.at ?? now).getTime() + FAIR_USE_WINDOW_DAYS * DAY_MS);
      throw new FairUseExceededError(
        `Fair-use limit reached: ${limit}. Your practice has made ${used} in the last ${FAIR_USE_WINDOW_DAYS} days. You can request ${companies.length === 1 ? "again" : `from ${companies.length} companies`} on ${formatLongDate(freesOn)}.`,
      );
    }
  }
}
