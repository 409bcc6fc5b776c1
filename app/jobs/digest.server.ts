/**
 * The weekly digest and the alerts (docs/decisions/169, 170): one job per DIGEST_CRON tick across
 * every instance (a pg-boss schedule, in UTC), and one per "Send digest now" (with the operator's
 * id). A run writes its recipients' messages for minutes at most, with a heartbeat; a killed run's
 * job is retried by the mail policy and resumes the same run (runDigestAndAlerts).
 */
import type { PgBoss } from "pg-boss";
import type { Database } from "~/db/client.server";
import { defineQueue, type RetryPolicies } from "./boss.server";

export interface DigestJob {
  /** The operator who asked for it; null: the schedule. */
  startedBy: string | null;
}

export const digests = defineQueue<DigestJob>("digest", (policies) => policies.mail, undefined, {
  // Writing 50,000 recipients' messages takes about a minute; an hour is far beyond it.
  expireInSeconds: 3600,
});
export const DIGEST_QUEUE = digests.name;

/** Creates the queue and its schedule (a changed DIGEST_CRON replaces the old one). */
export async function createDigestQueue(boss: PgBoss, policies: RetryPolicies, cron: string) {
  await digests.create(boss, policies);
  await boss.schedule(DIGEST_QUEUE, cron, { startedBy: null }, { tz: "UTC" });
}

/** Queues a run now, in `tx` (with the operator's audit entry). */
export async function queueDigest(boss: PgBoss, tx: Database, startedBy: string | null) {
  await digests.insert(boss, tx, [{ data: { startedBy } }]);
}
