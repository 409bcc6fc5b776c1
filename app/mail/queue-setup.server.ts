/**
 * The mail queues' names and settings on pg-boss (docs/decisions/050, 106), applied by every
 * instance at start (queue.server.ts).
 */
import { sql } from "drizzle-orm";
import { type ConstructorOptions, fromPglite, type PgBoss, type Queue } from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { type RetryPolicy, retryLimit } from "./retry-policy";

export const MAIL_QUEUE = "mail";
/** Where pg-boss moves a mail job it gave up on; its worker marks the message dead. */
export const DEAD_MAIL_QUEUE = "mail-dead";
/**
 * Follow-ups after a completed request (docs/decisions/092): a job per completion, due some days
 * later; it writes the rating link and its e-mail (through MAIL_QUEUE) once per request.
 */
export const RATING_REQUEST_QUEUE = "rating-request";
/** "Forgot password?" (decision 114): a job per request, the address only; its worker sends. */
export const PASSWORD_RESET_QUEUE = "password-reset";

/**
 * Webhook deliveries (issue 27, docs/decisions/138): a job per delivery (the job has the
 * delivery's id), written in the transaction of the lead's change; a try that fails throws, so
 * pg-boss retries it by WEBHOOK_RETRY_POLICY; one it gives up on moves to WEBHOOK_DEAD_QUEUE.
 */
export const WEBHOOK_QUEUE = "webhook";
export const WEBHOOK_DEAD_QUEUE = "webhook-dead";

/**
 * The billing scan (docs/decisions/135): trial reminders and lapses, on a pg-boss schedule every
 * BILLING_SCAN_CRON (one job per tick across instances), and on demand (the test clock).
 */
export const BILLING_SCAN_QUEUE = "billing-scan";
export const BILLING_SCAN_CRON = "*/5 * * * *";

export const DAY_SECONDS = 24 * 60 * 60;

/** Webhooks are retried with back-off over about a day: 30 s doubling to 4 h, for 24 h. */
export const WEBHOOK_RETRY_POLICY: RetryPolicy = {
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 4 * 60 * 60,
  giveUpSeconds: DAY_SECONDS,
};

export const QUEUE_NAMES = [
  MAIL_QUEUE,
  DEAD_MAIL_QUEUE,
  RATING_REQUEST_QUEUE,
  PASSWORD_RESET_QUEUE,
  WEBHOOK_QUEUE,
  WEBHOOK_DEAD_QUEUE,
  BILLING_SCAN_QUEUE,
];

/**
 * A working instance refreshes each active job's heartbeat; a job whose heartbeat stops (the
 * process was killed) is retried by the next monitor pass of any instance, so a crash delays its
 * mail by about HEARTBEAT_SECONDS + MONITOR_SECONDS instead of the job's full expiry.
 */
const HEARTBEAT_SECONDS = 15;
const MONITOR_SECONDS = 15;

/** The queues' settings, from the instance's configuration (applied on every start). */
function queueSettings(policy: RetryPolicy) {
  return {
    // pg-boss alone counts tries: the limit is as many as the policy's give-up time holds.
    retryLimit: retryLimit(policy),
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.retryDelayMaxSeconds,
    // A waiting job outlives its last try (pg-boss's default keeps one 14 days).
    retentionSeconds: 2 * policy.giveUpSeconds + policy.retryDelayMaxSeconds + DAY_SECONDS,
    // Sends time out after 30 s (transport.server.ts), webhooks after 10 s; a job is never
    // legitimately active longer.
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  } satisfies Partial<Queue>;
}

export function bossOptions(database: DatabaseHandle): ConstructorOptions {
  const common = {
    schema: "pgboss",
    superviseIntervalSeconds: MONITOR_SECONDS,
    monitorIntervalSeconds: MONITOR_SECONDS,
  } as const;
  return database.connection.kind === "postgres"
    ? { ...common, connectionString: database.connection.url, max: 3 }
    : { ...common, db: fromPglite(database.connection.client), backend: "pglite" };
}

/**
 * Creates the queues, or gives them the configured settings when they exist, and puts every
 * mail job still to run under them too (pg-boss copies a queue's retry settings into each job),
 * so a changed policy reaches the messages already waiting at the next start.
 */
export async function configureQueues(
  boss: PgBoss,
  db: Database,
  policy: RetryPolicy,
  webhookPolicy: RetryPolicy = WEBHOOK_RETRY_POLICY,
) {
  const settings = queueSettings(policy);
  const webhookSettings = queueSettings(webhookPolicy);
  const queues = [
    [DEAD_MAIL_QUEUE, settings],
    [MAIL_QUEUE, { ...settings, deadLetter: DEAD_MAIL_QUEUE }],
    [RATING_REQUEST_QUEUE, settings],
    [PASSWORD_RESET_QUEUE, settings],
    [WEBHOOK_DEAD_QUEUE, webhookSettings],
    [WEBHOOK_QUEUE, { ...webhookSettings, deadLetter: WEBHOOK_DEAD_QUEUE }],
    // Scans are idempotent: two at once (two instances, or the clock and the cron) send nothing twice.
    [BILLING_SCAN_QUEUE, settings],
  ] as const;
  for (const [name, options] of queues) {
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
  await boss.schedule(BILLING_SCAN_QUEUE, BILLING_SCAN_CRON);
  await db.execute(
    sql`update pgboss.job set retry_limit = ${settings.retryLimit},
          retry_delay = ${settings.retryDelay}, retry_delay_max = ${settings.retryDelayMax},
          dead_letter = ${DEAD_MAIL_QUEUE}
        where name = ${MAIL_QUEUE} and state in ('created', 'retry', 'active')`,
  );
}
