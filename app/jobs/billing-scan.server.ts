/**
 * The billing scan (docs/decisions/135): trial reminders and lapses, on a pg-boss schedule every
 * BILLING_SCAN_CRON (one job per tick across instances), and on demand (the test clock). Retried
 * by the mail policy (MAIL_RETRY_*); scans are idempotent, so two at once (two instances, or the
 * clock and the cron) send nothing twice.
 */
import type { PgBoss } from "pg-boss";
import { defineQueue, type RetryPolicies } from "./boss.server";

export const billingScans = defineQueue<object>("billing-scan", (policies) => policies.mail);
export const BILLING_SCAN_QUEUE = billingScans.name;
export const BILLING_SCAN_CRON = "*/5 * * * *";

/** Creates the queue and its schedule. */
export async function createBillingScanQueue(boss: PgBoss, policies: RetryPolicies) {
  await billingScans.create(boss, policies);
  await boss.schedule(BILLING_SCAN_QUEUE, BILLING_SCAN_CRON);
}

/** Queues a billing scan now (the test clock, after moving time). */
export async function queueBillingScan(boss: PgBoss) {
  await boss.send(BILLING_SCAN_QUEUE, {});
}
