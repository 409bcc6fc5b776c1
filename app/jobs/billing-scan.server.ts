/**
 * The billing scan (docs/decisions/135): trial reminders and lapses, on a pg-boss schedule every
 * BILLING_SCAN_CRON (one job per tick across instances), and on demand (the test clock). Retried
 * by the mail policy (MAIL_RETRY_*); scans are idempotent, so two at once (two instances, or the
 * clock and the cron) send nothing twice.
 */
import type { PgBoss } from "pg-boss";
import type { Outbox } from "~/mail/outbox.server";
import { applyQueue, queueSettings, type RetryPolicies, type WorkerSettings } from "./boss.server";

export const BILLING_SCAN_QUEUE = "billing-scan";
export const BILLING_SCAN_CRON = "*/5 * * * *";

/** Runs the billing scan (trial reminders, lapses). */
export type BillingScanWork = (outbox: Outbox) => Promise<unknown>;

export async function createBillingScanQueue(boss: PgBoss, policies: RetryPolicies) {
  await applyQueue(boss, BILLING_SCAN_QUEUE, queueSettings(policies.mail));
  await boss.schedule(BILLING_SCAN_QUEUE, BILLING_SCAN_CRON);
}

/** Queues a billing scan now (the test clock, after moving time). */
export async function queueBillingScan(boss: PgBoss) {
  await boss.send(BILLING_SCAN_QUEUE, {});
}

export async function workBillingScans(
  boss: PgBoss,
  outbox: Outbox,
  { pollingIntervalSeconds }: WorkerSettings,
  onDue: BillingScanWork,
) {
  await boss.work(BILLING_SCAN_QUEUE, { pollingIntervalSeconds }, () => onDue(outbox));
}
